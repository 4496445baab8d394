import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImageThumb } from './image-thumb';
import { renderInApp } from './test-kit';

describe('a list cell’s picture', () => {
  it('is a thumbnail whose full-size preview is built on the first click, by keyboard too', async () => {
    renderInApp(<ImageThumb src="https://cdn.example.com/a.png" label="图片" />);
    const thumb = screen.getByRole('button', { name: '查看大图：图片' });
    expect(thumb.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/a.png');
    expect(document.querySelector('.ant-image-preview')).toBeNull();
    thumb.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.querySelector('.ant-image-preview')).not.toBeNull());
    expect(document.querySelector('.ant-image-preview img')).toHaveAttribute('src', 'https://cdn.example.com/a.png');
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_ROLES } from '@admin/shared/contract';
import { ResourceList } from '../resource-list';
import { MemoryProvider, adRecord, renderInApp, searchAdDef, signInWith } from '../test-kit';
import { withListApi } from './list-test-kit';

withListApi();

const preview = () => document.querySelector('.ant-image-preview img');

describe('the pictures of a list', () => {
  it('share one full-size preview, built on the first press and showing the picture pressed, by keyboard too', async () => {
    signInWith(DEMO_ROLES.ads);
    const provider = new MemoryProvider([adRecord(1, { image: '/uploads/one.png' }), adRecord(2, { image: '/uploads/two.png' })]);
    renderInApp(<ResourceList def={searchAdDef} provider={provider} />);
    const thumbs = await screen.findAllByRole('button', { name: '查看大图：图片' });
    expect(thumbs).toHaveLength(2);
    expect(thumbs.map((b) => b.querySelector('img')?.getAttribute('src')).sort()).toEqual(['/uploads/one.png', '/uploads/two.png']);
    expect(document.querySelector('.ant-image-preview')).toBeNull();

    const two = thumbs.find((b) => b.querySelector('img')?.getAttribute('src') === '/uploads/two.png')!;
    two.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(preview()).toHaveAttribute('src', '/uploads/two.png'));

    await userEvent.keyboard('{Escape}');
    const one = thumbs.find((b) => b.querySelector('img')?.getAttribute('src') === '/uploads/one.png')!;
    await userEvent.click(one);
    await waitFor(() => expect(preview()).toHaveAttribute('src', '/uploads/one.png'));
  });
});

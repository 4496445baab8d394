import { render, screen } from '@testing-library/react';
import { ListTag } from './list-tag';

describe('ListTag, the light tag of a list cell', () => {
  it('draws the default and antd preset colours itself, as a plain span with its text', () => {
    render(
      <>
        <ListTag>否</ListTag>
        <ListTag color="green">投放中</ListTag>
        <ListTag color="default">已结束</ListTag>
      </>,
    );
    expect(screen.getByText('否')).toHaveClass('kit-tag');
    expect(screen.getByText('否').className).toBe('kit-tag');
    expect(screen.getByText('投放中')).toHaveClass('kit-tag', 'kit-tag-green');
    expect(screen.getByText('已结束').className).toBe('kit-tag');
    expect(document.querySelector('.ant-tag')).toBeNull();
  });

  it('leaves other colours (status names, hex) to antd’s Tag', () => {
    render(
      <>
        <ListTag color="success">成功</ListTag>
        <ListTag color="#f50">热</ListTag>
      </>,
    );
    expect(screen.getByText('成功').closest('.ant-tag')).not.toBeNull();
    expect(screen.getByText('热').closest('.ant-tag')).not.toBeNull();
    expect(document.querySelector('.kit-tag')).toBeNull();
  });
});

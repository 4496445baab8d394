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

  it('draws a hex colour as antd’s filled Tag does: on its hue at 95 % lightness, the text in it when it reads there', () => {
    render(
      <>
        <ListTag color="#FF6A00">热</ListTag>
        <ListTag color="#f50">火</ListTag>
        <ListTag color="#1677ff">蓝</ListTag>
        <ListTag color="#0958d9">深蓝</ListTag>
        <ListTag color="#08979c">青</ListTag>
      </>,
    );
    // The tints antd 6's Tag computes for these colours (its useColor with @ant-design/fast-color).
    expect(screen.getByText('热')).toHaveClass('kit-tag');
    expect(screen.getByText('深蓝')).toHaveStyle({ color: '#0958d9', backgroundColor: '#e7effe' });
    // Too light to read on their tint (WCAG AA 4.5:1): a darker shade of the same colour.
    expect(screen.getByText('热')).toHaveStyle({ color: '#ba4d00', backgroundColor: '#fff0e5' });
    expect(screen.getByText('火')).toHaveStyle({ color: '#c44100', backgroundColor: '#ffeee5' });
    expect(screen.getByText('蓝')).toHaveStyle({ color: '#0063ef', backgroundColor: '#e5f0ff' });
    // Judged on whole 0-255 channels, as a checker reads the page: #078084 would be 4.48:1 here.
    expect(screen.getByText('青')).toHaveStyle({ color: '#077d81', backgroundColor: '#e7fdfe' });
    expect(document.querySelector('.ant-tag')).toBeNull();
  });

  it('leaves other colours (status names, named colours) to antd’s Tag', () => {
    render(
      <>
        <ListTag color="success">成功</ListTag>
        <ListTag color="rebeccapurple">紫</ListTag>
      </>,
    );
    expect(screen.getByText('成功').closest('.ant-tag')).not.toBeNull();
    expect(screen.getByText('紫').closest('.ant-tag')).not.toBeNull();
    expect(document.querySelector('.kit-tag')).toBeNull();
  });
});

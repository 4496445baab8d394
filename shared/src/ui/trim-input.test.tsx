import './test-polyfills';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { TrimInput, TrimTextArea } from './trim-input';

it('strips surrounding whitespace on blur and reports the trimmed value', async () => {
  const onChange = jest.fn();
  const onBlur = jest.fn();
  render(<TrimInput aria-label="标题" onChange={onChange} onBlur={onBlur} />);
  const input = screen.getByRole('textbox', { name: '标题' });
  await userEvent.type(input, '  考研 数学  ');
  expect(input).toHaveValue('  考研 数学  '); // untouched while typing
  await userEvent.tab();
  expect(input).toHaveValue('考研 数学');
  expect(onChange).toHaveBeenLastCalledWith('考研 数学');
  expect(onBlur).toHaveBeenCalledTimes(1);
});

it('does not report a change on blur when nothing needs trimming', async () => {
  const onChange = jest.fn();
  render(<TrimInput aria-label="标题" onChange={onChange} />);
  await userEvent.type(screen.getByRole('textbox'), 'abc');
  onChange.mockClear();
  await userEvent.tab();
  expect(onChange).not.toHaveBeenCalled();
});

it('works controlled', async () => {
  function Controlled() {
    const [v, setV] = useState(' a ');
    return (
      <>
        <TrimInput aria-label="名称" value={v} onChange={setV} />
        <output>[{v}]</output>
      </>
    );
  }
  render(<Controlled />);
  await userEvent.click(screen.getByRole('textbox'));
  await userEvent.tab();
  expect(screen.getByText('[a]')).toBeInTheDocument();
});

it('TrimTextArea trims on blur too, keeping inner line breaks', async () => {
  const onChange = jest.fn();
  render(<TrimTextArea aria-label="简介" onChange={onChange} />);
  const area = screen.getByRole('textbox', { name: '简介' });
  await userEvent.type(area, '\n 第一行{enter}第二行 \n');
  await userEvent.tab();
  expect(area).toHaveValue('第一行\n第二行');
  expect(onChange).toHaveBeenLastCalledWith('第一行\n第二行');
});

it('hands the trimmed value to an antd Form', async () => {
  const onFinish = jest.fn();
  render(
    <Form onFinish={onFinish}>
      <Form.Item name="title" label="标题">
        <TrimInput />
      </Form.Item>
      <Button htmlType="submit">保存</Button>
    </Form>,
  );
  await userEvent.type(screen.getByLabelText('标题'), '  启动页  ');
  await userEvent.tab();
  await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
  await screen.findByLabelText('标题');
  await new Promise((r) => setTimeout(r, 0));
  expect(onFinish).toHaveBeenCalledWith({ title: '启动页' });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Button, ConfigProvider, Form, Input, Select } from 'antd';
import type { FormInstance } from 'antd';
import { FilterItem } from './filter-item';

/** As the console's provider draws screens: a theme with a fixed CSS-variable key. */
const THEME = { cssVar: { key: 'css-var-test' }, token: { motion: false } };

function markup(items: ReactNode, form?: FormInstance): string {
  const { container, unmount } = render(
    <ConfigProvider theme={THEME}>
      <Form layout="inline" form={form}>
        {items}
      </Form>
    </ConfigProvider>,
  );
  const html = container.innerHTML;
  unmount();
  return html;
}

describe('FilterItem', () => {
  it("draws a labelled field with antd's inline Form.Item markup: same elements, classes, label link and control id", () => {
    const ours = markup(
      <FilterItem name="title" label="标题">
        <Input style={{ width: 180 }} />
      </FilterItem>,
    );
    const antds = markup(
      <Form.Item name="title" label="标题">
        <Input style={{ width: 180 }} />
      </Form.Item>,
    );
    expect(ours).toBe(antds);
    expect(ours).toContain('for="title"');
    expect(ours).toContain('id="title"');
  });

  it('draws a button item (no field, no label) as antd does', () => {
    const button = <Button htmlType="submit">查询</Button>;
    expect(markup(<FilterItem>{button}</FilterItem>)).toBe(markup(<Form.Item>{button}</Form.Item>));
  });

  it("differs for a select only by antd's in-form-item width class, which the filters' own widths replace", () => {
    const select = <Select style={{ width: 160 }} options={[{ value: 1, label: 'a' }]} />;
    const ours = markup(
      <FilterItem name="platform" label="平台">
        {select}
      </FilterItem>,
    );
    const antds = markup(
      <Form.Item name="platform" label="平台">
        {select}
      </Form.Item>,
    );
    expect(antds).toContain('ant-select-in-form-item');
    expect(ours).toBe(antds.replace(' ant-select-in-form-item', ''));
  });

  it("binds its control to the form's store: set, read, reset", async () => {
    let form!: FormInstance;
    function Bar() {
      const [f] = Form.useForm();
      form = f;
      return (
        <ConfigProvider theme={THEME}>
          <Form layout="inline" form={f}>
            <FilterItem name="title" label="标题">
              <Input />
            </FilterItem>
          </Form>
        </ConfigProvider>
      );
    }
    render(<Bar />);
    await userEvent.type(screen.getByLabelText('标题'), '考研');
    expect(form.getFieldValue('title')).toBe('考研');
    act(() => form.setFieldsValue({ title: '季' }));
    expect(screen.getByLabelText('标题')).toHaveValue('季');
    act(() => form.resetFields());
    expect(screen.getByLabelText('标题')).toHaveValue('');
  });
});

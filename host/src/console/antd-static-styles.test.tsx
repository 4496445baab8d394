/** @jest-environment node */
// antd's styles made at build time (scripts/antd-styles/extract.cjs) must be the ones the console asks for at run
// time: same theme, same provider, and every component the screens draw. Whatever is missing is
// generated in the page again (styled, but the first opening of a screen pays for it), so this
// renders the console's own antd provider (AntdScope) around what screens draw, with their kind of
// props, and checks that each style antd registers is listed in the made file's path map.
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import {
  Alert,
  Button,
  Checkbox,
  DatePicker,
  Drawer,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Radio,
  Select,
  Space,
  Spin,
  Switch,
  Table,
  Tabs,
  Tag,
  Tree,
  TreeSelect,
  Typography,
  Upload,
} from 'antd';
import AntdScope from './antd-scope';

// The provider's locales are antd's ES files (for the bundle); node needs their CommonJS twins.
jest.mock('antd/es/locale/en_US', () => jest.requireActual('antd/lib/locale/en_US'));
jest.mock('antd/es/locale/zh_CN', () => jest.requireActual('antd/lib/locale/zh_CN'));

/* eslint-disable @typescript-eslint/no-require-imports */
const ROOT = path.resolve(__dirname, '../../..');
const { extractCss } = require(path.join(ROOT, 'scripts/antd-styles/build-value.cjs'));
// The cssinjs instance antd itself uses (not a dependency of any workspace package).
const antdDir = path.dirname(require.resolve('antd/package.json', { paths: [path.join(ROOT, 'host')] }));
const { createCache, StyleProvider } = require(require.resolve('@ant-design/cssinjs', { paths: [antdDir] }));
/* eslint-enable @typescript-eslint/no-require-imports */

/** The `path → hash` map antd reads from the made CSS (`.data-ant-cssinjs-cache-path{content:"…"}`). */
function madePaths(css: string): Set<string> {
  const content = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)"/.exec(css)?.[1] ?? '';
  return new Set(content.split(';').map((entry) => entry.slice(0, entry.lastIndexOf(':'))));
}

/** What a list screen, its filters, its edit drawer and its dialogs draw. */
function Screens() {
  const options = [{ value: 1, label: 'a' }];
  return (
    <>
      <Form layout="inline" role="search">
        <Form.Item label="a" name="a">
          <Input allowClear />
        </Form.Item>
        <Form.Item label="b" name="b">
          <Select options={options} allowClear />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          go
        </Button>
      </Form>
      <Space>
        <Button icon={<span />}>x</Button>
        <Button danger type="link">
          y
        </Button>
      </Space>
      <Table
        rowKey="id"
        dataSource={[{ id: 1, a: 'x' }]}
        columns={[{ title: 'a', dataIndex: 'a', sorter: true }]}
        rowSelection={{ selectedRowKeys: [] }}
        pagination={{ total: 40, showSizeChanger: true }}
      />
      <Form layout="vertical">
        <Form.Item label="t" name="t" rules={[{ required: true }]} help="e" validateStatus="error">
          <Input.TextArea />
        </Form.Item>
        <Form.Item label="n">
          <InputNumber />
        </Form.Item>
        <Form.Item label="s">
          <Switch />
        </Form.Item>
        <Form.Item label="r">
          <Radio.Group options={['a']} />
        </Form.Item>
        <Form.Item label="c">
          <Checkbox.Group options={['a']} />
        </Form.Item>
        <Form.Item label="d">
          <DatePicker.RangePicker showTime />
        </Form.Item>
        <Form.Item label="u">
          <Upload listType="picture-card" />
        </Form.Item>
        <Form.Item label="tr">
          <TreeSelect treeData={[{ value: 1, title: 'a' }]} />
        </Form.Item>
      </Form>
      <Flex gap={8}>
        <Tag color="blue">t</Tag>
        <Tag color="success">s</Tag>
        <Typography.Text type="secondary">x</Typography.Text>
        <Spin />
      </Flex>
      <Alert type="error" title="x" />
      <Tabs items={[{ key: 'a', label: 'a', children: 'x' }]} />
      <Tree treeData={[{ key: 1, title: 'a' }]} draggable />
      <Drawer._InternalPanelDoNotUseOrYouWillBeFired title="x" />
      <Modal._InternalPanelDoNotUseOrYouWillBeFired type="confirm" title="x" />
      <Popconfirm._InternalPanelDoNotUseOrYouWillBeFired title="x" />
      <Select._InternalPanelDoNotUseOrYouWillBeFired options={options} />
      <DatePicker._InternalPanelDoNotUseOrYouWillBeFired showTime />
    </>
  );
}

it('holds every style the console provider makes when drawing a screen, as it makes it', () => {
  // jest runs with NODE_ENV=test, which antd treats as development (its hash prefix): so is the file made here.
  const css: string = extractCss('development');
  const made = madePaths(css);
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <AntdScope>
        <Screens />
      </AntdScope>
    </StyleProvider>,
  );
  // cache entries: `style%<hash>%<path…>` → [times, [styleText, styleId, …]]
  const asked: [string, string][] = [...cache.cache.entries()]
    .filter(([key]: [string]) => key.startsWith('style%'))
    .map(([key, value]: [string, [number, [string]]]) => [key.slice('style%'.length).replace(/%/g, '|'), value[1][0]]);
  expect(asked.length).toBeGreaterThan(20);
  // Listed: antd skips making it. Same text: what the file applies is what antd would have made.
  expect(asked.filter(([p]) => !made.has(p)).map(([p]) => p)).toEqual([]);
  expect(asked.filter(([, text]) => !css.includes(text)).map(([p]) => p)).toEqual([]);
});

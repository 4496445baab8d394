// What the build renders to collect antd's styles: each component the console can draw, in the
// parts that register styles of their own (sub-components, and popups through antd's internal
// panels, which draw a popup's content without opening it).
'use strict';

/**
 * antd exports no console screen uses (the `antd-rare` chunk group of create-config.cjs, and the
 * non-components): their styles would only add weight. Should a screen start using one, it is
 * styled at run time as before, and the e2e count of generated styles says so.
 */
const SKIP = new Set([
  'Affix',
  'Anchor',
  'BackTop',
  'BorderBeam',
  'Calendar',
  'Carousel',
  'Cascader',
  'ConfigProvider',
  'FloatButton',
  'Grid',
  'List',
  'Listy',
  'Masonry',
  'Mentions',
  'QRCode',
  'Rate',
  'Splitter',
  'Statistic',
  'Tour',
  'Transfer',
  'Watermark',
  'message',
  'notification',
  'theme',
  'unstableSetRender',
  'version',
]);

/** Components whose default render draws nothing styled, or that need props to render at all. */
function special(antd, h) {
  const panel = (C, props = {}) => h(C._InternalPanelDoNotUseOrYouWillBeFired, props);
  const sample = [{ key: '1', title: 'a', value: '1', label: 'a', name: 'a' }];
  return {
    // The screens' toasts (App.useApp().message): their own style set, drawn by the message panel.
    App: () => [h(antd.App, null, 'x'), panel(antd.message, { type: 'success', content: 'x' })],
    Badge: () => [h(antd.Badge, { count: 1 }, h('span')), h(antd.Badge, { status: 'success', text: 'x' }), h(antd.Badge.Ribbon, { text: 'x' }, h('div'))],
    Button: () => [
      h(antd.Button, null, 'x'),
      h(antd.Space.Compact, null, h(antd.Button, null, 'a'), h(antd.Button, null, 'b')),
      h(antd.Space.Compact, null, h(antd.Button, null, 'x'), h(antd.Dropdown, { menu: { items: sample } }, h(antd.Button, null, 'v'))),
    ],
    Card: () => h(antd.Card, { title: 'x', extra: 'y' }, h(antd.Card.Meta, { title: 'm' })),
    Checkbox: () => [h(antd.Checkbox), h(antd.Checkbox.Group, { options: ['a'] })],
    ColorPicker: () => [h(antd.ColorPicker), panel(antd.ColorPicker)],
    DatePicker: () => [h(antd.DatePicker), h(antd.DatePicker.RangePicker), panel(antd.DatePicker), panel(antd.TimePicker)],
    Descriptions: () => h(antd.Descriptions, { title: 'x', bordered: true, items: [{ key: 'a', label: 'a', children: 'b' }] }),
    Drawer: () => panel(antd.Drawer, { title: 'x' }),
    Dropdown: () => [h(antd.Dropdown, { menu: { items: sample } }, h('span')), panel(antd.Dropdown, { menu: { items: sample } })],
    Form: () =>
      h(
        antd.Form,
        { layout: 'vertical' },
        h(antd.Form.Item, { label: 'x', name: 'x', help: 'e', validateStatus: 'error', extra: 'z', tooltip: 't', required: true }, h(antd.Input)),
        h(antd.Form.ErrorList, { errors: ['e'] }),
      ),
    Image: () => [h(antd.Image, { src: 'data:,' }), h(antd.Image.PreviewGroup, null, h(antd.Image, { src: 'data:,' }))],
    Input: () => [
      h(antd.Input),
      h(antd.Input.TextArea, { showCount: true }),
      h(antd.Input.Password),
      h(antd.Input.Search),
      h(antd.Input.OTP),
      h(antd.Space.Compact, null, h(antd.Input), h(antd.Button, null, 'x')),
    ],
    InputNumber: () => [h(antd.InputNumber), panel(antd.InputNumber)],
    Layout: () => h(antd.Layout, null, h(antd.Layout.Sider), h(antd.Layout.Content)),
    Menu: () => h(antd.Menu, { items: [{ key: 'a', label: 'a', children: sample }] }),
    Modal: () => [panel(antd.Modal, { title: 'x' }), panel(antd.Modal, { type: 'confirm', title: 'x' })],
    Popconfirm: () => panel(antd.Popconfirm, { title: 'x' }),
    Popover: () => panel(antd.Popover, { title: 'x', content: 'y' }),
    Progress: () => [h(antd.Progress, { percent: 10 }), h(antd.Progress, { type: 'circle', percent: 10 })],
    Radio: () => [h(antd.Radio), h(antd.Radio.Group, { options: ['a'], optionType: 'button' })],
    Result: () => h(antd.Result, { status: 'error', title: 'x' }),
    Segmented: () => h(antd.Segmented, { options: ['a', 'b'] }),
    Select: () => [h(antd.Select), h(antd.Select, { mode: 'multiple', value: ['a'] }), panel(antd.Select, { options: sample }), panel(antd.AutoComplete)],
    Skeleton: () => [h(antd.Skeleton, { avatar: true }), h(antd.Skeleton.Button), h(antd.Skeleton.Input), h(antd.Skeleton.Image)],
    Space: () => [h(antd.Space, null, 'a', 'b'), h(antd.Space.Compact, null, 'a', h(antd.Space.Addon, null, 'b'))],
    Spin: () => h(antd.Spin, { spinning: true }, h('div')),
    Steps: () => h(antd.Steps, { items: [{ title: 'a' }] }),
    Table: () =>
      h(antd.Table, {
        dataSource: sample,
        columns: [{ title: 'a', dataIndex: 'title', sorter: true, filters: [{ text: 'a', value: 'a' }], ellipsis: true }],
        rowSelection: {},
        expandable: { expandedRowRender: () => 'x' },
        pagination: { total: 100, showSizeChanger: true, showQuickJumper: true },
        bordered: true,
        size: 'small',
      }),
    Tabs: () => [
      h(antd.Tabs, { items: [{ key: 'a', label: 'a', children: 'x' }] }),
      h(antd.Tabs, { type: 'editable-card', items: [{ key: 'a', label: 'a' }] }),
    ],
    // Preset colours and status colours are two style sets of their own.
    Tag: () => [h(antd.Tag, { color: 'blue', closable: true }, 'x'), h(antd.Tag, { color: 'success' }, 'x'), h(antd.Tag.CheckableTag, { checked: true }, 'x')],
    TimePicker: () => h(antd.TimePicker),
    Timeline: () => h(antd.Timeline, { items: [{ content: 'a' }] }),
    Tooltip: () => panel(antd.Tooltip, { title: 'x' }),
    Tree: () => [h(antd.Tree, { treeData: sample, checkable: true, draggable: true }), h(antd.Tree.DirectoryTree, { treeData: sample })],
    TreeSelect: () => [h(antd.TreeSelect), panel(antd.TreeSelect, { treeData: sample })],
    Typography: () => [
      h(antd.Typography.Title),
      h(antd.Typography.Text, { copyable: true }),
      h(antd.Typography.Paragraph, { ellipsis: true }),
      h(antd.Typography.Link),
    ],
    Upload: () => [h(antd.Upload, { listType: 'picture-card', fileList: [{ uid: '1', name: 'a', status: 'done', url: 'data:,' }] }), h(antd.Upload.Dragger)],
  };
}

/** `{ name, node }` per component: what to render (an element or a list of them). */
function renderedComponents(antd, h) {
  const custom = special(antd, h);
  return Object.keys(antd)
    .filter((name) => !SKIP.has(name) && /^[A-Z]/.test(name))
    .map((name) => ({ name, node: custom[name] ? custom[name]() : h(antd[name]) }));
}

module.exports = { renderedComponents, SKIP };

// Ordered sub-lists in the kit's form: add, move (buttons and Alt+arrows), duplicate, remove, limits, server errors at the item.
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { setApiUi } from '@admin/shared/api';
import { crudSchemas, shortText } from '@admin/shared/contract/resources';
import { ResourceForm } from '../resource-form';
import { MemoryProvider, adRecord, apiError, renderInApp } from '../test-kit';
import type { ResourceDef } from '../types';
import { hasContent, itemDefOf, listLimits } from './item-schema';

jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });

beforeEach(() => setApiUi({ toast: () => {}, confirmLogout: async () => false, navigate: () => {} }));
afterEach(() => setApiUi(null));

const item = z.strictObject({
  title: shortText(16),
  url: z
    .string()
    .regex(/^(https?:\/\/\S+)?$/, { message: '网址应为 http(s)://' })
    .default(''),
});
const schemas = crudSchemas({ title: shortText(32), items: z.array(item).min(1).max(3) });

const def: ResourceDef = {
  name: 'test.menu',
  title: '菜单',
  routes: { create: { method: 'POST', path: '/test/menu/' }, update: { method: 'PUT', path: '/test/menu/:id/' } },
  schemas: { create: schemas.create, update: schemas.update },
  fields: [
    { name: 'title', label: '名称', type: 'text' },
    {
      name: 'items',
      label: '条目',
      type: 'list',
      item: {
        fields: [
          { name: 'title', label: '条目标题', type: 'text' },
          { name: 'url', label: '网址', type: 'text' },
        ],
      },
    },
  ],
};

const group = (n: number) => screen.getByRole('group', { name: `条目 第 ${n} 项` });
const titlesShown = () => screen.getAllByLabelText('条目标题').map((i) => (i as HTMLInputElement).value);

it('reads min and max from the contract’s array schema', () => {
  expect(listLimits(def, def.fields[1])).toEqual({ min: 1, max: 3 });
  expect(itemDefOf(def, def.fields[1]).schemas.create.shape).toHaveProperty('title');
  const itemDef = itemDefOf(def, def.fields[1]);
  expect(hasContent(itemDef, { title: '', url: '' })).toBe(false);
  expect(hasContent(itemDef, { title: 'x', url: '' })).toBe(true);
});

it('edits, moves by keyboard and buttons, duplicates and removes items; sends them in order', async () => {
  const provider = new MemoryProvider([]);
  const onSaved = jest.fn();
  renderInApp(<ResourceForm def={def} provider={provider} onSaved={onSaved} />);
  await userEvent.type(screen.getByLabelText('名称'), '首页菜单');

  // Below the minimum: the form says so and sends nothing.
  await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(screen.getByText('至少需要 1 项')).toBeTruthy());
  expect(provider.calls).toEqual([]);

  const add = screen.getByRole('button', { name: /添加一项/ });
  await userEvent.click(add);
  await userEvent.type(within(group(1)).getByLabelText('条目标题'), '甲');
  await userEvent.click(add);
  await userEvent.type(within(group(2)).getByLabelText('条目标题'), '乙');
  expect(titlesShown()).toEqual(['甲', '乙']);

  // Alt+↑ on the second item moves it up, and it keeps the focus.
  group(2).focus();
  fireEvent.keyDown(group(2), { key: 'ArrowUp', altKey: true });
  await waitFor(() => expect(titlesShown()).toEqual(['乙', '甲']));
  await waitFor(() => expect(document.activeElement).toBe(group(1)));
  expect(screen.getByText('已移到第 1 项')).toBeTruthy();
  // Alt+↓ moves it back; a plain arrow does nothing.
  fireEvent.keyDown(group(1), { key: 'ArrowDown' });
  expect(titlesShown()).toEqual(['乙', '甲']);
  fireEvent.keyDown(group(1), { key: 'ArrowDown', altKey: true });
  await waitFor(() => expect(titlesShown()).toEqual(['甲', '乙']));

  // The buttons do the same; the first cannot go up.
  expect(screen.getByRole('button', { name: '上移 第 1 项' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: '下移 第 1 项' }));
  expect(titlesShown()).toEqual(['乙', '甲']);

  // Duplicate copies the values below; at the maximum (3) adding and duplicating stop.
  await userEvent.click(screen.getByRole('button', { name: '复制 第 1 项' }));
  expect(titlesShown()).toEqual(['乙', '乙', '甲']);
  expect(add).toBeDisabled();
  expect(screen.getByRole('button', { name: '复制 第 1 项' })).toBeDisabled();

  // Removing an item that holds something asks first.
  await userEvent.click(screen.getByRole('button', { name: '删除 第 2 项' }));
  const [confirm] = await screen.findAllByText('删除第 2 项？它填写的内容会丢失');
  expect(titlesShown()).toHaveLength(3);
  await userEvent.click(within(confirm.closest('.ant-modal') as HTMLElement).getByRole('button', { name: /确\s*定|OK/ }));
  await waitFor(() => expect(titlesShown()).toEqual(['乙', '甲']));

  // An empty new item goes without asking.
  await userEvent.click(add);
  await userEvent.click(screen.getByRole('button', { name: '删除 第 3 项' }));
  expect(titlesShown()).toEqual(['乙', '甲']);

  await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(provider.calls[0].body).toEqual({
    title: '首页菜单',
    items: [
      { title: '乙', url: '' },
      { title: '甲', url: '' },
    ],
  });
});

it('checks each item’s fields with the item schema and shows the server’s item errors at that item’s field', async () => {
  const provider = new MemoryProvider([
    adRecord(7, {
      title: '菜单',
      items: [
        { title: '一', url: '' },
        { title: '二', url: '' },
      ],
    }),
  ]);
  renderInApp(<ResourceForm def={def} provider={provider} record={provider.records[0]} onSaved={() => {}} />);
  expect(titlesShown()).toEqual(['一', '二']);

  const url = within(group(1)).getByLabelText('网址');
  await userEvent.type(url, 'ftp://x');
  await waitFor(() => expect(within(group(1)).getByText('网址应为 http(s)://')).toBeTruthy());
  await userEvent.clear(url);

  provider.failNext(apiError(40000, '参数错误', [{ field: 'items.1.title', message: '条目标题不能重复' }]));
  await act(async () => userEvent.click(screen.getByRole('button', { name: /保\s*存/ })));
  const error = await within(group(2)).findByText('条目标题不能重复');
  // Beside the second item's title, not the first's and not in a box above the form.
  expect(error.closest('.ant-form-item')?.querySelector('input')).toBe(within(group(2)).getByLabelText('条目标题'));
  expect(within(group(1)).queryByText('条目标题不能重复')).toBeNull();
});

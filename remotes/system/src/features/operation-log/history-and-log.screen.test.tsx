// Record history (kit drawer: per-field old → new, restore), 撤销 after a delete, and the
// operation-log screen (撤销复制 on a copy into another year), against the real API server.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { http } from '@admin/shared/api';
import { PLATFORMS } from '@admin/shared/contract';
import { adResourceOf } from '@admin/shared/contract/resources';
import { setLocale } from '@admin/shared/i18n';
import { formatTime, type Rec } from '@admin/shared/resource';
import { confirmDelete, idle, renderRoutes, renderScreen, rowOf, signIn } from '@admin/testing';
import { RecentChanges } from '@admin/shared/audit';
import ReferenceGroupScreen from '../reference-group/reference-group-screen';
import OperationLogScreen from './operation-log-screen';

jest.setTimeout(240_000);

type Group = { id: number; name: string; capacity: number; version: number };
const RG = '/setting/reference-group/';
const create = (name: string) => http.post<Group>(RG, { name, qr_image: '/uploads/x.png', capacity: 100 });
const read = (id: number) => http.get<Group>(`${RG}${id}/`);
/** The change lines of a log row, as read. */
const lineTexts = (row: HTMLElement) => [...row.querySelectorAll('li')].map((li) => li.textContent);

it('shows a record history with labels and readable values, and restores an earlier version', async () => {
  await signIn('admin');
  const g = await create('历史抽屉群');
  await http.patch(`${RG}${g.id}/`, { capacity: 150, is_enable: false, version: g.version });
  renderScreen(ReferenceGroupScreen, '/setting/reference-group');
  const row = await rowOf(g.id);
  await userEvent.click(within(row).getByRole('button', { name: '历史抽屉群 的历史' }));
  // Titled with the record's noun and name, not the screen's title and the id.
  const drawer = (await screen.findByText('修改历史 · 备考群「历史抽屉群」')).closest<HTMLElement>('.ant-drawer')!;
  // Newest first: the edit with each field's label and old → new as people read them.
  const entries = await within(drawer).findAllByRole('region');
  expect(entries).toHaveLength(2);
  const edit = within(entries[0]);
  expect(edit.getByText(/admin/)).toBeTruthy();
  expect(edit.getByRole('cell', { name: '人数上限' })).toBeTruthy();
  expect(edit.getByRole('cell', { name: '100' })).toBeTruthy();
  expect(edit.getByRole('cell', { name: '150' })).toBeTruthy();
  expect(edit.getByRole('cell', { name: /启用/ })).toBeTruthy();
  expect(within(drawer).getAllByText('admin').length).toBeGreaterThanOrEqual(2); // 创建人 and 最后修改人
  expect(within(entries[1]).getByText(/新增/)).toBeTruthy();

  await userEvent.click(within(entries[1]).getByRole('button', { name: '恢复到此版本' }));
  await userEvent.click(await screen.findByRole('button', { name: /^恢\s*复$/ }));
  expect(await screen.findByText('已恢复到所选版本')).toBeTruthy();
  await waitFor(async () => expect(await read(g.id)).toMatchObject({ capacity: 100, is_enable: true, version: 3 }));
  // The restore is itself in the history, newest first.
  await waitFor(() => expect(within(drawer).getAllByRole('region')).toHaveLength(3));
  expect(within(within(drawer).getAllByRole('region')[0]).getByText(/恢复版本/)).toBeTruthy();
});

it('offers 撤销 after a delete, which brings the record back with its id', async () => {
  await signIn('admin');
  const g = await create('撤销删除群');
  renderScreen(ReferenceGroupScreen, '/setting/reference-group');
  const row = await rowOf(g.id);
  fireEvent.click(within(row).getByRole('button', { name: /删除.*撤销删除群|撤销删除群.*删除/ }));
  await confirmDelete();
  const undo = await screen.findByRole('button', { name: /撤\s*销/ });
  await waitFor(() => expect(document.querySelector(`tr[data-row-key="${g.id}"]`)).toBeNull());
  await userEvent.click(undo);
  expect(await screen.findByText('已撤销删除')).toBeTruthy();
  await rowOf(g.id);
  expect(await read(g.id)).toMatchObject({ id: g.id, name: '撤销删除群', capacity: 100 });
});

it('offers 撤销 after a bulk delete, which brings every row back with its id in one request', async () => {
  await signIn('admin');
  const groups = [await create('批量撤销群 一'), await create('批量撤销群 二')];
  renderScreen(ReferenceGroupScreen, '/setting/reference-group');
  for (const g of groups) await userEvent.click(within(await rowOf(g.id)).getByRole('checkbox', { name: `选择 ${g.name}` }));
  await userEvent.click(within(screen.getByRole('region', { name: '已选 2 项' })).getByRole('button', { name: /删\s*除/ }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /删\s*除/ }));
  expect(await screen.findByText('已删除 2 项')).toBeTruthy();
  await waitFor(() => expect(groups.every((g) => !document.querySelector(`tr[data-row-key="${g.id}"]`))).toBe(true));
  const sent: unknown[] = [];
  const spy = http.interceptors.request.use((config) => {
    if (config.url?.includes('/audit/undelete/')) sent.push(config.data);
    return config;
  });
  try {
    await userEvent.click(await screen.findByRole('button', { name: /^撤\s*销$/ }));
    expect(await screen.findByText('已撤销删除，恢复 2 项')).toBeTruthy();
  } finally {
    http.interceptors.request.eject(spy);
  }
  expect(sent).toHaveLength(1);
  for (const g of groups) {
    await rowOf(g.id);
    expect(await read(g.id)).toMatchObject({ id: g.id, name: g.name });
  }
});

it('lists every change in the operation log, filtered by the URL, read-only', async () => {
  await signIn('admin');
  const g = await create('日志群');
  await http.delete(`${RG}${g.id}/`, { data: { version: g.version } });
  renderRoutes(
    [{ path: '/setting/operation-log', element: <OperationLogScreen /> }],
    `/setting/operation-log?resource=setting.reference_group&record_id=${g.id}`,
  );
  await idle();
  await waitFor(() => expect(document.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(2));
  const rows = [...document.querySelectorAll<HTMLElement>('tbody tr[data-row-key]')];
  expect(within(rows[0]).getByText('删除')).toBeTruthy();
  expect(within(rows[1]).getByText('新增')).toBeTruthy();
  // A new record's values, labelled as its screen labels them.
  expect(lineTexts(rows[1])).toContain('群名称：日志群');
  expect(lineTexts(rows[0])).toContain('群名称：日志群');
  // Three lines at first; the rest on request.
  const more = within(rows[1]).getByRole('button', { name: /^另有 \d+ 项修改$/ });
  const hidden = Number(/\d+/.exec(more.textContent!)![0]);
  expect(lineTexts(rows[1])).toHaveLength(4);
  await userEvent.click(more);
  expect(lineTexts(rows[1])).toHaveLength(3 + hidden);
  expect(lineTexts(rows[1])).toContain('人数上限：100');
  for (const r of rows) expect(within(r).getByText('成功')).toBeTruthy();
  // Nothing to add, edit or delete here; export is offered.
  expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
  expect(screen.queryByRole('button', { name: /^删\s*除/ })).toBeNull();
  expect(screen.getByRole('button', { name: /导\s*出/ })).toBeTruthy();
});

it('labels changed fields and reads their values in both languages, also of a resource whose screen is not in the page', async () => {
  await signIn('admin');
  const sample = adResourceOf('launch')!.sample;
  const ad = await http.post<Rec>('/base/ads/launch/', sample);
  const platforms = ad.platforms as number[];
  await http.patch(`/base/ads/launch/${String(ad.id)}/`, {
    is_enable: false,
    platforms: platforms.slice(0, 1),
    end_at: '2027-02-01T00:00:00+08:00',
    version: ad.version,
  });
  renderRoutes(
    [{ path: '/setting/operation-log', element: <OperationLogScreen /> }],
    `/setting/operation-log?resource=ads.launch&record_id=${String(ad.id)}&action=patch`,
  );
  await idle();
  await waitFor(() => expect(document.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(1));
  const row = () => document.querySelector<HTMLElement>('tbody tr[data-row-key]')!;
  const label = (v: number) => PLATFORMS.find((p) => p.value === v)!.label;
  expect(lineTexts(row()).sort()).toEqual(
    [
      '启用：是 → 否',
      `平台：${platforms.map(label).join('')} → ${label(platforms[0])}`,
      `投放时间（结束）：${formatTime(sample.end_at)} → ${formatTime('2027-02-01T00:00:00+08:00')}`,
    ].sort(),
  );
  // No API names, no JSON.
  expect(row().textContent).not.toMatch(/is_enable|platforms|end_at|[[\]{}"]/);
  act(() => setLocale('en'));
  try {
    await waitFor(() => expect(lineTexts(row())).toContain('Enabled: Yes → No'));
    expect(lineTexts(row()).some((l) => l?.startsWith('Schedule (end): '))).toBe(true);
    // The resource by its English noun, the action by its English name.
    expect(row().textContent).toContain('Launch page ad (ads.launch)');
    expect(row().textContent).toContain('Edited');
  } finally {
    act(() => setLocale('zh-CN'));
  }
});

it('filters by days picked as a range, sent as the start and end of those days where the person is', async () => {
  await signIn('admin');
  const g = await create('日期范围群');
  const sent: Record<string, unknown>[] = [];
  const spy = http.interceptors.request.use((config) => {
    if (config.url?.includes('/audit/operation-log/')) sent.push({ ...(config.params as Record<string, unknown>) });
    return config;
  });
  try {
    // A range in the URL shows in the picker, and a range long past lists nothing.
    renderRoutes([{ path: '/setting/operation-log', element: <OperationLogScreen /> }], '/setting/operation-log?created_from=2000-01-01&created_to=2000-01-02');
    await idle();
    const inputs = () => screen.getAllByPlaceholderText(/^(开始日期|结束日期)$/) as HTMLInputElement[];
    await waitFor(() => expect(inputs().map((i) => i.value)).toEqual(['2000-01-01', '2000-01-02']));
    expect(document.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(0);

    // Today to today, picked in the calendar: today's entries, the group's creation among them.
    const today = dayjs().format('YYYY-MM-DD');
    await userEvent.click(screen.getByRole('button', { name: /重\s*置/ }));
    await idle();
    expect(inputs().map((i) => i.value)).toEqual(['', '']);
    await userEvent.click(inputs()[0]);
    const cell = () => document.querySelector<HTMLElement>(`.ant-picker-dropdown td[title="${today}"]`);
    await waitFor(() => expect(cell()).not.toBeNull());
    await userEvent.click(cell()!);
    await userEvent.click(cell()!);
    await waitFor(() => expect(inputs().map((i) => i.value)).toEqual([today, today]));
    sent.length = 0;
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ created_from: dayjs().startOf('day').format('YYYY-MM-DDTHH:mm:ss.SSSZ') }));
    expect(sent.at(-1)!.created_to).toBe(dayjs().endOf('day').format('YYYY-MM-DDTHH:mm:ss.SSSZ'));
    await idle();
    await waitFor(() => expect(document.querySelectorAll('tbody tr[data-row-key]').length).toBeGreaterThan(0));
    const log = await http.get<{ items: Rec[] }>('/audit/operation-log/', { params: { resource: 'setting.reference_group', record_id: g.id } });
    await rowOf(log.items[0].id as number);
  } finally {
    http.interceptors.request.eject(spy);
  }
});

it('offers 撤销复制 on a copy into another year in the operation log, which puts the target back once', async () => {
  await signIn('admin');
  type Place = { code: string };
  const study = (await http.get<{ items: { id: number; code: string }[] }>('/base/ad-category/', { params: { limit: 100 } })).items.find(
    (c) => c.code === 'study',
  )!;
  const places = (year: number) => `/base/ad-category/${study.id}/year/${year}/place/`;
  const before = (await http.get<{ items: Place[] }>(places(2028), { params: { limit: 100 } })).items;
  const copy = await http.post<{ count: number; entry: number }>(`${places(2027)}copy/`, { to_year: 2028 });
  expect(copy.count).toBeGreaterThan(0);
  renderRoutes([{ path: '/setting/operation-log', element: <OperationLogScreen /> }], `/setting/operation-log?resource=home.ad_place&action=copy`);
  await idle();
  const row = await rowOf(copy.entry);
  expect(within(row).getByText('复制到其他年份')).toBeTruthy();
  await userEvent.click(within(row).getByRole('button', { name: `撤销复制到 广告位 (home.ad_place) ${study.id}/2028` }));
  expect(await screen.findByText(`已撤销复制到 广告位 (home.ad_place) ${study.id}/2028，目标已恢复为复制前的内容`)).toBeTruthy();
  expect(within(row).getByText('已撤销复制')).toBeTruthy();
  expect((await http.get<{ items: Place[] }>(places(2028), { params: { limit: 100 } })).items).toEqual(before);
});

it('lists my recent changes as plain links for the dashboard (no antd)', async () => {
  await signIn('admin');
  const g = await create('最近修改群');
  const { container } = render(<RecentChanges limit={3} hrefOf={(e) => `/admin/setting/reference-group?record=${e.record_id}`} />);
  const link = await screen.findByRole('link', { name: `新增 备考群 #${g.id}` });
  expect(link.getAttribute('href')).toBe(`/admin/setting/reference-group?record=${g.id}`);
  expect(screen.getByRole('heading', { name: '我最近的修改' })).toBeTruthy();
  const items = container.querySelectorAll('li');
  expect(items.length).toBeGreaterThanOrEqual(1);
  expect(items.length).toBeLessThanOrEqual(3);
  expect(items[0].contains(link)).toBe(true); // newest first
  expect(container.querySelector('[class*="ant-"]')).toBeNull();
});

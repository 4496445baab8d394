// A business course's record page against the real API server: the year selector and tabs come
// from the URL, each tab's list or document is scoped to the course and year, and a floor opens
// its own page of content items (/nav/bc/{course}/year/{year}/floor/{id}/content/).
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from '@admin/shared/api';
import type { BcFloor, BcFloorContent, YearConfig } from '@admin/shared/contract/resources';
import { idle, pick, renderRoutes, rowOf, signIn } from '@admin/testing';
import BcContentScreen from './bc-content-screen';
import FloorContentScreen from './floor-content-screen';

jest.setTimeout(180_000);
configure({ asyncUtilTimeout: 30_000 });

type Course = { uuid: string; name: string };
type Page<T> = { items: T[]; total: number };

const routes = [
  { path: '/exercise/bc-content/:bc_uuid', element: <BcContentScreen /> },
  { path: '/exercise/floor-content/:bc_uuid/:year/:floor_uuid', element: <FloorContentScreen /> },
];

let course: Course;
let years: YearConfig['years'];
type Floor = BcFloor & { content_count: number };
const floorsOf = async (year: number) => (await http.get<Page<Floor>>(`/nav/bc/${course.uuid}/year/${year}/floor/`, { params: { limit: 100 } })).items;

beforeAll(async () => {
  await signIn('viewer');
  await signIn('admin');
  course = (await http.get<Page<Course>>('/nav/business_course/', { params: { limit: 1 } })).items[0];
  years = (await http.get<YearConfig>(`/nav/business_course/${course.uuid}/year/config/`)).years;
});

it('opens on the default year, and each year’s tab lists that year’s floors', async () => {
  const byDefault = years.find((y) => y.is_default)!.year;
  const defaultFloors = await floorsOf(byDefault);
  expect(defaultFloors.length).toBeGreaterThan(0);
  let other = 0;
  let otherFloors: Floor[] = [];
  for (const y of years.filter((x) => !x.is_default && x.is_enable)) {
    otherFloors = await floorsOf(y.year);
    other = y.year;
    if (otherFloors.length) break;
  }
  expect(otherFloors.length).toBeGreaterThan(0);

  renderRoutes(routes, `/exercise/bc-content/${course.uuid}?tab=floor`);
  expect(await screen.findByRole('heading', { name: new RegExp(course.name) })).toBeTruthy();
  await rowOf(defaultFloors[0].uuid);
  expect(document.querySelector(`tr[data-row-key="${otherFloors[0].uuid}"]`)).toBeNull();

  fireEvent.click(screen.getByText(String(other)));
  await rowOf(otherFloors[0].uuid);
  expect(document.querySelector(`tr[data-row-key="${defaultFloors[0].uuid}"]`)).toBeNull();
});

it('deep-links to a tab and year, and a floor opens the page of its content items', async () => {
  const year = years.find((y) => y.is_default)!.year;
  const floor = (await floorsOf(year)).find((f) => f.content_count > 0)!;
  const contents = (await http.get<Page<BcFloorContent>>(`/nav/bc/${course.uuid}/year/${year}/floor/${floor.uuid}/content/`)).items;
  expect(contents.length).toBe(floor.content_count);

  renderRoutes(routes, `/exercise/bc-content/${course.uuid}?tab=floor&year=${year}`);
  const row = await rowOf(floor.uuid);
  fireEvent.click(within(row).getByRole('link', { name: '楼层内容' }));

  expect(await screen.findByRole('heading', { name: new RegExp(floor.name) })).toBeTruthy();
  for (const c of contents) await rowOf(c.id);
});

it('edits a document of the chosen year only', async () => {
  const [a, b] = years.filter((y) => y.is_enable).map((y) => y.year);
  const path = (y: number) => `/nav/bc/${course.uuid}/year/${y}/cs_entrance/`;
  const before = await http.get<{ title: string }>(path(b));

  renderRoutes(routes, `/exercise/bc-content/${course.uuid}?tab=cs_entrance&year=${a}`);
  const form = await screen.findByRole('form', { name: '选课入口' });
  await idle();
  const title = within(form).getByLabelText('标题');
  fireEvent.change(title, { target: { value: `${a} 年选课` } });
  fireEvent.click(within(form).getByRole('button', { name: /保\s*存/ }));
  await waitFor(async () => expect((await http.get<{ title: string }>(path(a))).title).toBe(`${a} 年选课`));
  expect((await http.get<{ title: string }>(path(b))).title).toBe(before.title);
});

it('says so when the record does not exist', async () => {
  renderRoutes(routes, '/exercise/bc-content/00000000-0000-4000-8000-000000000000');
  expect(await screen.findByText('记录不存在或已被删除')).toBeTruthy();
});

it('copies the shown year to another after confirming the replacement, then shows that year', async () => {
  const from = years.find((y) => y.is_default)!.year;
  const to = years.find((y) => y.year !== from && y.is_enable)!.year;
  const source = await floorsOf(from);
  const names = source.map((f) => f.name);
  renderRoutes(routes, `/exercise/bc-content/${course.uuid}?tab=floor&year=${from}`);
  await rowOf(source[0].uuid);

  // Buttons by their text, not by role: jsdom computes every button's accessible name for a role query.
  const button = (root: HTMLElement, text: RegExp | string) => within(root).getByText(text).closest('button')!;
  fireEvent.click(button(document.body, '复制到其他年份'));
  // By its title's text: antd keeps the dialog's role on an inner element while it animates in.
  const dialog = (await screen.findByText(`把 ${from} 年的全部配置复制到`)).closest<HTMLElement>('.ant-modal')!;
  await pick(dialog, '目标年份', String(to));
  fireEvent.click(button(dialog, /^(确\s*定|OK)$/));
  // antd's confirm repeats its title for assistive technology.
  const confirm = (await screen.findAllByText('覆盖目标年份？'))[0].closest<HTMLElement>('.ant-modal')!;
  expect(within(confirm).getByText(new RegExp(`^${to} 年已有配置`))).toBeTruthy();
  fireEvent.click(button(confirm, '覆盖并复制'));

  expect(await screen.findByText(new RegExp(`^已复制到 ${to} 年：${names.length} 个楼层`))).toBeTruthy();
  const copied = await floorsOf(to);
  expect(copied.map((f) => f.name)).toEqual(names);
  await rowOf(copied[0].uuid); // the page now shows the target year
});

it('marks a floor that needs items and has none', async () => {
  const year = years.find((y) => y.is_default)!.year;
  const base = `/nav/bc/${course.uuid}/year/${year}/floor/`;
  const empty = (await http.post<Floor>(base, { name: '空的课程楼层', floor_type: 'course_list' })).uuid;
  const live = (await http.post<Floor>(base, { name: '直播楼层', floor_type: 'live' })).uuid;
  renderRoutes(routes, `/exercise/bc-content/${course.uuid}?tab=floor&year=${year}`);
  expect(within(await rowOf(empty)).getByText('未配置内容')).toBeTruthy();
  expect(within(await rowOf(live)).queryByText('未配置内容')).toBeNull(); // fed by the live setting, not by items
  const full = (await floorsOf(year)).find((f) => f.floor_type === 'course_list' && f.content_count > 0)!;
  expect(within(await rowOf(full.uuid)).queryByText('未配置内容')).toBeNull();
});

it('sketches the year page beside the floors and follows a change saved in the list', async () => {
  const year = years.find((y) => y.is_default)!.year;
  const enabled = (await floorsOf(year)).filter((f) => f.is_enable);
  expect(enabled.length).toBeGreaterThan(1);
  renderRoutes(routes, `/exercise/bc-content/${course.uuid}?tab=floor&year=${year}`);
  const preview = await screen.findByTestId('phone-preview');
  const titles = () => [...preview.querySelectorAll('section')].map((s) => s.getAttribute('aria-label'));
  await waitFor(() => expect(titles()).toEqual(enabled.map((f) => f.title || f.name)));

  const [first] = enabled;
  fireEvent.click(within(await rowOf(first.uuid)).getByRole('switch'));
  await waitFor(() => expect(titles()).toEqual(enabled.slice(1).map((f) => f.title || f.name)));
});

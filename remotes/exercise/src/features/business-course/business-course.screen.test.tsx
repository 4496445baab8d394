// The business-course list against the real API server: the name search narrows the list.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@admin/shared/api';
import { idle, renderScreen, rowOf, signIn } from '@admin/testing';
import BusinessCourseScreen from './business-course-screen';

type Course = { uuid: string; name: string };

it('narrows the list by name', async () => {
  await signIn('admin');
  const all = (await http.get<{ items: Course[]; total: number }>('/nav/business_course/', { params: { limit: 100 } })).items;
  expect(all.length).toBeGreaterThan(1);
  const [target, other] = all;
  renderScreen(BusinessCourseScreen);
  await rowOf(target.uuid);
  expect(document.querySelector(`tr[data-row-key="${other.uuid}"]`)).not.toBeNull();

  await userEvent.click(screen.getAllByLabelText('业务课名称')[0]);
  await userEvent.paste(target.name);
  await userEvent.click(screen.getByRole('button', { name: /查\s*询|搜\s*索/ }));
  await waitFor(() => expect(document.querySelector(`tr[data-row-key="${other.uuid}"]`)).toBeNull());
  await idle();
  expect(document.querySelector(`tr[data-row-key="${target.uuid}"]`)).not.toBeNull();
});

describe('the years of a course (年份配置)', () => {
  type Years = { years: { year: number; is_enable: boolean; is_default: boolean }[] };
  const config = (uuid: string) => http.get<Years>(`/nav/business_course/${uuid}/year/config/`);
  const button = (root: HTMLElement, text: RegExp | string) => within(root).getByText(text).closest('button')!;

  it('refuses a second default year at the field, then saves the default moved to another year', async () => {
    await signIn('admin');
    const course = (await http.get<{ items: Course[] }>('/nav/business_course/', { params: { limit: 1, ordering: 'sort' } })).items[0];
    const before = await config(course.uuid);
    const first = before.years.findIndex((y) => y.is_default);
    const other = before.years.findIndex((y) => !y.is_default);
    expect([first, other].every((i) => i >= 0)).toBe(true);

    renderScreen(BusinessCourseScreen);
    fireEvent.click(within(await rowOf(course.uuid)).getByText('年份配置'));
    const drawer = (await screen.findByText(`年份配置 · ${course.name}`)).closest<HTMLElement>('.ant-drawer')!;
    const form = await within(drawer).findByRole('form', { name: '年份配置' });
    await idle();
    const defaultSwitch = (i: number) => within(within(form).getByLabelText(`年份 第 ${i + 1} 项`)).getAllByRole('switch')[1];
    fireEvent.click(defaultSwitch(other));
    fireEvent.click(button(form, /保\s*存/));
    expect(await within(form).findByText('只能有一个默认年份')).toBeTruthy();
    expect(await config(course.uuid)).toEqual(before);

    fireEvent.click(defaultSwitch(first));
    fireEvent.click(button(form, /保\s*存/));
    await waitFor(async () => expect((await config(course.uuid)).years.find((y) => y.is_default)?.year).toBe(before.years[other].year));
  });

  it('shows the majors and subject by name in the edit form', async () => {
    await signIn('admin');
    const course = (await http.get<{ items: (Course & { major_ids: number[] })[] }>('/nav/business_course/', { params: { limit: 20 } })).items.find(
      (c) => c.major_ids.length,
    )!;
    renderScreen(BusinessCourseScreen);
    fireEvent.click(within(await rowOf(course.uuid)).getByText(/编\s*辑/));
    const drawer = (await screen.findByDisplayValue(course.name)).closest<HTMLElement>('.ant-drawer')!;
    await idle();
    // A tree picker shows the stored majors by name, never as bare ids.
    const majors = within(drawer).getByLabelText('面向专业').closest('.ant-select')!;
    await waitFor(() => expect(majors.querySelectorAll('.ant-select-selection-item').length).toBe(course.major_ids.length));
    await waitFor(() => {
      for (const item of majors.querySelectorAll('.ant-select-selection-item')) expect(item.textContent).not.toMatch(/^#?\d+$/);
    });
  });
});

it('names a subject that is a group of the subject tree (政治), in the list and in the edit form', async () => {
  await signIn('admin');
  type Subject = { id: number; name: string; parent_id: number | null };
  const subjects = await http.get<Subject[]>('/base/dp/subjects/');
  const courses = (await http.get<{ items: (Course & { subject_id: number | null })[] }>('/nav/business_course/', { params: { limit: 100 } })).items;
  // A course whose subject is a top node of the tree (a group such as 政治), as the demo data has.
  const course = courses.find((c) => subjects.some((s) => s.id === c.subject_id && s.parent_id === null))!;
  expect(course).toBeDefined();
  const subject = subjects.find((s) => s.id === course.subject_id)!;

  renderScreen(BusinessCourseScreen);
  const row = await rowOf(course.uuid);
  await waitFor(() => expect(within(row).getByText(subject.name)).toBeTruthy());
  expect(row.textContent).not.toMatch(/已不存在/);

  fireEvent.click(within(row).getByText(/编\s*辑/));
  const drawer = (await screen.findByDisplayValue(course.name)).closest<HTMLElement>('.ant-drawer')!;
  await idle();
  const picker = within(drawer).getByLabelText('科目').closest('.ant-select')!;
  await waitFor(() => expect(picker.querySelector('.ant-select-content, .ant-select-selection-item')?.textContent).toContain(subject.name));
});

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

describe('the kaoyan years (考研年份)', () => {
  type Year = { year: number; name: string; is_current: boolean; source: string };
  const yearsDialog = async () => {
    await userEvent.click(screen.getByRole('button', { name: '考研年份' }));
    return screen.findByRole('dialog');
  };
  /** Opens the year configuration of `course` and the year choices of its first year. */
  const yearChoices = async (course: Course) => {
    fireEvent.click(within(await rowOf(course.uuid)).getByText('年份配置'));
    const form = await screen.findByRole('form', { name: '年份配置' });
    await idle();
    fireEvent.mouseDown(within(within(form).getByLabelText('年份 第 1 项')).getByLabelText('考研年份'));
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option').length).toBeGreaterThan(0));
    return form.closest<HTMLElement>('.ant-drawer')!;
  };
  const offered = (name: string) => document.querySelector(`.ant-select-item-option[title="${name}"]`);

  it('says why each year is open, and lets admin open one ahead of the calendar, which the year configuration then offers', async () => {
    await signIn('admin');
    const years = await http.get<Year[]>('/base/dp/kaoyan-year/');
    const current = years.find((y) => y.is_current)!.year;
    // The calendar's are the current year and the next: three ahead is the admin's to open.
    const target = current + 3;
    const course = (await http.get<{ items: Course[] }>('/nav/business_course/', { params: { limit: 1, ordering: 'sort' } })).items[0];
    renderScreen(BusinessCourseScreen);

    // The year choices are loaded before the addition: they must follow it.
    const drawer = await yearChoices(course);
    expect(offered(`${current} 考研`)).not.toBeNull();
    expect(offered(`${target} 考研`)).toBeNull();
    fireEvent.click(drawer.querySelector<HTMLElement>('.ant-drawer-close')!);

    const dialog = await yearsDialog();
    const row = (await within(dialog).findByText(`${current} 考研`)).closest<HTMLElement>('li')!;
    expect(within(row).getByText('当前')).toBeTruthy();
    expect(within(row).getByText('随日历开放')).toBeTruthy();
    const input = within(dialog).getByLabelText('提前添加年份');
    // Beyond five years ahead: said at the field, nothing sent.
    await userEvent.type(input, String(current + 6));
    await userEvent.click(within(dialog).getByRole('button', { name: /添\s*加/ }));
    expect(await within(dialog).findByText(`最多提前开放到 ${current + 5} 年`)).toBeTruthy();
    expect((await http.get<Year[]>('/base/dp/kaoyan-year/')).map((y) => y.year)).toEqual(years.map((y) => y.year));

    await userEvent.clear(input);
    await userEvent.type(input, String(target));
    await userEvent.click(within(dialog).getByRole('button', { name: /添\s*加/ }));
    expect(await screen.findByText(`已添加 ${target} 考研：业务课的年份配置和“复制到其他年份”中都可以选它了`)).toBeTruthy();
    const added = (await within(dialog).findByText(`${target} 考研`)).closest<HTMLElement>('li')!;
    expect(within(added).getByText('管理员提前添加')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: /关\s*闭/ }));

    await yearChoices(course);
    await waitFor(() => expect(offered(`${target} 考研`)).not.toBeNull());
  });

  it('shows the viewer the years without the way to add one', async () => {
    await signIn('viewer');
    renderScreen(BusinessCourseScreen);
    const dialog = await yearsDialog();
    expect((await within(dialog).findAllByText(/^\d{4} 考研$/)).length).toBeGreaterThan(1);
    expect(within(dialog).queryByLabelText('提前添加年份')).toBeNull();
  });
});

// The course-tag list against the real API server: the colour is picked or typed, and checked.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@admin/shared/api';
import { idle, renderScreen, rowOf, signIn } from '@admin/testing';
import CourseTagScreen from './course-tag-screen';

type Tag = { id: number; name: string; color: string; version: number };

it('creates a tag once its colour is a hex colour', async () => {
  await signIn('admin');
  const first = (await http.get<{ items: Tag[] }>('/course/tag/', { params: { limit: 1 } })).items[0];
  renderScreen(CourseTagScreen);
  expect(within(await rowOf(first.id)).getByText(first.name)).toBeTruthy();

  await userEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
  const drawer = await screen.findByRole('dialog');
  await userEvent.click(within(drawer).getByLabelText('标签名称'));
  await userEvent.paste('暑期特训');
  const colour = within(drawer).getByLabelText('颜色');
  await userEvent.clear(colour);
  await userEvent.paste('orange');
  await userEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
  await waitFor(() => expect(within(drawer).getByText(/颜色为 # 加 6 位十六进制/)).toBeTruthy());

  await userEvent.clear(within(drawer).getByLabelText('颜色'));
  await userEvent.paste('#FF6A00');
  await userEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
  await waitFor(async () => {
    const found = (await http.get<{ items: Tag[] }>('/course/tag/', { params: { name: '暑期特训' } })).items;
    expect(found.map((t) => t.color)).toEqual(['#FF6A00']);
  });
  await idle();
});

it('changes a tag’s colour with the picker and stores #RRGGBB', async () => {
  await signIn('admin');
  const first = (await http.get<{ items: Tag[] }>('/course/tag/', { params: { limit: 1 } })).items[0];
  renderScreen(CourseTagScreen);
  const row = await rowOf(first.id);
  // The list shows the colour as its hex text on a swatch.
  expect(within(row).getByText(first.color)).toBeTruthy();
  await userEvent.click(within(row).getByRole('button', { name: /编\s*辑/ }));
  const drawer = await screen.findByRole('dialog');
  await userEvent.click(await within(drawer).findByRole('button', { name: '选择颜色 颜色' }));
  // The first preset of the palette is #F5222D.
  const preset = await waitFor(() => {
    const block = document.querySelector('.ant-color-picker-presets-color');
    if (!block) throw new Error('palette not open');
    return block as HTMLElement;
  });
  await userEvent.click(preset);
  await waitFor(() => expect((within(drawer).getByLabelText('颜色') as HTMLInputElement).value).toBe('#F5222D'));
  await userEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
  await waitFor(async () => {
    const now = await http.get<Tag>(`/course/tag/${first.id}/`);
    expect(now.color).toBe('#F5222D');
    expect(now.version).toBe(first.version + 1);
  });
  await idle();
});

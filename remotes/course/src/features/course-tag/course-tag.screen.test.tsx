// The course-tag list against the real API server: a create that the form checks first.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@admin/shared/api';
import { idle, renderScreen, rowOf, signIn } from '@admin/testing';
import CourseTagScreen from './course-tag-screen';

jest.setTimeout(180_000);
configure({ asyncUtilTimeout: 30_000 });

type Tag = { id: number; name: string; color: string };

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

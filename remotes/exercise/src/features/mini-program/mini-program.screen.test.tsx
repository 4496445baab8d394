// The mini-program list against the real API server: each course shows the years its year config
// enables, offers no write even to admin, and opens the course's per-year content page.
import { fireEvent, screen, within } from '@testing-library/react';
import { http } from '@admin/shared/api';
import { renderRoutes, rowOf, signIn } from '@admin/testing';
import BcContentScreen from '../bc-content/bc-content-screen';
import MiniProgramScreen from './mini-program-screen';

type Course = { uuid: string; name: string; years: number[] };

it('lists each course with its enabled years and opens its content page, with no write for admin', async () => {
  await signIn('admin');
  const [course] = (await http.get<{ items: Course[] }>('/nav/business_course/', { params: { limit: 1, ordering: 'sort' } })).items;
  const config = await http.get<{ years: { year: number; is_enable: boolean }[] }>(`/nav/business_course/${course.uuid}/year/config/`);
  const enabled = config.years
    .filter((y) => y.is_enable)
    .map((y) => y.year)
    .sort((a, b) => b - a);
  expect(enabled.length).toBeGreaterThan(0);
  expect(course.years).toEqual(enabled);

  renderRoutes(
    [
      { path: '/exercise/index', element: <MiniProgramScreen /> },
      { path: '/exercise/bc-content/:bc_uuid', element: <BcContentScreen /> },
    ],
    '/exercise/index',
  );
  const row = await rowOf(course.uuid);
  for (const y of enabled) expect(within(row).getByText(String(y))).toBeTruthy();
  expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
  expect(within(row).queryByRole('button', { name: /编辑|删除/ })).toBeNull();

  fireEvent.click(within(row).getByRole('link', { name: '内容配置' }));
  expect(await screen.findByRole('heading', { name: new RegExp(course.name) })).toBeTruthy();
});

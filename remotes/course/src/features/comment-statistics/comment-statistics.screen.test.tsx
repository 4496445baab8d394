// The statistics per course against the real API server: filtered to courses with reports through
// the search form, ordered by a count from its column, and each course opening its threads.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@admin/shared/api';
import type { CommentStatistics } from '@admin/shared/contract/resources';
import { idle, pick, renderRoutes, rowOf, signIn } from '@admin/testing';
import CommentScreen from '../comment/comment-screen';
import StatisticsScreen from './comment-statistics-screen';

const stats = async (params: Record<string, unknown> = {}) =>
  (await http.get<{ items: CommentStatistics[] }>('/comment/statistics/', { params: { limit: 100, ...params } })).items;
const shownRows = () => [...document.querySelectorAll<HTMLElement>('tr[data-row-key]')].map((r) => r.getAttribute('data-row-key'));
const routes = [
  { path: '/learn-interaction/index', element: <StatisticsScreen /> },
  { path: '/learn-interaction/detail/:uuid', element: <CommentScreen /> },
];

it('lists only the courses with reports once filtered, and orders them by a count', async () => {
  await signIn('admin');
  const all = await stats();
  const reported = all.filter((c) => c.reported > 0);
  expect(reported.length).toBeGreaterThan(0);
  expect(reported.length).toBeLessThan(all.length);
  renderRoutes(routes, '/learn-interaction/index');
  await rowOf(all[0].uuid);
  const search = screen.getByRole('search');
  await pick(search, '有举报', '是');
  await userEvent.click(within(search).getByRole('button', { name: /查\s*询/ }));
  await waitFor(() => expect(shownRows().sort()).toEqual(reported.map((c) => c.uuid).sort()));
  await idle();

  await userEvent.click(screen.getByRole('columnheader', { name: /评论数/ }));
  const ascending = (await stats({ has_reported: 1, ordering: 'comments' })).map((c) => c.uuid);
  await waitFor(() => expect(shownRows()).toEqual(ascending));
});

it('opens a course’s threads from its name', async () => {
  await signIn('admin');
  const [course] = await stats({ ordering: '-comments' });
  renderRoutes(routes, '/learn-interaction/index?ordering=-comments');
  const row = await rowOf(course.uuid);
  await userEvent.click(within(row).getByRole('link', { name: course.name }));
  expect(await screen.findByRole('heading', { name: course.name })).toBeTruthy();
  await waitFor(() => expect(document.querySelectorAll('article[data-comment-id]').length).toBeGreaterThan(0));
});

it('closes a course’s discussion from its row', async () => {
  await signIn('admin');
  const course = (await stats()).find((c) => c.is_open)!;
  renderRoutes(routes, '/learn-interaction/index');
  const row = await rowOf(course.uuid);
  await userEvent.click(within(row).getByRole('switch', { name: `开放讨论 ${course.name}` }));
  await waitFor(async () => {
    const now = (await stats()).find((c) => c.uuid === course.uuid)!;
    expect(now).toMatchObject({ is_open: false, version: course.version + 1, comments: course.comments });
  });
});

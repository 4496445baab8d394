/**
 * @jest-environment-options {"url": "http://127.0.0.1:47834/"}
 */
// The business-course list against the real API server: seeded courses, and the name search.
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@admin/shared/api';
import { startApi, type TestApi } from '../../../testing/test-server';
import { idle, rowOf } from '../../../testing/screen-kit';
import { renderScreen, signIn } from './test-kit';
import { BusinessCourseScreen } from './business-course-screen';

jest.setTimeout(180_000);
configure({ asyncUtilTimeout: 30_000 });

let api: TestApi;
beforeAll(async () => {
  api = await startApi(47834);
  await signIn('admin');
}, 120_000);
afterAll(async () => api?.stop());

type Course = { uuid: string; name: string };

it('lists the seeded courses and narrows the list by name', async () => {
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

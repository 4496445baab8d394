// The business-course list against the real API server: the name search narrows the list.
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@admin/shared/api';
import { idle, renderScreen, rowOf, signIn } from '@admin/testing';
import BusinessCourseScreen from './business-course-screen';

jest.setTimeout(180_000);
configure({ asyncUtilTimeout: 30_000 });

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

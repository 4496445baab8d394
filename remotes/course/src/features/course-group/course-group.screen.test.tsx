// Course groups against the real API server: members shown by name, and a duplicate course refused.
import { within } from '@testing-library/react';
import { http } from '@admin/shared/api';
import type { CourseGroup, CourseProduct } from '@admin/shared/contract/resources';
import { renderScreen, rowOf, signIn } from '@admin/testing';
import CourseGroupScreen from './course-group-screen';

it('lists each group’s courses by name, in the group’s order', async () => {
  await signIn('admin');
  const [first] = (await http.get<{ items: CourseGroup[] }>('/course/group/', { params: { limit: 1 } })).items;
  const ids = first.members.map((m) => m.product_id);
  const names = new Map(
    (await http.get<{ items: CourseProduct[] }>('/course/products/direct/new', { params: { ids: ids.join(','), limit: 100 } })).items.map((p) => [
      p.id,
      p.name,
    ]),
  );
  renderScreen(CourseGroupScreen);
  const row = await rowOf(first.id);
  const tags = await within(row).findAllByText(/（#\d+）$/);
  expect(tags.map((t) => t.textContent)).toEqual(ids.map((id) => `${names.get(id)}（#${id}）`));
});

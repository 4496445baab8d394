// A course link is picked by the product's name through the real server, and shown by name when the form opens again.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@admin/shared/api';
import type { CourseProduct } from '@admin/shared/contract/resources';
import { idle, pick, renderScreen, rowOf, signIn } from '@admin/testing';
import '../../routes';
import { screenFor } from './ad-screen';

type Ad = { id: number; title: string; version: number; link_type: string; link_value: string };

it('links a launch ad to a course product found by name', async () => {
  await signIn('ads');
  const ad = (await http.get<{ items: Ad[] }>('/base/ads/launch', { params: { limit: 1 } })).items[0];
  const product = (await http.get<{ items: CourseProduct[] }>('/course/products/direct/new', { params: { limit: 1, ordering: 'id' } })).items[0];
  renderScreen(screenFor('/ad/index').default);

  await userEvent.click(within(await rowOf(ad.id)).getByRole('button', { name: /编\s*辑/ }));
  const drawer = await screen.findByRole('dialog');
  await within(drawer).findByLabelText('链接类型');
  await pick(drawer, '链接类型', '课程');
  const picker = await within(drawer).findByRole('combobox', { name: '链接内容' });
  await userEvent.click(picker);
  await userEvent.keyboard(product.name);
  // The server's search answers with the product's name; no id is typed anywhere.
  const option = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`.ant-select-item-option[title="${product.name}（#${product.id}）"]`);
    if (!found) throw new Error('no option yet');
    return found;
  });
  await userEvent.click(option);
  await userEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
  await waitFor(async () => {
    const saved = await http.get<Ad>(`/base/ads/launch/${ad.id}`);
    expect({ link_type: saved.link_type, link_value: saved.link_value }).toEqual({ link_type: 'course', link_value: String(product.id) });
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  // Opened again, the stored id reads as the product's name (looked up by id on the server).
  await userEvent.click(within(await rowOf(ad.id)).getByRole('button', { name: /编\s*辑/ }));
  const again = await screen.findByRole('dialog');
  expect(await within(again).findByText(`${product.name}（#${product.id}）`)).toBeTruthy();
  await idle();
});

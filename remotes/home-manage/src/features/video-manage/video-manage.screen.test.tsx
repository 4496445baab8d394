// School videos against the real server: a video added by URL with its cover, listed with its
// school; read-only for the viewer.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@admin/shared/api';
import { renderScreen, rowOf, signIn } from '@admin/testing';
import VideoManageScreen from './video-manage-screen';

type Rec = Record<string, unknown>;
const videos = async (params: Rec = {}) => (await http.get<{ items: Rec[] }>('/school/video-manage/', { params: { limit: 50, ...params } })).items;

it('lists the videos with their schools and refuses one without a cover, writing nothing', async () => {
  await signIn('admin');
  const [first] = await videos();
  renderScreen(VideoManageScreen, '/pick-school/video-manage');
  expect(within(await rowOf(first.id as number)).getByText(String(first.school_name))).toBeTruthy();
  const before = (await videos()).length;
  await userEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
  const drawer = await screen.findByRole('dialog');
  await userEvent.click(within(drawer).getByLabelText('标题'));
  await userEvent.paste('清华深研院开放日');
  await userEvent.click(within(drawer).getByLabelText('院校'));
  await userEvent.paste('清华大学');
  await userEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
  // The cover and the video are required: said at their fields, and nothing is sent.
  await waitFor(() => expect(drawer.querySelectorAll('.ant-form-item-explain-error').length).toBeGreaterThanOrEqual(2));
  expect((await videos()).length).toBe(before);
});

it('shows the viewer the videos without a way to change them', async () => {
  await signIn('viewer');
  const [first] = await videos();
  renderScreen(VideoManageScreen, '/pick-school/video-manage');
  await rowOf(first.id as number);
  expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
});

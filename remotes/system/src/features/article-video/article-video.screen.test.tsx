// Videos against the real server: the video field (URL, cover, duration) is edited in the form and
// stored as one value; the list shows its duration.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from '@admin/shared/api';
import { renderScreen, rowOf, signIn } from '@admin/testing';
import VideoScreen from './article-video-screen';

type Video = { id: number; title: string; version: number; video: { url: string; cover: string; duration: number } };

it('changes a video’s address and duration in one save', async () => {
  await signIn('admin');
  const [seeded] = (await http.get<{ items: Video[] }>('/article/video/', { params: { title: '华东师范', limit: 1 } })).items;
  renderScreen(VideoScreen, '/article/videos');
  const row = await rowOf(seeded.id);
  expect(within(row).getByText('▶ 7:00', { exact: false })).toBeInTheDocument();
  await userEvent.click(within(row).getByLabelText(`编辑 ${seeded.title}`));
  const drawer = await screen.findByRole('dialog');
  const url = await within(drawer).findByLabelText('视频 视频地址');
  await waitFor(() => expect(url).toHaveValue(seeded.video.url));
  await userEvent.clear(url);
  await userEvent.type(url, 'https://media.example.com/video/ecnu-2027.mp4');
  const duration = within(drawer).getByLabelText('视频 时长（秒）');
  await userEvent.clear(duration);
  await userEvent.type(duration, '615');
  await userEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
  await waitFor(async () =>
    expect((await http.get<Video>(`/article/video/${seeded.id}/`)).video).toEqual({
      url: 'https://media.example.com/video/ecnu-2027.mp4',
      cover: seeded.video.cover,
      duration: 615,
    }),
  );
});

// Document and video fields against the real upload API: content sniffing, refusals at the field, progress, duration.
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios from 'axios';
import type { DocumentFile, VideoValue } from '@admin/shared/contract/resources';
import { renderInApp, signIn, toasts } from './screen-kit';
import { DocumentUpload } from './document-upload';
import { VideoInput } from './video-input';

let docValue: DocumentFile | null = null;
function DocumentField() {
  const [v, setV] = useState<DocumentFile | null>(null);
  return (
    <DocumentUpload
      aria-label="附件"
      value={v}
      onChange={(next) => {
        docValue = next;
        setV(next);
      }}
    />
  );
}

let videoValue: VideoValue | null = null;
function VideoField() {
  const [v, setV] = useState<VideoValue | null>(null);
  return (
    <VideoInput
      aria-label="视频"
      value={v}
      onChange={(next) => {
        videoValue = next;
        setV(next);
      }}
    />
  );
}

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const MP4 = new Uint8Array([
  0,
  0,
  0,
  0x18,
  ...new TextEncoder().encode('ftypisom'),
  0,
  0,
  2,
  0,
  ...new TextEncoder().encode('isomiso2'),
  ...new Array(64).fill(0),
]);

beforeAll(() => signIn('ads'));

it('uploads a PDF, shows its name, size and a download link; replaces and removes it', async () => {
  renderInApp(<DocumentField />);
  const input = screen.getByLabelText('附件', { selector: 'input' });
  await userEvent.upload(input, new File([PDF], '招生简章.pdf', { type: 'application/pdf' }));
  const link = await screen.findByRole('link', { name: '下载 招生简章.pdf' });
  expect(link.getAttribute('href')).toMatch(/^\/uploads\/[a-f0-9]{32}\.pdf$/);
  expect(link.textContent).toBe(`招生简章.pdf（${PDF.length} B）`);
  expect(docValue).toEqual({ url: link.getAttribute('href'), name: '招生简章.pdf', size: PDF.length });
  // The stored file is served as an attachment.
  const res = await axios.get(link.getAttribute('href')!, { responseType: 'arraybuffer' });
  expect(res.headers['content-disposition']).toMatch(/^attachment/);

  expect(screen.getByRole('button', { name: /替\s*换/ })).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: /移\s*除/ }));
  expect(docValue).toBeNull();
  expect(screen.queryByRole('link')).toBeNull();
});

it('shows the server’s refusal of a disguised file at the field, not as a toast naming `file`', async () => {
  renderInApp(<DocumentField />);
  const before = toasts.length;
  const input = screen.getByLabelText('附件', { selector: 'input' });
  await userEvent.upload(input, new File(['<html><script>alert(1)</script></html>'], 'report.pdf', { type: 'application/pdf' }));
  expect((await screen.findByRole('alert')).textContent).toMatch(/只支持 PDF、Word、Excel、PowerPoint/);
  expect(toasts.slice(before)).toEqual([]);
  expect(screen.queryByRole('link')).toBeNull();
});

it('refuses a document over 200 MB before sending it', async () => {
  renderInApp(<DocumentField />);
  const big = new File([new Uint8Array(1)], 'big.pdf', { type: 'application/pdf' });
  Object.defineProperty(big, 'size', { value: 200 * 1024 * 1024 + 1 });
  await userEvent.upload(screen.getByLabelText('附件', { selector: 'input' }), big);
  expect((await screen.findByRole('alert')).textContent).toBe('文件不能超过 200 MB');
});

it('uploads a video, takes its duration from the file, and keeps URL, cover and duration as one value', async () => {
  // jsdom plays no media: the metadata the browser would read is played here.
  const create = document.createElement.bind(document);
  jest.spyOn(document, 'createElement').mockImplementation((tag: string, opts?: ElementCreationOptions) => {
    const el = create(tag, opts);
    if (tag === 'video') {
      Object.defineProperty(el, 'duration', { value: 93.6 });
      setTimeout(() => el.dispatchEvent(new Event('loadedmetadata')), 10);
    }
    return el;
  });
  URL.createObjectURL = () => 'blob:video';
  URL.revokeObjectURL = () => {};
  renderInApp(<VideoField />);
  await userEvent.upload(screen.getByLabelText('视频 上传视频', { selector: 'input' }), new File([MP4], 'clip.mp4', { type: 'video/mp4' }));
  await waitFor(() => expect(videoValue).toEqual({ url: expect.stringMatching(/^\/uploads\/[a-f0-9]{32}\.mp4$/), cover: '', duration: 94 }));
  await waitFor(() => expect((screen.getByLabelText('视频 时长（秒）') as HTMLInputElement).value).toBe('94'));
  expect((screen.getByLabelText('视频 视频地址') as HTMLInputElement).value).toBe(videoValue!.url);

  // The duration stays editable.
  const duration = screen.getByLabelText('视频 时长（秒）');
  await userEvent.clear(duration);
  await userEvent.type(duration, '120');
  await waitFor(() => expect(videoValue?.duration).toBe(120));
  jest.restoreAllMocks();
});

it('refuses a video URL that is not http(s) at the field', async () => {
  renderInApp(<VideoField />);
  await userEvent.type(screen.getByLabelText('视频 视频地址'), 'javascript:alert(1)');
  expect((await screen.findByRole('alert')).textContent).toBe('视频地址应为 http:// 或 https:// 开头');
});

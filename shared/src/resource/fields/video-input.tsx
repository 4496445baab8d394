import { useRef } from 'react';
import { Button, Flex, InputNumber, Typography } from 'antd';
import { VIDEO_ACCEPT, type VideoValue } from '@admin/shared/contract/resources';
import { TrimInput } from '@admin/shared/ui';
import { ImageUpload } from '../image-upload';
import { useResumableUpload } from './use-resumable-upload';
import { UploadProgress } from './upload-progress';
import { useFieldI18n } from './texts';
import { HiddenFileInput } from './hidden-file-input';

/** The length of a video file in whole seconds, read by the browser from its metadata (null when it cannot tell). */
export function readVideoDuration(file: Blob, timeoutMs = 10_000): Promise<number | null> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    const done = (v: number | null) => {
      clearTimeout(timer);
      URL.revokeObjectURL(url);
      video.removeAttribute('src');
      resolve(v);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    video.preload = 'metadata';
    video.addEventListener('loadedmetadata', () => done(Number.isFinite(video.duration) ? Math.round(video.duration) : null));
    video.addEventListener('error', () => done(null));
    video.src = url;
  });
}

export interface VideoInputProps {
  value?: Partial<VideoValue> | null;
  onChange?: (value: VideoValue | null) => void;
  id?: string;
  disabled?: boolean;
  'aria-label'?: string;
}

const empty: VideoValue = { url: '', cover: '', duration: 0 };

/** A video as one value: a URL (typed, or from an upload), a cover image and its duration in seconds. */
export function VideoInput({ value, onChange, id, disabled, 'aria-label': ariaLabel }: VideoInputProps) {
  const { t } = useFieldI18n();
  const input = useRef<HTMLInputElement>(null);
  // Resumable (tus): a dropped link or a reload continues where it stopped (videos up to 2 GB).
  const { send, cancel, state, busy, problem, mb } = useResumableUpload('video');
  const current: VideoValue = { ...empty, ...(value ?? {}) };
  const label = ariaLabel ?? '';
  const set = (patch: Partial<VideoValue>) => {
    const next = { ...current, ...patch };
    onChange?.(next.url || next.cover || next.duration ? next : null);
  };

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const [stored, seconds] = await Promise.all([send(file), readVideoDuration(file)]);
    if (stored) set({ url: stored.url, ...(seconds !== null ? { duration: seconds } : {}) });
  };

  const urlProblem = current.url && !/^(\/uploads\/\S+|https?:\/\/\S+)$/.test(current.url) ? t('resource.video.badUrl') : null;
  return (
    <Flex vertical gap={8} id={id}>
      <Flex gap={8} align="center" wrap>
        <TrimInput
          aria-label={`${label} ${t('resource.video.url')}`.trim()}
          value={current.url}
          disabled={disabled || busy}
          onChange={(v: string) => set({ url: v })}
          placeholder="https://"
          style={{ width: 320 }}
        />
        <HiddenFileInput
          ref={input}
          accept={VIDEO_ACCEPT}
          aria-label={`${label} ${t('resource.video.upload')}`.trim()}
          onChange={(e) => {
            void pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <Button disabled={disabled || busy} loading={busy} onClick={() => input.current?.click()}>
          {t('resource.video.upload')}
        </Button>
      </Flex>
      {state ? <UploadProgress state={state} onCancel={() => void cancel()} /> : null}
      <Typography.Text type={problem || urlProblem ? 'danger' : 'secondary'} style={{ fontSize: 12 }} role={problem || urlProblem ? 'alert' : undefined}>
        {problem ?? urlProblem ?? t('resource.video.urlHelp', { mb })}
      </Typography.Text>
      <Flex gap={16} align="start" wrap>
        <Flex vertical gap={4}>
          <Typography.Text>{t('resource.video.cover')}</Typography.Text>
          <ImageUpload
            value={current.cover}
            onChange={(cover) => set({ cover })}
            disabled={disabled}
            aria-label={`${label} ${t('resource.video.cover')}`.trim()}
          />
        </Flex>
        <Flex vertical gap={4}>
          <Typography.Text>{t('resource.video.duration')}</Typography.Text>
          <InputNumber
            aria-label={`${label} ${t('resource.video.duration')}`.trim()}
            min={0}
            max={86_400}
            precision={0}
            value={current.duration}
            disabled={disabled}
            onChange={(v) => set({ duration: typeof v === 'number' ? v : 0 })}
          />
        </Flex>
      </Flex>
    </Flex>
  );
}

const clock = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/** A video in a list: a link to it and its length. */
export function VideoCell({ value }: { value: unknown }) {
  const v = value as VideoValue | null | undefined;
  if (!v || typeof v !== 'object' || !v.url) return null;
  return (
    <Typography.Link href={v.url} target="_blank" rel="noopener noreferrer">
      ▶ {clock(v.duration ?? 0)}
    </Typography.Link>
  );
}

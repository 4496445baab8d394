import { useRef, useState } from 'react';
import { RESUMABLE_MAX_BYTES, type FileUploadResult, type ResumableKind } from '@admin/shared/contract/resources';
import { formatBytes } from './upload-file';
import { uploadResumable, type ResumableUpload } from './resumable-upload';
import { useFieldI18n } from './texts';

/** Progress as shown: percent, bytes sent of the total, and the speed over the last seconds. */
export interface ResumableState {
  percent: number;
  sent: string;
  total: string;
  /** Per second, once two progress events are a moment apart; null before. */
  speed: string | null;
}

/**
 * The state of one field's resumable upload (resumable-upload.ts): progress with bytes and speed,
 * cancel, and the problem to show at the field. A file over the kind's limit fails before a byte
 * is sent; the server checks size and content regardless.
 */
export function useResumableUpload(kind: ResumableKind) {
  const { t } = useFieldI18n();
  const [state, setState] = useState<ResumableState | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const running = useRef<ResumableUpload | null>(null);
  const maxBytes = RESUMABLE_MAX_BYTES[kind];
  const mb = maxBytes / 1024 / 1024;

  /** Sends the file; resolves to what the server stored, or null when refused or cancelled (a refusal is shown). */
  const send = async (file: File): Promise<FileUploadResult | null> => {
    if (file.size > maxBytes) {
      setProblem(t('resource.file.tooLarge', { mb }));
      return null;
    }
    setProblem(null);
    let mark = { at: performance.now(), sent: 0 };
    let speed: string | null = null;
    const up = uploadResumable(file, kind, ({ sent, total }) => {
      const now = performance.now();
      // The speed of the last second or more (the first event after a resume is its offset, not speed).
      if (now - mark.at >= 1000) {
        if (mark.sent > 0) speed = formatBytes(((sent - mark.sent) * 1000) / (now - mark.at));
        mark = { at: now, sent };
      } else if (mark.sent === 0) mark = { at: now, sent };
      setState({ percent: total ? Math.floor((sent / total) * 100) : 0, sent: formatBytes(sent), total: formatBytes(total), speed });
    });
    running.current = up;
    setState({ percent: 0, sent: formatBytes(0), total: formatBytes(file.size), speed: null });
    const outcome = await up.done;
    running.current = null;
    setState(null);
    if (outcome.ok) return outcome.file;
    if (outcome.message) setProblem(outcome.message);
    return null;
  };

  const cancel = () => running.current?.cancel();

  return { send, cancel, state, busy: state !== null, problem, mb };
}

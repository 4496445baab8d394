import type { DetailedError, HttpResponse, Upload } from 'tus-js-client';
import { API_BASE, getApiUi, readToken } from '@admin/shared/api';
import { Code, HEADER } from '@admin/shared/contract';
import { RESUMABLE_UPLOAD_PATH, type FileUploadResult, type ResumableKind } from '@admin/shared/contract/resources';
import type { UploadOutcome } from './upload-file';

/*
 * A file sent by the tus protocol (server/src/web/resumable-uploads.ts) in 5 MB parts: a dropped
 * connection is retried at the offset the server has, and a file picked again after a reload (the
 * same name, size, type and date) resumes where it stopped, found by tus-js-client's fingerprint
 * in localStorage. The request that completes it answers with the stored file in the API's envelope.
 */

/** Bytes per PATCH: small enough that a lost part costs little, large enough to keep the link busy. */
const CHUNK_BYTES = 5 * 1024 * 1024;
/** Waits before each retry of a failed part (then the upload fails and can be resumed by hand). */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10000];

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}
const envelopeOf = (res: HttpResponse | null | undefined): Envelope | null => {
  try {
    const body = res?.getBody();
    return body ? (JSON.parse(body) as Envelope) : null;
  } catch {
    return null;
  }
};

export interface ResumableProgress {
  sent: number;
  total: number;
}

export interface ResumableUpload {
  /** Resolves with the stored file or the message to show at the field. */
  done: Promise<UploadOutcome>;
  /** Stops sending and discards the upload on the server. */
  cancel(): Promise<void>;
}

/** Starts sending `file` as a resumable upload of `kind`. */
export function uploadResumable(file: File, kind: ResumableKind, onProgress: (p: ResumableProgress) => void): ResumableUpload {
  let stored: FileUploadResult | null = null;
  let settle!: (o: UploadOutcome) => void;
  const done = new Promise<UploadOutcome>((r) => (settle = r));
  // tus-js-client is fetched with the first upload, not with every screen of the kit.
  let upload: Upload | null = null;
  let cancelled = false;
  void import('tus-js-client').then(({ Upload: TusUpload }) => {
    if (cancelled) return;
    const started = new TusUpload(file, {
      endpoint: `${API_BASE}${RESUMABLE_UPLOAD_PATH}`,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      metadata: { kind, filename: file.name, filetype: file.type },
      headers: { [HEADER.system]: HEADER.systemValue, [HEADER.token]: readToken() ?? '' },
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => onProgress({ sent, total }),
      onAfterResponse: (_req, res) => {
        const envelope = envelopeOf(res);
        if (res.getStatus() === 200 && envelope?.code === Code.OK) stored = envelope.data as FileUploadResult;
      },
      onSuccess: () => settle(stored ? { ok: true, file: stored } : { ok: false, message: '' }),
      onError: (err) => {
        const envelope = envelopeOf((err as DetailedError).originalResponse);
        if (!envelope) return settle({ ok: false, message: err.message });
        // The file's own refusals show at the field; a session or permission problem the usual way.
        if (envelope.code !== Code.INVALID && envelope.code !== Code.TOO_LARGE) getApiUi().toast(envelope.msg);
        settle({ ok: false, message: envelope.msg });
      },
    });
    upload = started;
    void started.findPreviousUploads().then((previous) => {
      if (previous.length > 0) started.resumeFromPreviousUpload(previous[0]);
      started.start();
    });
  });
  return {
    done,
    cancel: async () => {
      cancelled = true;
      await upload?.abort(true).catch(() => undefined);
      settle({ ok: false, message: '' });
    },
  };
}

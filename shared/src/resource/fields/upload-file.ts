import { getApiUi, http, isApiError } from '@admin/shared/api';
import { Code } from '@admin/shared/contract';
import { UPLOAD_FIELD, type FileUploadResult } from '@admin/shared/contract/resources';

/** Uploads take longer than the API's 5 s default: a 5 MB image or a sheet on a slow office link. */
const UPLOAD_TIMEOUT_MS = 10 * 60 * 1000;

/** The outcome of an upload: the stored file, or the message to show at the field. */
export type UploadOutcome<T = FileUploadResult> = { ok: true; file: T } | { ok: false; message: string };

/**
 * Posts one file as multipart field `file`, reporting progress (0–100). Refusals of the file
 * itself (40000 wrong type, 41300 too large) come back as a message for the field, never as a
 * toast naming the internal field; any other failure is told the usual way.
 */
export async function uploadFile<T = FileUploadResult>(path: string, file: Blob, onProgress?: (percent: number) => void): Promise<UploadOutcome<T>> {
  const body = new FormData();
  body.append(UPLOAD_FIELD, file);
  try {
    const result = await http.post<T>(path, body, {
      silent: true,
      timeout: UPLOAD_TIMEOUT_MS,
      onUploadProgress: (e) => onProgress?.(e.total ? Math.round((e.loaded / e.total) * 100) : 0),
    });
    return { ok: true, file: result };
  } catch (e) {
    if (!isApiError(e)) throw e;
    if (e.code === Code.INVALID || e.code === Code.TOO_LARGE) {
      return { ok: false, message: e.fieldErrors.map((f) => f.message).join('；') || e.msg };
    }
    getApiUi().toast(e.msg);
    return { ok: false, message: e.msg };
  }
}

/** Bytes as people read them: 980 B, 12.3 KB, 4.5 MB. */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

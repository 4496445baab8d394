/**
 * Why a lazy screen or a remote could not be loaded (DESIGN 3.4):
 * - missing: the file is not there (not deployed, wrong URL, the remote does not expose it);
 * - timeout: it did not arrive within the load timeout;
 * - error: it arrived but failed (threw while running, malformed manifest, any other failure).
 */
export type LoadErrorKind = 'missing' | 'timeout' | 'error';

export interface LoadErrorInfo {
  kind: LoadErrorKind;
  /** 'ChunkLoadError' or the MF runtime code such as 'RUNTIME-008', when known. */
  code?: string;
  message: string;
}

const KINDS: readonly string[] = ['missing', 'timeout', 'error'];

/** Codes of @module-federation/error-codes whose failure means the remote's file was not found. */
const MF_MISSING_CODES: readonly string[] = [
  'RUNTIME-001', // remoteEntry ran but registered no container: not the entry we asked for
  'RUNTIME-003', // manifest could not be fetched or parsed (404 pages are not JSON)
  'RUNTIME-004', // the remote is not registered
  'RUNTIME-007', // no snapshot for the remote
  'RUNTIME-008', // the remote entry script failed to load
  'RUNTIME-014', // the remote does not expose the requested module
];

const MF_CODE = /#(RUNTIME-\d{3})\b/;
const TIMED_OUT = /timed? ?out|timeout/i;

interface ErrorLike {
  name?: unknown;
  request?: unknown;
  message?: unknown;
  type?: unknown;
  status?: unknown;
  response?: { status?: unknown };
  cause?: unknown;
}

const asErrorLike = (e: unknown): ErrorLike | null => (typeof e === 'object' && e !== null ? (e as ErrorLike) : null);
const messageOf = (e: unknown): string => {
  const m = asErrorLike(e)?.message;
  return typeof m === 'string' ? m : typeof e === 'string' ? e : '';
};

/** The error and the errors it wraps (`cause`), outermost first. */
function chainOf(err: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e: unknown = err; e != null && chain.length < 8 && !chain.includes(e); e = asErrorLike(e)?.cause) chain.push(e);
  return chain;
}

/** MF runtime messages read "<desc> #RUNTIME-008\nargs: …\n…\nOriginal Error Message:\n <original>". */
function classifyMfMessage(code: string, message: string): LoadErrorKind {
  const original = message.split('Original Error Message:')[1] ?? '';
  if (TIMED_OUT.test(original) || /TimeoutError|AbortError/.test(original)) return 'timeout';
  if (/ScriptExecutionError/.test(original)) return 'error';
  return MF_MISSING_CODES.includes(code) ? 'missing' : 'error';
}

function statusOf(e: ErrorLike): number | undefined {
  const status = typeof e.status === 'number' ? e.status : e.response?.status;
  return typeof status === 'number' ? status : undefined;
}

/** Classifies a load failure and names its code; see LoadErrorKind. */
export function describeLoadError(err: unknown): LoadErrorInfo {
  const chain = chainOf(err);
  const message = messageOf(err) || String(err);

  // Webpack's ChunkLoadError carries the class itself (from the script event type).
  for (const e of chain) {
    const x = asErrorLike(e);
    if (x?.name === 'ChunkLoadError' || x?.name === 'CssChunkLoadError') {
      const status = statusOf(x);
      const kind = status === 404 || status === 410 ? 'missing' : typeof x.type === 'string' && KINDS.includes(x.type) ? (x.type as LoadErrorKind) : 'error';
      return { kind, code: 'ChunkLoadError', message: messageOf(e) || message };
    }
  }
  // The module federation runtime puts '#RUNTIME-0xx' in its messages.
  for (const e of chain) {
    const m = messageOf(e);
    const code = MF_CODE.exec(m)?.[1];
    if (code) return { kind: classifyMfMessage(code, m), code, message: m };
  }
  for (const e of chain) {
    const x = asErrorLike(e);
    if (x?.name === 'AbortError' || x?.name === 'TimeoutError' || TIMED_OUT.test(messageOf(e))) {
      return { kind: 'timeout', message };
    }
  }
  for (const e of chain) {
    const x = asErrorLike(e);
    if ((x && statusOf(x) === 404) || /\b404\b/.test(messageOf(e))) return { kind: 'missing', message };
  }
  return { kind: 'error', message };
}

/** One function for webpack chunk errors, MF runtime errors and everything else (DESIGN 3.4). */
export const classifyLoadError = (err: unknown): LoadErrorKind => describeLoadError(err).kind;

/**
 * Webpack reports a chunk whose script answered 404 as type 'error' (the script's onerror
 * cannot see the status), the same as a network failure. One HEAD request for the chunk's URL
 * tells them apart: a 404/410 is recorded on the error as `status`, so it classifies as
 * 'missing'. Resolves with the same error object; never rejects.
 */
export async function probeChunkLoadError(err: unknown, fetchImpl: typeof fetch | undefined = globalThis.fetch): Promise<unknown> {
  const x = asErrorLike(err);
  if (!x || x.name !== 'ChunkLoadError' || x.type !== 'error' || typeof x.request !== 'string' || !fetchImpl) return err;
  try {
    const res = await fetchImpl(x.request, { method: 'HEAD', cache: 'no-store' });
    if (res.status === 404 || res.status === 410) (x as { status?: number }).status = res.status;
  } catch {
    // Unreachable too: it stays an 'error'.
  }
  return err;
}

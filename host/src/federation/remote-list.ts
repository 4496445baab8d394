import { isRemoteEntry } from './route-check';
import type { LoadErrorKind, RemoteGroup } from './types';

/** Where the host reads the list of remotes at run time (DESIGN 3.1); never baked into a build. */
export const REMOTES_JSON_URL = '/admin/remotes.json';
/** Group name standing for remotes.json itself when it cannot be read (a remote name cannot hold '.'). */
export const REMOTE_LIST_GROUP = 'remotes.json';

export interface RemoteListEntry {
  name: string;
  entry: string;
  /** Menu title while the remote is unavailable. */
  title?: string;
  /** The remote's route table as data (route-data.ts), checked when the remote is loaded. */
  routes?: unknown;
}

export class RemoteListError extends Error {
  constructor(
    message: string,
    readonly kind: LoadErrorKind | 'invalid',
  ) {
    super(message);
    this.name = 'RemoteListError';
  }
}

const unavailable = (name: string, message: string, title?: string): RemoteGroup => ({
  name,
  ...(title ? { title } : {}),
  status: 'unavailable',
  error: { kind: 'invalid', message },
  routes: [],
});

/** How an entry (without `title`) is validated: the contract's remoteEntrySchema, or the check below. */
export interface EntryValidator {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: { name: string; entry: string } }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** For a list whose entries all passed isRemoteEntry (zod is not loaded for it). */
export const PRECHECKED_ENTRY: EntryValidator = {
  safeParse: (value) =>
    isRemoteEntry(value) ? { success: true, data: value } : { success: false, error: { issues: [{ path: [], message: 'not a { name, entry } object' }] } },
};

/**
 * Splits remotes.json into usable entries and invalid ones. One bad entry does not take the
 * others down: it becomes an unavailable group of its own (named when it has a usable name).
 */
export function parseRemoteList(body: unknown, entrySchema: EntryValidator): { entries: RemoteListEntry[]; invalid: RemoteGroup[] } {
  if (!Array.isArray(body)) throw new RemoteListError('remotes.json must be a JSON array of { name, entry, title?, routes? }', 'invalid');
  const entries: RemoteListEntry[] = [];
  const invalid: RemoteGroup[] = [];
  const seen = new Set<string>();
  body.forEach((raw: unknown, i) => {
    const obj = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
    const { title, routes, ...rest } = obj;
    const label = typeof obj.name === 'string' && /^[a-z][a-z0-9-]*$/.test(obj.name) ? obj.name : `remotes.json[${i}]`;
    const titleOk = title === undefined || (typeof title === 'string' && title.trim() !== '');
    const parsed = entrySchema.safeParse(rest);
    if (!parsed.success || !titleOk) {
      const why = parsed.success
        ? 'title must be a non-empty string'
        : parsed.error.issues.map((x) => `${x.path.map(String).join('.') || 'entry'}: ${x.message}`).join('; ');
      invalid.push(unavailable(label, `invalid remotes.json entry: ${why}`, typeof title === 'string' ? title : undefined));
      return;
    }
    if (seen.has(parsed.data.name)) {
      invalid.push(unavailable(`${label}#${i}`, `remote "${parsed.data.name}" is listed twice in remotes.json`));
      return;
    }
    seen.add(parsed.data.name);
    entries.push({ ...parsed.data, ...(typeof title === 'string' ? { title: title.trim() } : {}), ...(routes !== undefined ? { routes } : {}) });
  });
  return { entries, invalid };
}

/** Reads remotes.json, uncached (deploying a remote rewrites it), within `timeoutMs`. */
export async function fetchRemoteList(timeoutMs: number, fetchFn: typeof fetch = fetch, url = REMOTES_JSON_URL): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetchFn(url, { cache: 'no-cache', headers: { Accept: 'application/json' }, signal: controller.signal });
    if (!res.ok) throw new RemoteListError(`HTTP ${res.status} for ${url}`, res.status === 404 || res.status === 410 ? 'missing' : 'error');
    try {
      return await res.json();
    } catch {
      throw new RemoteListError(`${url} is not JSON`, 'invalid');
    }
  } catch (e) {
    if (controller.signal.aborted) throw new RemoteListError(`${url} timed out after ${timeoutMs} ms`, 'timeout');
    if (e instanceof RemoteListError) throw e;
    throw new RemoteListError(`${url}: ${String(e)}`, 'error');
  } finally {
    clearTimeout(timer);
  }
}

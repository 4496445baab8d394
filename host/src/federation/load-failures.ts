import type { LoadErrorKind } from './types';

// The MF runtime rewraps every failure into a '#RUNTIME-0xx' message and drops the original
// error, so the runtime plugin notes here what it knew (HTTP status, our own timeout) for the
// store to read back by remote (container) name. No shared imports: the runtime plugin uses this.

const failures = new Map<string, { kind: LoadErrorKind; message: string }>();

export function recordFailure(key: string, kind: LoadErrorKind, message: string): void {
  failures.set(key, { kind, message });
}

/** Returns and forgets what was recorded for `key`. */
export function takeFailure(key: string): { kind: LoadErrorKind; message: string } | undefined {
  const f = failures.get(key);
  failures.delete(key);
  return f;
}

// How many times a remote has been retried in this page. The runtime plugin appends it to the
// remote entry's URL, so a retry is a new request even while the browser still holds a stuck
// one for the old URL (it would otherwise join that request and time out again).
// No shared imports: the runtime plugin uses this.

const attempts = new Map<string, number>();

export function nextAttempt(container: string): number {
  const n = (attempts.get(container) ?? 0) + 1;
  attempts.set(container, n);
  return n;
}

export const attemptOf = (container: string | undefined): number => (container ? (attempts.get(container) ?? 0) : 0);

/** `url` with `retry=<n>` added, or unchanged for the first attempt. */
export function withAttempt(url: string, n: number): string {
  if (n <= 0) return url;
  const u = new URL(url, 'http://placeholder.invalid');
  u.searchParams.set('retry', String(n));
  return /^[a-z][a-z0-9+.-]*:/i.test(url) ? u.href : `${u.pathname}${u.search}${u.hash}`;
}

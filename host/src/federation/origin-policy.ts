// Which origins may serve remote code (DESIGN 3.1): the console's own, plus those listed in
// runtime-config.json `remoteOrigins`. Kept free of shared imports for the runtime plugin.

let extraOrigins: string[] = [];

/** Normalises and stores the allowed extra origins; malformed entries are ignored. */
export function setAllowedOrigins(origins: readonly string[] | undefined): void {
  extraOrigins = (origins ?? []).flatMap((o) => {
    try {
      const u = new URL(o);
      return u.protocol === 'https:' || u.protocol === 'http:' ? [u.origin] : [];
    } catch {
      return [];
    }
  });
}

export const allowedOrigins = (): readonly string[] => extraOrigins;

/**
 * The absolute URL of `entry` (resolved against the page) when its origin may serve remote
 * code, otherwise null. Only http(s) counts: data:, blob: and javascript: never do.
 */
export function allowedUrl(entry: string, pageUrl: string, extra: readonly string[] = extraOrigins): URL | null {
  let url: URL;
  try {
    url = new URL(entry, pageUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const page = new URL(pageUrl).origin;
  return url.origin === page || extra.includes(url.origin) ? url : null;
}

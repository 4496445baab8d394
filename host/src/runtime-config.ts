import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig, type RuntimeConfig } from '@admin/shared/api';
import { requestRuntimeConfig, takeRuntimeConfigRequest } from './runtime-config-request';

export { RUNTIME_CONFIG_URL } from './runtime-config-request';

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

/** Keeps only well-typed fields, so a half-broken file cannot break the SSO redirect. */
export function parseRuntimeConfig(body: unknown): Partial<RuntimeConfig> {
  if (typeof body !== 'object' || body === null) return {};
  const raw = body as Record<string, unknown>;
  const out: Partial<RuntimeConfig> = {};
  if (typeof raw.ssoLoginUrl === 'string' && raw.ssoLoginUrl.trim()) out.ssoLoginUrl = raw.ssoLoginUrl.trim();
  if (isStringArray(raw.remoteOrigins)) out.remoteOrigins = raw.remoteOrigins;
  return out;
}

/**
 * Deployment settings are read at runtime (never baked into the build); without the file the
 * defaults apply ({ ssoLoginUrl: '/sso/login' }).
 */
export async function loadRuntimeConfig(fetchFn: typeof fetch = fetch, sent: Promise<Response> | null = takeRuntimeConfigRequest()): Promise<void> {
  try {
    const res = await (sent ?? requestRuntimeConfig(fetchFn));
    setRuntimeConfig(res.ok ? parseRuntimeConfig(await res.json()) : { ...DEFAULT_RUNTIME_CONFIG });
  } catch {
    setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG });
  }
}

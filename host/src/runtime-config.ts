import type { RuntimeConfig } from '@admin/shared/api';
import { DEFAULT_SSO_LOGIN_URL, ssoUrl } from '@admin/shared/api/sso-url';
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

/*
 * Held here, not in @admin/shared/api: the sign-in page renders before the API client is
 * downloaded. router-app.tsx hands it to the API client (setRuntimeConfig) before
 * anything else of the console runs.
 */
let held: Partial<RuntimeConfig> = {};

/**
 * Deployment settings are read at runtime (never baked into the build); without the file the
 * defaults apply ({ ssoLoginUrl: '/sso/login' }).
 */
export async function loadRuntimeConfig(fetchFn: typeof fetch = fetch, sent: Promise<Response> | null = takeRuntimeConfigRequest()): Promise<void> {
  try {
    const res = await (sent ?? requestRuntimeConfig(fetchFn));
    held = res.ok ? parseRuntimeConfig(await res.json()) : {};
  } catch {
    held = {};
  }
}

/** Takes the config the sign-in page already read (gate/console-bridge.tsx). */
export function holdRuntimeConfig(config: Partial<RuntimeConfig>): void {
  held = parseRuntimeConfig(config);
}

/** What runtime-config.json said (only its well-typed fields; defaults are the API client's). */
export const heldRuntimeConfig = (): Partial<RuntimeConfig> => held;

/** The sign-in page's SSO link, the same URL @admin/shared/api's ssoRedirectUrl gives once set up. */
export const ssoLoginHref = (back: string): string => ssoUrl(held.ssoLoginUrl ?? DEFAULT_SSO_LOGIN_URL, back);

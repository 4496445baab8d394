import { DEFAULT_SSO_LOGIN_URL, ssoUrl } from './sso-url';

/** Deployment settings the host reads at startup from /admin/runtime-config.json. */
export interface RuntimeConfig {
  /** External single-sign-on login page; receives `?back=<path to return to>&state=<this browser's state>` (api/sso-url.ts). */
  ssoLoginUrl: string;
  /** Origins other than the console's own that may serve remote entries. */
  remoteOrigins?: string[];
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = { ssoLoginUrl: DEFAULT_SSO_LOGIN_URL };

let config: RuntimeConfig = { ...DEFAULT_RUNTIME_CONFIG };

export function setRuntimeConfig(next: Partial<RuntimeConfig>): void {
  config = { ...DEFAULT_RUNTIME_CONFIG, ...next };
}

export const getRuntimeConfig = (): RuntimeConfig => config;

/** The SSO login URL that brings the user back to `back` afterwards. */
export function ssoRedirectUrl(back: string): string {
  return ssoUrl(config.ssoLoginUrl, back);
}

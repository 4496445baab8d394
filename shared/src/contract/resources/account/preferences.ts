import { z } from 'zod';
import { defineEndpoints } from '../define';
import { version } from '../fields';

/**
 * Per-user preferences (column settings, later other UI settings): one JSON value per user and key,
 * versioned like a record. Any signed-in user reads and writes only their own. Declared here, with
 * the resource modules, rather than in the page singleton's ACCOUNT_ENDPOINTS: the kit that uses
 * them is shared by semver, so a remote built with it brings these rows to an older host.
 */
export const PREFERENCE_KEY = /^[a-z0-9._:-]{1,100}$/;
/** The largest value, serialised. */
export const PREFERENCE_MAX_BYTES = 16 * 1024;
/**
 * What one account may keep: keys (a list's column settings are one key per list) and bytes of
 * all its values serialised. A save past either is refused (40000 on `path.key` for a new key
 * beyond the count, 41300 on `value` beyond the bytes); changing a value counts it once, at its
 * new size.
 */
export const PREFERENCE_MAX_KEYS = 300;
export const PREFERENCE_MAX_TOTAL_BYTES = 512 * 1024;

export const preferenceParams = z.strictObject({
  key: z.string().regex(PREFERENCE_KEY, { message: '键只能包含小写字母、数字和 . _ : -，最长 100 个字符' }),
});
export const preferenceValue = z.json().refine((v) => new TextEncoder().encode(JSON.stringify(v) ?? '').length <= PREFERENCE_MAX_BYTES, {
  message: `设置内容过大（上限 ${PREFERENCE_MAX_BYTES / 1024} KB）`,
});
export const preferenceBody = z.strictObject({ value: preferenceValue, version });
export const preferenceResult = z.object({ key: z.string(), value: z.json().nullable(), version: z.number().int() });
export type Preference = z.infer<typeof preferenceResult>;

/** The key of a list's column settings. */
export const columnsPreferenceKey = (resource: string) => `columns:${resource}`;

export const PREFERENCE_ENDPOINTS = defineEndpoints([
  { method: 'GET', path: '/account/preferences/:key/', resource: 'account.preferences', op: 'read', auth: 'token', permissions: [] },
  { method: 'PUT', path: '/account/preferences/:key/', resource: 'account.preferences', op: 'write', auth: 'token', permissions: [] },
]);

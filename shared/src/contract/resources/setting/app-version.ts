import { z } from 'zod';
import { permissionSet } from '@admin/shared/contract';
import { batchPaths, crudPaths, defineCollection, filter } from '../define';
import { crudSchemas, queryBool, shortText, type RecordCheck } from '../fields';

/**
 * App versions per platform (/setting/index, 版本控制): what the apps' update check reads. A new
 * version must be higher than the platform's latest (compared part by part, so 1.10.0 > 1.9.9);
 * a client below `min_supported` must update, and `force_update` makes this one mandatory.
 */

/** Platforms that ship an installable app (spec 3 codes): Android, iOS, Android pad, iPad. */
export const APP_VERSION_PLATFORMS = [2, 3, 6, 7] as const;

/** `major.minor.patch`, each part a number without leading zeros. */
export const SEMVER = /^(0|[1-9]\d{0,3})\.(0|[1-9]\d{0,3})\.(0|[1-9]\d{0,3})$/;
const semver = z.string().trim().regex(SEMVER, { message: '版本号格式为 主.次.修订，如 1.10.0' });

/** Compares two `major.minor.patch` versions numerically: negative, zero or positive. */
export function compareVersions(a: string, b: string): number {
  const x = a.split('.').map(Number);
  const y = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}

const appVersionCheck: RecordCheck = (v) =>
  typeof v.version_name === 'string' &&
  typeof v.min_supported === 'string' &&
  SEMVER.test(v.version_name) &&
  SEMVER.test(v.min_supported) &&
  compareVersions(v.min_supported, v.version_name) > 0
    ? [{ field: 'min_supported', message: '最低支持版本不能高于本版本' }]
    : [];

export const appVersionSchemas = crudSchemas(
  {
    platform: z.union(
      APP_VERSION_PLATFORMS.map((p) => z.literal(p)),
      { message: '平台只能是 2 Android、3 iOS、6 pad、7 iPad' },
    ),
    /** The version people see, `major.minor.patch` (named so it is never confused with the record's `version`). */
    version_name: semver,
    build: z.number().int().min(1).max(2_147_483_647),
    release_notes: shortText(2000),
    download_url: z
      .string()
      .trim()
      .max(512)
      .regex(/^https?:\/\/\S+$/, { message: '下载地址应为 http(s):// 网址' }),
    min_supported: semver,
    force_update: z.boolean().default(false),
  },
  {
    check: appVersionCheck,
    /** The highest version of its platform: what the apps' update check offers. */
    extraItem: { is_latest: z.boolean() },
  },
);

const STORE = 'https://download.example.com/app/';
export const appVersion = defineCollection({
  name: 'setting.app_version',
  label: 'App 版本',
  labelEn: 'App version',
  base: '/setting/app-version',
  paths: [...crudPaths('list', 'create', 'get', 'update', 'patch', 'delete'), ...batchPaths('export')],
  access: [permissionSet('base_services.view_settings_versioncontrol')],
  schemas: appVersionSchemas,
  filters: { platform: filter.eq(z.coerce.number().int()), version_name: filter.like(z.string().trim().max(20)), force_update: filter.eq(queryBool) },
  ordering: ['id', 'build', 'created_at'],
  defaultOrder: '-id',
  unique: [{ field: 'version_name', scope: ['platform'], label: '（同平台）版本号' }],
  sample: { platform: 2, version_name: '9.0.0', build: 900, release_notes: '测试版本', download_url: `${STORE}android-9.0.0.apk`, min_supported: '1.0.0' },
});

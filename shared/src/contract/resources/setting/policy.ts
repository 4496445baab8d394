import { z } from 'zod';
import { permissionSet } from '@admin/shared/contract';
import { CRUD_PATHS, batchPaths, defineCollection, filter } from '../define';
import { crudSchemas, dateTime, optionalText, richText, shortText, version } from '../fields';

/**
 * The user agreement and the privacy policy (/setting/policy-management, 隐私政策) as versioned
 * documents. A version is written as a draft and published with POST `{id}/publish/`; once
 * published it is the record of what users agreed to, so the server refuses to change or delete
 * it. The current version of a type is the published one with the latest `effective_at` that has
 * arrived (`is_current`).
 */
export const POLICY_TYPES = ['user_agreement', 'privacy_policy'] as const;
export const POLICY_STATUSES = ['draft', 'published'] as const;
export const POLICY_CONTENT_MAX = 100_000;

export const policySchemas = crudSchemas(
  {
    type: z.enum(POLICY_TYPES),
    /** The version users see, e.g. 3.1 or 2026.11 (unique per type). */
    revision: z
      .string()
      .trim()
      .regex(/^[0-9][0-9A-Za-z.-]{0,19}$/, { message: '版本号以数字开头，只含数字、字母、点和短横线，最多 20 位' }),
    title: shortText(100),
    content: richText(POLICY_CONTENT_MAX),
    effective_at: dateTime,
    /** What changed, for staff and for the notice users get. */
    change_note: optionalText(500).default(''),
  },
  {
    check: (v) => (typeof v.content === 'string' && v.content.replace(/<[^>]*>/g, '').trim() === '' ? [{ field: 'content', message: '请填写正文' }] : []),
    extraItem: {
      status: z.enum(POLICY_STATUSES),
      published_at: z.string().nullable(),
      /** Set when publishing: the apps ask every user to agree to this version again. */
      require_consent: z.boolean(),
      is_current: z.boolean(),
    },
  },
);

/** Publishing says whether users must agree again (a material change) or are only informed. */
export const publishPolicyBody = z.strictObject({ version, require_consent: z.boolean() });

const PUBLISH = ['publish', 'POST', '/:id/publish/', 'change'] as const;

const p = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');
export const policy = defineCollection({
  name: 'setting.policy',
  label: '协议版本',
  labelEn: 'policy version',
  base: '/setting/policy',
  paths: [...CRUD_PATHS, PUBLISH, ...batchPaths('export')],
  access: [permissionSet('privacy.view_user_policy_app_privacypolicy')],
  schemas: policySchemas,
  filters: { type: filter.eq(z.enum(POLICY_TYPES)), status: filter.eq(z.enum(POLICY_STATUSES)), title: filter.like(z.string().trim().max(100)) },
  ordering: ['id', 'effective_at', 'published_at'],
  defaultOrder: '-id',
  unique: [{ field: 'revision', scope: ['type'], label: '（同类型）版本号' }],
  sample: { type: 'privacy_policy', revision: '99.0', title: '测试隐私政策', content: '<p>测试正文</p>', effective_at: '2030-01-01T00:00:00+08:00' },
  // Demo records are seeded by the server (server/src/resources/setting/policy.seed.ts): published ones carry their publish time.
});

/** The demo versions: two published per type and a draft of the next one of each. */
export const POLICY_DEMO: readonly (z.input<typeof policySchemas.create> & { published_at: string | null; require_consent?: boolean })[] = [
  {
    type: 'user_agreement',
    revision: '1.0',
    title: '用户服务协议',
    content: p('欢迎使用考研助手。', '注册即表示您同意本协议。', '我们提供课程、题库与资讯服务。'),
    effective_at: '2025-01-01T00:00:00+08:00',
    published_at: '2024-12-20T10:00:00+08:00',
  },
  {
    type: 'user_agreement',
    revision: '1.1',
    title: '用户服务协议',
    content: p('欢迎使用考研助手。', '注册即表示您同意本协议。', '我们提供课程、题库、直播与资讯服务。', '付费课程的退款规则见课程详情页。'),
    effective_at: '2026-03-01T00:00:00+08:00',
    change_note: '新增直播服务与退款规则',
    published_at: '2026-02-15T10:00:00+08:00',
  },
  {
    type: 'privacy_policy',
    revision: '2.0',
    title: '隐私政策',
    content: p('我们收集您的手机号用于登录。', '我们收集学习记录用于推荐课程。', '我们不会向第三方出售您的信息。'),
    effective_at: '2025-06-01T00:00:00+08:00',
    published_at: '2025-05-20T10:00:00+08:00',
  },
  {
    type: 'privacy_policy',
    revision: '2.1',
    title: '隐私政策',
    content: p(
      '我们收集您的手机号用于登录。',
      '我们收集学习记录与答题数据用于推荐课程和生成报告。',
      '我们不会向第三方出售您的信息。',
      '您可以在设置中注销账号并删除数据。',
    ),
    effective_at: '2026-01-01T00:00:00+08:00',
    change_note: '说明答题数据的用途；新增注销说明',
    published_at: '2025-12-10T10:00:00+08:00',
    require_consent: true,
  },
  {
    type: 'privacy_policy',
    revision: '2.2',
    title: '隐私政策',
    content: p(
      '我们收集您的手机号用于登录。',
      '我们收集学习记录与答题数据用于推荐课程和生成报告。',
      '我们不会向第三方出售您的信息。',
      '您可以在设置中注销账号并删除数据。',
      '我们使用设备标识符推送学习提醒，您可以随时关闭。',
    ),
    effective_at: '2027-01-01T00:00:00+08:00',
    change_note: '新增推送提醒说明',
    published_at: null,
  },
  {
    type: 'user_agreement',
    revision: '1.2',
    title: '用户服务协议',
    content: p('欢迎使用考研助手。', '注册即表示您同意本协议。', '我们提供课程、题库、直播、图书与资讯服务。', '付费课程的退款规则见课程详情页。'),
    effective_at: '2027-01-01T00:00:00+08:00',
    change_note: '新增图书服务',
    published_at: null,
  },
];

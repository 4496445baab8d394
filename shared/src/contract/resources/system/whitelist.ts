import { z } from 'zod';
import { permissionSet } from '@admin/shared/contract';
import { batchPaths, CRUD_PATHS, defineCollection, filter } from '../define';
import { BATCH_MAX } from '../batch';
import { crudSchemas, dateTime, optionalText } from '../fields';
import { maskPhone } from '../account/app-user';

/**
 * Whitelist (/whiteList/index, whitelist.view_whitelist, 白名单): app accounts that see unreleased
 * content or skip limits (testers, staff, partners). Spec 7 lists no calls; designed like the
 * others under /whitelist/. An entry names a user by phone number or by user id; a phone number
 * is stored whole but leaves the server masked, except in the single read of a holder of
 * whitelist.change_whitelist (the edit form needs the real value to keep it).
 */
export const WHITELIST_TYPES = ['tester', 'staff', 'partner'] as const;
export type WhitelistType = (typeof WHITELIST_TYPES)[number];

const PHONE = /^1[3-9]\d{9}$/;
/** A user id: 1 to 2147483647 (the id column), so never 11 digits: a phone and an id cannot be confused. */
const USER_ID = /^[1-9]\d{0,9}$/;
export const isWhitelistPhone = (account: string): boolean => PHONE.test(account);
export const isWhitelistUserId = (account: string): boolean => USER_ID.test(account) && Number(account) <= 2_147_483_647;
export const WHITELIST_ACCOUNT_MESSAGE = '应为 11 位手机号或用户 ID（数字）';

export const whitelistAccount = z
  .string()
  .trim()
  .min(1, { message: '请填写手机号或用户 ID' })
  .max(11, { message: WHITELIST_ACCOUNT_MESSAGE })
  .refine((v) => isWhitelistPhone(v) || isWhitelistUserId(v), { message: WHITELIST_ACCOUNT_MESSAGE });

/**
 * 13812341234 → 138****1234: a phone number is personal and leaves the server masked. A user id is
 * not (it is how staff name a user) and is shown whole, with the user's nickname beside it.
 */
export function maskAccount(account: string): string {
  return isWhitelistPhone(account) ? maskPhone(account) : account;
}

export const whitelistSchemas = crudSchemas(
  {
    /** An 11-digit phone number or an app user id (which must exist). */
    account: whitelistAccount,
    type: z.enum(WHITELIST_TYPES).default('tester'),
    note: optionalText(200).default(''),
    /** After this time the entry no longer applies; null for never. */
    expires_at: dateTime.nullable().default(null),
  },
  {
    extraItem: {
      /** The nickname of the app user the account names (by id or by phone), or null when none has it. */
      user_nickname: z.string().nullable(),
    },
  },
);
export type Whitelist = z.infer<typeof whitelistSchemas.item>;

/** At most this many lines in one import (the batch limit). */
export const WHITELIST_IMPORT_MAX = BATCH_MAX;
/** The longest line an import takes (account, type, a 200-character note, expiry and separators). */
export const WHITELIST_LINE_MAX = 300;

/**
 * POST whitelist/import/: a pasted list or the text of a CSV file, one entry a line:
 * `account[,type[,note[,expires]]]` (comma, tab or semicolon). Lines that fail are reported by
 * number and the valid ones are written in one transaction. `type` and `expires_at` fill the
 * columns a line leaves empty.
 */
export const whitelistImportBody = z.strictObject({
  text: z
    .string()
    .max(200_000, { message: '内容过长，请分批导入（每次最多 1000 行）' })
    // No entry is that long: such a text is not a list of accounts (a wrong file, a pasted page).
    .superRefine((text, ctx) => {
      const i = text.split(/\r\n|\r|\n/).findIndex((l) => l.length > WHITELIST_LINE_MAX);
      if (i >= 0) ctx.addIssue({ code: 'custom', message: `第 ${i + 1} 行超过 ${WHITELIST_LINE_MAX} 个字符，请检查是否选错了文件` });
    }),
  type: z.enum(WHITELIST_TYPES).default('tester'),
  expires_at: dateTime.nullable().default(null),
});
export type WhitelistImportBody = z.input<typeof whitelistImportBody>;

export const whitelistImportResult = z.object({
  created: z.number().int(),
  /** Lines not written, by line number of the text (1-based), with the reason. */
  refused: z.array(z.object({ line: z.number().int(), text: z.string(), reason: z.string() })),
});
export type WhitelistImportResult = z.infer<typeof whitelistImportResult>;

export const whitelist = defineCollection({
  name: 'whitelist.whitelist',
  label: '白名单',
  labelEn: 'whitelist entry',
  base: '/whitelist',
  paths: [...CRUD_PATHS, ['import', 'POST', '/import/', 'add'], ...batchPaths('bulkPatch', 'bulkDelete', 'export')],
  access: [permissionSet('whitelist.view_whitelist')],
  schemas: whitelistSchemas,
  filters: {
    /** Part of the number, as staff type it. */
    account: filter.like(
      z
        .string()
        .trim()
        .regex(/^\d{1,11}$/, { message: '手机号或用户 ID 只能填数字' }),
    ),
    type: filter.eq(z.enum(WHITELIST_TYPES)),
    /** 1: in force now (no expiry or not yet expired); 0: expired. */
    active: filter.custom(z.enum(['1', '0'])),
  },
  ordering: ['id', 'expires_at', 'updated_at'],
  defaultOrder: '-id',
  unique: [{ field: 'account', label: '账号' }],
  // `type` first: a PATCH of the endpoint tests sends the first field, and accounts change one at a time.
  sample: { type: 'staff', account: '13900001111', note: '测试样例' },
});

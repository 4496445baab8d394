import { z } from 'zod';
import { crudSchemas, dateTime, listPageSchema, platformCode, shortText, version } from './common';
import { listQuery } from './list-query';

/**
 * App users, i.e. students (spec 2 /user/index, account.view_user). Staff look them up and may ban
 * or unban one (account.change_user); accounts are created by signing up in the apps, never here.
 * Spec 7 lists no calls; designed like the others: `account/user/` and `account/user/{id}/`.
 * The phone is stored whole and leaves the server masked (138****1234).
 */

export const APP_USER_VIEW_PERMISSION = 'account.view_user';
export const APP_USER_BASE_PATH = '/account/user';
export const APP_USER_PATHS = [
  ['list', 'GET', '/'],
  ['get', 'GET', '/:id/'],
  ['patch', 'PATCH', '/:id/'],
] as const;

export const APP_USER_STATUSES = ['active', 'banned'] as const;

export const appUserFields = {
  phone: z.string().regex(/^1[3-9]\d{9}$/, { message: '手机号应为 11 位数字' }),
  nickname: shortText(32),
  /** Where the user signed up. */
  platform: platformCode,
  registered_at: dateTime,
  status: z.enum(APP_USER_STATUSES).default('active'),
};
export const appUserSchemas = crudSchemas(appUserFields);
/** PATCH account/user/{id}/: only the status changes, with the version read. */
export const appUserPatchSchema = z.strictObject({ status: z.enum(APP_USER_STATUSES), version });
export type AppUser = z.infer<typeof appUserSchemas.item>;

/** 13812341234 → 138****1234: staff see enough to tell users apart, not the number. */
export const maskPhone = (phone: string): string => (phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****');

export const APP_USER_ORDERING = ['id', 'registered_at'] as const;
export const appUserListQuerySchema = listQuery(
  {
    /** Matches any part of the number (staff search with what the user tells them). */
    phone: z.string().trim().regex(/^\d{1,11}$/, { message: '手机号只能填数字' }).optional(),
    nickname: z.string().trim().max(32).optional(),
    platform: z.coerce.number().int().min(0).max(7).optional(),
    status: z.enum(APP_USER_STATUSES).optional(),
  },
  APP_USER_ORDERING,
);
export const appUserListSchema = listPageSchema(appUserSchemas.item);

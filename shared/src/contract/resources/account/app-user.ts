import { z } from 'zod';
import { permissionSet } from '@admin/shared/contract';
import { batchPaths, defineCollection, filter } from '../define';
import { crudSchemas, dateTime, platformCode, shortText, version } from '../fields';

/**
 * App users, i.e. students (spec 2 /user/index, account.view_user). Staff look them up and may ban
 * or unban one (account.change_user); accounts are created by signing up in the apps, never here.
 * Spec 7 lists no calls; designed like the others. The phone is stored whole and leaves the server
 * masked (138****1234).
 */
export const APP_USER_STATUSES = ['active', 'banned'] as const;

export const appUserSchemas = crudSchemas({
  phone: z.string().regex(/^1[3-9]\d{9}$/, { message: '手机号应为 11 位数字' }),
  nickname: shortText(32),
  /** Where the user signed up. */
  platform: platformCode,
  registered_at: dateTime,
  status: z.enum(APP_USER_STATUSES).default('active'),
});
export type AppUser = z.infer<typeof appUserSchemas.item>;

/** 13812341234 → 138****1234: staff see enough to tell users apart, not the number. */
export const maskPhone = (phone: string): string => (phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****');

/** PATCH account/user/{id}/: only the status changes from the console, with the version read. */
export const appUserPatchSchema = z.strictObject({ status: z.enum(APP_USER_STATUSES), version });

export const appUser = defineCollection({
  name: 'account.app_user',
  label: '用户',
  labelEn: 'user',
  base: '/account/user',
  paths: [
    ['list', 'GET', '/'],
    ['get', 'GET', '/:id/'],
    ['patch', 'PATCH', '/:id/'],
    // Users are never deleted and have no order: ban or unban many, and export.
    ...batchPaths('bulkPatch', 'export'),
  ],
  access: [permissionSet('account.view_user')],
  schemas: appUserSchemas,
  patch: appUserPatchSchema,
  filters: {
    /** Matches any part of the number (staff search with what the user tells them). */
    phone: filter.like(
      z
        .string()
        .trim()
        .regex(/^\d{1,11}$/, { message: '手机号只能填数字' }),
    ),
    nickname: filter.like(z.string().trim().max(32)),
    platform: filter.eq(z.coerce.number().int().min(0).max(7)),
    status: filter.eq(z.enum(APP_USER_STATUSES)),
  },
  ordering: ['id', 'registered_at'],
  defaultOrder: '-id',
  sample: { status: 'banned' },
});

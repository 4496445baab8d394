import { z } from 'zod';

/** POST /account/auth/token/create */
export const loginBodySchema = z.strictObject({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(256),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResultSchema = z.object({ token: z.string() });
export type LoginResult = z.infer<typeof loginResultSchema>;

/** GET /account/auth/user/info?token=… — `roles` are the permission codenames the user holds. */
export const userInfoQuerySchema = z.strictObject({ token: z.string().min(1).max(256).optional() });
export const userInfoSchema = z.object({
  roles: z.array(z.string()),
  name: z.string(),
  avatar: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** One sibling site of the site selector (GET /account/user/application). */
export const siteSchema = z.object({
  client_id: z.string(),
  name: z.string(),
  /** Where the site lives: a path on this origin (e.g. /admin/) or an absolute URL. */
  get_host: z.string(),
  /** True for the console the user is in now. */
  cur: z.boolean(),
  /** Open in a new window instead of navigating away. */
  is_open_new_win: z.boolean(),
});
export type Site = z.infer<typeof siteSchema>;
export const sitesSchema = z.array(siteSchema);

/** Minimum length of a password set through the CLI. */
export const PASSWORD_MIN_LENGTH = 8;
/** The documented password of every demo account (DESIGN 6). */
export const DEMO_PASSWORD = 'demo123456';
/** Usernames of the demo accounts (DESIGN 6); their permission sets are DEMO_ROLES in permissions.ts. */
export const DEMO_USERS = ['admin', 'ads', 'abroad', 'viewer', 'nobody'] as const;
export type DemoUser = (typeof DEMO_USERS)[number];

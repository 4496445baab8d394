import { ALL_PERMISSIONS } from '@admin/shared/contract';
import type { Db } from '../db/database';
import { hashPassword } from './passwords';
import { inTransaction } from '../db/request-transaction';

export interface NewUser {
  username: string;
  password: string;
  name?: string;
  avatar?: string;
  permissions: readonly string[];
}

export const USERNAME_RE = /^[A-Za-z0-9_.-]{2,64}$/;

/** Permissions that are not in the table are refused: a typo must not silently grant nothing. */
export function unknownPermissions(perms: readonly string[]): string[] {
  return perms.filter((p) => !ALL_PERMISSIONS.includes(p));
}

/** `passwordHash`: a hash of `u.password` made already (the demo accounts share one). */
export async function createUser(db: Db, u: NewUser, now: Date, passwordHash?: Promise<string>): Promise<number> {
  if (!USERNAME_RE.test(u.username)) throw new Error('username: 2–64 letters, digits, . _ -');
  const unknown = unknownPermissions(u.permissions);
  if (unknown.length) throw new Error(`unknown permissions: ${unknown.join(', ')}`);
  const hash = await (passwordHash ?? hashPassword(u.password));
  const at = now.toISOString();
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto('admin_user')
      .values({
        username: u.username,
        name: u.name ?? u.username,
        avatar: u.avatar ?? '',
        password_hash: hash,
        is_active: 1,
        created_at: at,
        updated_at: at,
        version: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    const perms = [...new Set(u.permissions)];
    if (perms.length)
      await trx
        .insertInto('user_permission')
        .values(perms.map((permission) => ({ user_id: id, permission })))
        .execute();
    return id;
  });
}

export async function findUser(db: Db, username: string) {
  return db
    .selectFrom('admin_user')
    .select(['id', 'username', 'name', 'avatar', 'password_hash', 'is_active'])
    .where('username', '=', username)
    .executeTakeFirst();
}

export async function listUsers(db: Db) {
  const users = await db.selectFrom('admin_user').select(['id', 'username', 'name', 'is_active', 'created_at']).orderBy('id').execute();
  const perms = await db.selectFrom('user_permission').select(['user_id', 'permission']).execute();
  return users.map((u) => ({ ...u, permissions: perms.filter((p) => p.user_id === u.id).map((p) => p.permission as string) }));
}

export async function countUsers(db: Db): Promise<number> {
  const r = await db
    .selectFrom('admin_user')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

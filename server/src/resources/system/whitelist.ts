import { bulkPatchBody, isWhitelistPhone, maskAccount, whitelist, whitelistImportBody, whitelistImportResult } from '@admin/shared/contract/resources';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { invalid } from '../../http/api-error';
import type { Ctx, ImplFactory } from '../../http/endpoint';
import type { Registry } from '../../http/registry';
import { bulkPatch } from '../../kit/batch';
import { registerCollection, repoOf, type CollectionDef } from '../../kit/collection';
import type { CustomFilter } from '../../kit/query';
import { paramsSchema } from '../../kit/scope';
import type { Deps } from '../../types';
import { parseImport } from './whitelist-import';
import { inTransaction } from '../../db/request-transaction';

type Rec = Record<string, unknown>;

/** In force now (no expiry, or later than now) or expired: compared as UTC ISO text, as stored. */
const active: CustomFilter = (qb, v, { now }) => {
  const t = now.toISOString();
  return v === '1' ? qb.where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', t)])) : qb.where('expires_at', '<=', t);
};

const def: CollectionDef = {
  resource: whitelist,
  table: 'whitelist_whitelist',
  customFilters: { active },
  // A phone is stored whole (support matches on it) but leaves the server masked: lists, exports,
  // bulk replies. Each entry carries the nickname of the user it names, by id or by phone.
  decorate: async (db, items) => {
    const accounts = items.map((w) => String(w.account));
    const ids = accounts.filter((a) => !isWhitelistPhone(a)).map(Number);
    const phones = accounts.filter(isWhitelistPhone);
    const byId = ids.length ? await db.selectFrom('app_user').select(['id', 'nickname']).where('id', 'in', ids).execute() : [];
    const byPhone = phones.length ? await db.selectFrom('app_user').select(['phone', 'nickname']).where('phone', 'in', phones).execute() : [];
    const nickname = new Map<string, string>([
      ...byId.map((u) => [String(u.id), String(u.nickname)] as const),
      ...byPhone.map((u) => [String(u.phone), String(u.nickname)] as const),
    ]);
    return items.map((w) => ({ ...w, account: maskAccount(String(w.account)), user_nickname: nickname.get(String(w.account)) ?? null }));
  },
};

/**
 * "Unique per user": beyond the same value twice (the contract's `unique`), a phone number and the
 * id of the app user who has it are one person. A user id must name an existing app user.
 */
export async function accountProblems(db: Db, account: string, self?: unknown): Promise<string | null> {
  const others = (value: string) => {
    let q = db.selectFrom('whitelist_whitelist').select('id').where('account', '=', value);
    if (self !== undefined) q = q.where('id', '!=', self as number);
    return q.executeTakeFirst();
  };
  if (isWhitelistPhone(account)) {
    const user = await db.selectFrom('app_user').select('id').where('phone', '=', account).executeTakeFirst();
    if (user && (await others(String(user.id)))) return `该手机号的用户（ID ${String(user.id)}）已按用户 ID 加入白名单`;
    return null;
  }
  const user = await db.selectFrom('app_user').select('phone').where('id', '=', Number(account)).executeTakeFirst();
  if (!user) return `用户 ID ${account} 不存在`;
  if (await others(String(user.phone))) return '该用户已按手机号加入白名单';
  return null;
}

async function checkAccount(db: Db, body: Rec, self?: unknown): Promise<void> {
  if (typeof body.account !== 'string') return;
  const problem = await accountProblems(db, body.account, self);
  if (problem) throw invalid([{ field: 'account', message: problem }]);
}

/** Whether the signed-in account may change entries (and so sees the whole value in the edit form). */
async function mayChange(db: Db, c: Ctx): Promise<boolean> {
  if (!c.user) return false;
  const row = await db
    .selectFrom('user_permission')
    .select('permission')
    .where('user_id', '=', c.user.id)
    .where('permission', '=', 'whitelist.change_whitelist')
    .executeTakeFirst();
  return !!row;
}

function ops(): Record<string, ImplFactory> {
  const params = (path: string) => paramsSchema(path, whitelist.params, { param: whitelist.idParam, kind: whitelist.idKey });
  const idOf = (c: Ctx) => (c.params as Rec).id;
  return {
    get: (e, deps) => ({
      params: params(e.path),
      response: whitelist.schemas.item,
      summary: '白名单详情（有修改权限者看到完整账号，其他人看到打码账号）',
      handle: async (c) => {
        const repo = repoOf(def, deps);
        const rec = await repo.get({}, idOf(c));
        if (!(await mayChange(deps.db, c))) return rec;
        const row = await repo.findRow({}, idOf(c));
        return { ...rec, account: row?.account ?? rec.account };
      },
    }),
    create: (e, deps) => ({
      params: params(e.path),
      body: whitelist.schemas.create,
      response: whitelist.schemas.item,
      summary: '新增白名单',
      handle: async (c) => {
        await checkAccount(deps.db, c.body);
        return repoOf(def, deps).create({}, c.body, c.now);
      },
    }),
    update: (e, deps) => ({
      params: params(e.path),
      body: whitelist.schemas.update,
      response: whitelist.schemas.item,
      summary: '修改白名单（整条，带 version）',
      handle: async (c) => {
        await checkAccount(deps.db, c.body, idOf(c));
        return repoOf(def, deps).update({}, idOf(c), c.body, c.now);
      },
    }),
    patch: (e, deps) => ({
      params: params(e.path),
      body: whitelist.patchBody,
      response: whitelist.schemas.item,
      summary: '部分修改白名单（带 version）',
      handle: async (c) => {
        await checkAccount(deps.db, c.body, idOf(c));
        return repoOf(def, deps).patch({}, idOf(c), c.body, c.now);
      },
    }),
    bulkPatch: (e, deps) => ({
      params: params(e.path),
      body: bulkPatchBody(whitelist),
      response: z.object({ items: z.array(whitelist.schemas.item) }),
      summary: '批量修改白名单类型、备注或有效期（一个事务）',
      handle: (c) => {
        // An account names one person: it is changed one entry at a time, with its checks.
        if ((c.body.changes as Rec).account !== undefined) throw invalid([{ field: 'changes.account', message: '账号请逐条修改，不能批量修改' }]);
        return bulkPatch(repoOf(def, deps), {}, c.body.items, c.body.changes, c.now);
      },
    }),
    import: (_e, deps) => ({
      body: whitelistImportBody,
      response: whitelistImportResult,
      summary: '批量导入白名单（粘贴或 CSV，每行一个账号；合格的行在一个事务中写入，不合格的行按行号说明原因）',
      handle: (c) => importLines(deps, c.body, c.now),
    }),
  };
}

/** Checks every line, then writes the good ones in one transaction; refused lines are reported, not written. */
async function importLines(deps: Deps, body: Rec, now: Date) {
  const parsed = parseImport(String(body.text), { type: body.type as string, expires_at: body.expires_at as string | null }, now);
  if (parsed.problem) throw invalid([{ field: 'text', message: parsed.problem }]);
  const refused = [...parsed.refused];
  const good: { line: number; text: string; rec: Rec }[] = [];
  const seen = new Map<string, number>();
  for (const l of parsed.lines) {
    const account = String(l.rec.account);
    const first = seen.get(account);
    if (first !== undefined) {
      refused.push({ line: l.line, text: l.text, reason: `与第 ${first} 行重复` });
      continue;
    }
    seen.set(account, l.line);
    const exists = await deps.db.selectFrom('whitelist_whitelist').select('id').where('account', '=', account).executeTakeFirst();
    const problem = exists ? '已在白名单中' : await accountProblems(deps.db, account);
    if (problem) refused.push({ line: l.line, text: l.text, reason: problem });
    else good.push(l);
  }
  const repo = repoOf(def, deps);
  if (good.length) {
    await inTransaction(deps.db, async (trx) => {
      const r = repo.withDb(trx);
      for (const l of good) await r.create({}, l.rec, now);
    });
    deps.counts.invalidate();
  }
  refused.sort((a, b) => a.line - b.line);
  return { created: good.length, refused };
}

/** The whitelist (/whiteList/index): masked accounts, one entry per user, and the line-by-line import. */
export function whitelistFamily(reg: Registry): void {
  registerCollection(reg, def, ops());
}

import { Code } from '@admin/shared/contract';
import {
  PREFERENCE_MAX_KEYS,
  PREFERENCE_MAX_TOTAL_BYTES,
  preferenceBody,
  preferenceParams,
  preferenceResult,
  type Preference,
} from '@admin/shared/contract/resources';
import type { Db } from '../../db/database';
import { ApiError, conflict, invalid } from '../../http/api-error';
import type { Registry } from '../../http/registry';
import { inTransaction } from '../../db/request-transaction';

const kb = (bytes: number) => Math.ceil(bytes / 1024);

/**
 * Refuses a save that would take the user past the quota (PREFERENCE_MAX_KEYS keys,
 * PREFERENCE_MAX_TOTAL_BYTES bytes), counting the user's other keys and this value at its new size.
 */
async function checkQuota(db: Db, userId: number, key: string, bytes: number): Promise<void> {
  const mine = db.selectFrom('account_preference').where('user_id', '=', userId);
  const others = await mine
    .select((eb) => [eb.fn.countAll<number>().as('keys'), eb.fn.sum<number>(eb.fn('octet_length', ['value'])).as('bytes')])
    .where('key', '!=', key)
    .executeTakeFirstOrThrow();
  const isNew = !(await mine.select('key').where('key', '=', key).executeTakeFirst());
  if (isNew && Number(others.keys) >= PREFERENCE_MAX_KEYS) {
    throw invalid([{ field: 'path.key', message: `每个账号最多保存 ${PREFERENCE_MAX_KEYS} 项设置，已达上限，不能再新增；已有的设置仍可修改` }]);
  }
  const used = Number(others.bytes ?? 0);
  if (used + bytes > PREFERENCE_MAX_TOTAL_BYTES) {
    const message = `每个账号的设置合计最多 ${kb(PREFERENCE_MAX_TOTAL_BYTES)} KB，其他设置已用 ${kb(used)} KB，这一项 ${kb(bytes)} KB 放不下，请精简后再保存`;
    throw new ApiError(Code.TOO_LARGE, message, { errors: [{ field: 'value', message }] });
  }
}

/**
 * account/preferences/:key/: each signed-in user's own settings (column settings of the lists…),
 * versioned like records. Rows are keyed by the requesting user, so nobody reads or overwrites
 * another user's.
 */
export function preferencesFamily(reg: Registry): void {
  reg.add('account.preferences', 'read', (_e, deps) => ({
    params: preferenceParams,
    response: preferenceResult,
    summary: '读取当前用户的一项设置（未保存过时 value 为 null、version 为 0）',
    handle: async (c): Promise<Preference> => {
      const row = await deps.db
        .selectFrom('account_preference')
        .select(['value', 'version'])
        .where('user_id', '=', c.user!.id)
        .where('key', '=', c.params.key)
        .executeTakeFirst();
      return row ? { key: c.params.key, value: JSON.parse(String(row.value)), version: Number(row.version) } : { key: c.params.key, value: null, version: 0 };
    },
  }));

  reg.add('account.preferences', 'write', (_e, deps) => ({
    params: preferenceParams,
    body: preferenceBody,
    response: preferenceResult,
    summary: '保存当前用户的一项设置（带读取时的 version，过期为 40900）',
    handle: async (c): Promise<Preference> => {
      const { value, version } = c.body;
      const at = c.now.toISOString();
      const text = JSON.stringify(value);
      const where = { user_id: c.user!.id, key: c.params.key };
      const written = await inTransaction(deps.db, async (db) => {
        // One save per user at a time (the user's row locked on PostgreSQL; SQLite has one writer),
        // so two saves at once cannot both pass the quota.
        await db
          .updateTable('admin_user')
          .set((eb) => ({ username: eb.ref('username') }))
          .where('id', '=', where.user_id)
          .execute();
        await checkQuota(db, where.user_id, where.key, Buffer.byteLength(text));
        return version === 0
          ? await db
              .insertInto('account_preference')
              .values({ ...where, value: text, version: 1, updated_at: at })
              .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
              .executeTakeFirst()
              .then((r) => Number(r.numInsertedOrUpdatedRows ?? 0))
          : await db
              .updateTable('account_preference')
              .set({ value: text, version: version + 1, updated_at: at })
              .where('user_id', '=', where.user_id)
              .where('key', '=', where.key)
              .where('version', '=', version)
              .executeTakeFirst()
              .then((r) => Number(r.numUpdatedRows));
      });
      if (written === 0) throw conflict();
      return { key: c.params.key, value, version: version + 1 };
    },
  }));
}

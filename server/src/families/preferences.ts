import { preferenceBody, preferenceParams, preferenceResult, type Preference } from '@admin/shared/contract/resources';
import { conflict } from '../http/api-error';
import type { Registry } from '../http/registry';

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
      const written =
        version === 0
          ? await deps.db
              .insertInto('account_preference')
              .values({ ...where, value: text, version: 1, updated_at: at })
              .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
              .executeTakeFirst()
              .then((r) => Number(r.numInsertedOrUpdatedRows ?? 0))
          : await deps.db
              .updateTable('account_preference')
              .set({ value: text, version: version + 1, updated_at: at })
              .where('user_id', '=', where.user_id)
              .where('key', '=', where.key)
              .where('version', '=', version)
              .executeTakeFirst()
              .then((r) => Number(r.numUpdatedRows));
      if (written === 0) throw conflict();
      return { key: c.params.key, value, version: version + 1 };
    },
  }));
}

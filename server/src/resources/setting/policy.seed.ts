import { POLICY_DEMO } from '@admin/shared/contract/resources';
import type { Db } from '../../db/database';
import type { DemoSeed } from '../../seed/demo-seed';

/** The demo versions of the user agreement and privacy policy, published ones with their publish time. */
export async function seedPolicies(db: Db, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('setting_policy')
    .values(
      POLICY_DEMO.map(({ published_at, require_consent, ...v }) => ({
        type: v.type,
        revision: v.revision,
        title: v.title,
        content: v.content,
        effective_at: new Date(v.effective_at).toISOString(),
        change_note: v.change_note ?? '',
        status: published_at ? 'published' : 'draft',
        published_at: published_at ? new Date(published_at).toISOString() : null,
        require_consent: require_consent ? 1 : 0,
        created_at: published_at ? new Date(published_at).toISOString() : at,
        updated_at: published_at ? new Date(published_at).toISOString() : at,
        version: 1,
      })),
    )
    .execute();
}

export const policySeed: DemoSeed = { tables: ['setting_policy'], run: ({ db, now }) => seedPolicies(db, now) };

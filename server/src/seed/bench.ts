import { adSchemas } from '@admin/shared/contract/resources';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { isPostgres } from '../db/migrations/helpers';
import { codecsOf, encodeRecord } from '../kit/codec';

/** Adds `rows` ads of one kind (for the list benchmark), in one transaction. */
export async function seedBenchAds(db: Db, kind: string, rows: number, now: Date): Promise<void> {
  const codecs = codecsOf(adSchemas.create.shape);
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows; i += 500) {
      const batch = [];
      for (let j = i; j < Math.min(rows, i + 500); j++) {
        batch.push({
          kind,
          ...encodeRecord(codecs, {
            title: `压测广告 ${j + 1}`,
            image: 'https://img.example.com/bench.png',
            link_type: 'none',
            link_value: '',
            platforms: [1, 2, 3],
            business_line: 1 + (j % 2),
            user_group_id: null,
            start_at: new Date(now.getTime() - (j % 30) * 86_400_000).toISOString(),
            end_at: new Date(now.getTime() + (j % 60) * 86_400_000 + 3_600_000).toISOString(),
            sort: j % 100,
            is_enable: j % 7 !== 0,
            is_marked_expired: false,
            show_frequency: 'every_time',
            duration_seconds: 3,
            coupon_id: '',
            remark: '',
          }),
          created_at: at,
          updated_at: at,
          version: 1,
        });
      }
      await trx.insertInto('ad').values(batch).execute();
    }
  });
  // Fresh statistics, as a database that grew over time has: the planner's choices then match
  // production's. On PostgreSQL also the visibility map autovacuum keeps there: without it every
  // index-only scan reads each row's table page too (an OFFSET of 40 000 rows cost 3–4× as much).
  if (isPostgres(db)) await sql`vacuum analyze ad`.execute(db);
  else await sql`analyze`.execute(db);
}

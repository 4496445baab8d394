import { ALL_RESOURCES } from '@admin/shared/contract/resources';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { codecsOf, encodeRecord } from '../kit/codec';

const DAY = 24 * 3600 * 1000;

/**
 * The demo records that resource modules declare (`seed`), each checked by the module's create
 * schema, into the table the collection is stored in by convention (`course.group` → `course_group`).
 */
export async function seedFromModules(db: Db, now: Date): Promise<void> {
  for (const m of ALL_RESOURCES) {
    if (m.kind !== 'collection' || !m.seed?.length) continue;
    const codecs = codecsOf(m.schemas.create.shape);
    const rows = m.seed.map((body, i) => {
      const at = new Date(now.getTime() - (m.seed!.length - i) * DAY).toISOString();
      const key = m.idKey === 'uuid' ? { uuid: randomUUID() } : {};
      return { ...key, ...encodeRecord(codecs, m.schemas.create.parse(body) as Record<string, unknown>), created_at: at, updated_at: at, version: 1 };
    });
    await db.insertInto(m.name.replace(/\./g, '_')).values(rows).execute();
  }
}

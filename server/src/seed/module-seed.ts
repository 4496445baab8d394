import type { CollectionModule } from '@admin/shared/contract/resources';
import { codecsOf, encodeRecord } from '../kit/codec';
import type { DemoSeed } from './demo-seed';

type Rec = Record<string, unknown>;

const DAY = 24 * 3600 * 1000;

/**
 * The demo records of a collection stored by convention (kit/plain-collections.ts: `course.group`
 * → `course_group`), given as create bodies and checked by the module's create schema; the last
 * was created a day ago, each one before it a day earlier.
 */
export function moduleSeed(m: CollectionModule, bodies: readonly Rec[]): DemoSeed & { bodies: readonly Rec[] } {
  const table = m.name.replace(/\./g, '_');
  return {
    bodies,
    tables: [table],
    async run({ db, now, uuid }) {
      const codecs = codecsOf(m.schemas.create.shape);
      const rows = bodies.map((body, i) => {
        const at = new Date(now.getTime() - (bodies.length - i) * DAY).toISOString();
        const key = m.idKey === 'uuid' ? { uuid: uuid() } : {};
        return { ...key, ...encodeRecord(codecs, m.schemas.create.parse(body) as Rec), created_at: at, updated_at: at, version: 1 };
      });
      await db.insertInto(table).values(rows).execute();
    },
  };
}

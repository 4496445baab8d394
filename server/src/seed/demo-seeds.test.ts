/**
 * The demo seeds: each runs after the seeds of the records it references (the contract's
 * references and the parents of its path), adds rows to the tables it declares and no others, and
 * seeding again at the same clock makes the same database, keys and uuids included.
 */
import { resolveReferences, resourceNamed } from '@admin/shared/contract/resources';
import { buildRegistry } from '../app';
import type { Db } from '../db/database';
import { UPLOAD_CHUNK_TABLES } from '../db/migrations/172-upload-chunk';
import { STEM_INDEX_TABLES } from '../resources/exercise/174-question-stem-search';
import { inTransaction } from '../db/request-transaction';
import { dbFingerprint, startTestServer, type TestServer } from '../test/harness';
import { demoContext } from './demo-seed';
import { DEMO_SEEDS } from './demo-seeds';
import { storeDemoImages } from './png';

type Rec = Record<string, unknown>;

it('runs every seed after the first seed of each table its records reference', () => {
  const first = new Map<string, number>();
  DEMO_SEEDS.forEach((s, i) => s.tables.forEach((t) => first.has(t) || first.set(t, i)));
  const storages = buildRegistry().storages();
  const late: string[] = [];
  let checked = 0;
  DEMO_SEEDS.forEach((seed, i) => {
    for (const [name, storage] of storages) {
      if (!seed.tables.includes(storage.table)) continue;
      const targets = [
        ...resolveReferences(resourceNamed(name)?.references).map((r) => r.table),
        ...storage.scope.flatMap((p) => (p.exists ? [p.exists.table] : [])),
      ];
      for (const t of targets) {
        checked++;
        const w = first.get(t);
        if (w !== undefined && w > i) late.push(`seed ${i} fills ${name}, which references ${t}, seeded later (seed ${w})`);
      }
    }
  });
  expect(late).toEqual([]);
  // Not vacuous: the references of the seeded resources were there to check.
  expect(checked).toBeGreaterThan(50);
});

/** The rows of each table but the log, the migrations' bookkeeping and what is random by design (password salts). */
async function rowsOf(db: Db): Promise<Map<string, string[]>> {
  const skip = (t: string) => t === 'audit_log' || t.startsWith('schema_migration') || t === 'table_generation';
  const out = new Map<string, string[]>();
  for (const t of (await db.introspection.getTables()).map((x) => x.name).filter((x) => !skip(x))) {
    const rows = (await db.selectFrom(t).selectAll().execute()) as Rec[];
    out.set(t, rows.map((r) => JSON.stringify(t === 'admin_user' ? { ...r, password_hash: '' } : r)).sort());
  }
  return out;
}

const counts = async (db: Db) => new Map((await dbFingerprint(db)).split('|').map((x) => [x.split(':')[0], Number(x.split(':')[1])]));

/** Where the upload store keeps a file: its row, and on PostgreSQL its bytes in chunk rows. */
const UPLOAD_STORE_TABLES = ['upload', ...UPLOAD_CHUNK_TABLES];
/** Tables the database's triggers keep in step with a seed's own (a search index), never written by a seed. */
const KEPT_BY_TRIGGERS = new Set(STEM_INDEX_TABLES);

describe('seeding a new database again', () => {
  let fresh: TestServer;
  let demo: TestServer;
  const added: string[][] = [];
  beforeAll(async () => {
    // The demo database of the tests, and one with reference data only, at the same clock.
    demo = await startTestServer();
    fresh = await startTestServer({ demo: false });
    const db = fresh.db;
    const uploads = fresh.app.info.deps.uploads;
    const context = demoContext(db, uploads, fresh.clock.now, await storeDemoImages(uploads));
    for (const seed of DEMO_SEEDS) {
      const before = await counts(db);
      if (seed.storesUploads) await seed.run(context);
      else await inTransaction(db, (trx) => seed.run({ ...context, db: trx }));
      const after = await counts(db);
      added.push([...after].filter(([t, n]) => n > (before.get(t) ?? 0)).map(([t]) => t));
    }
  });
  afterAll(async () => {
    await fresh?.close();
    await demo?.close();
  });

  it('adds rows to every table a seed declares, and to no other (uploads to the upload store)', () => {
    const wrong = DEMO_SEEDS.flatMap((seed, i) => {
      const declared = new Set([...seed.tables, ...(seed.storesUploads ? UPLOAD_STORE_TABLES : [])]);
      const got = new Set(added[i].filter((t) => !KEPT_BY_TRIGGERS.has(t)));
      return [
        ...seed.tables.filter((t) => !got.has(t)).map((t) => `seed ${i} declares ${t} but adds nothing there`),
        ...[...got].filter((t) => !declared.has(t)).map((t) => `seed ${i} adds rows to ${t}, which it does not declare`),
      ];
    });
    expect(wrong).toEqual([]);
  });

  it('makes the same rows as the demo database, keys and uuids included', async () => {
    const [again, before] = [await rowsOf(fresh.db), await rowsOf(demo.db)];
    expect([...again.keys()]).toEqual([...before.keys()]);
    const differ = [...before].filter(([t, rows]) => JSON.stringify(rows) !== JSON.stringify(again.get(t))).map(([t]) => t);
    expect(differ).toEqual([]);
    expect([...before.values()].reduce((n, rows) => n + rows.length, 0)).toBeGreaterThan(5000);
  });
});

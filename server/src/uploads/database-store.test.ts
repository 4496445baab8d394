/**
 * The database upload store (a fleet's) on the project's engine: files in chunk rows, written
 * from a stream, read back as streams and byte ranges, all or nothing; the whole-row files of a
 * database made before chunks migrate forward.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { openPostgres, openSqlite, type DbHandle } from '../db/database';
import { migrate } from '../db/migrate';
import { MIGRATIONS } from '../db/migrations';
import { UPLOAD_CHUNK_BYTES } from '../db/migrations/172-upload-chunk';
import { createTestDatabase, onPostgres, type TestDatabase } from '../test/databases';
import { chunksOf, databaseStore } from './database-store';

const MB = UPLOAD_CHUNK_BYTES;
const CHUNKED = '172-upload-chunk';
const before = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < CHUNKED));

let dir: string;
let pgDb: TestDatabase | null = null;
let handle: DbHandle;
beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'admin-upload-store-'));
  pgDb = onPostgres() ? await createTestDatabase() : null;
  handle = pgDb ? openPostgres(pgDb.url) : openSqlite(path.join(dir, 'admin.db'));
});
afterEach(async () => {
  await handle.close();
  await pgDb?.drop();
  rmSync(dir, { recursive: true, force: true });
});

const read = async (s: Readable) => {
  const parts: Buffer[] = [];
  for await (const p of s) parts.push(p as Buffer);
  return Buffer.concat(parts);
};
const chunkSizes = async (name: string) =>
  (
    await handle.db
      .selectFrom('upload_chunk')
      .select(['seq', handle.db.fn('length', ['data']).as('n')])
      .where('name', '=', name)
      .orderBy('seq')
      .execute()
  ).map((r) => [Number(r.seq), Number(r.n)]);

it('cuts a stream of any piece sizes into chunks of exactly the chunk size, the last one shorter', async () => {
  async function* pieces() {
    for (const n of [3, 7, 1, 12, 2]) yield Buffer.alloc(n, n);
  }
  const out: Buffer[] = [];
  for await (const c of chunksOf(pieces(), 5)) out.push(Buffer.from(c));
  expect(out.map((c) => c.length)).toEqual([5, 5, 5, 5, 5]);
  expect(Buffer.concat(out)).toEqual(Buffer.concat([3, 7, 1, 12, 2].map((n) => Buffer.alloc(n, n))));
});

describe('on a migrated database', () => {
  beforeEach(async () => {
    await migrate(handle.db);
  });

  it('stores a file streamed in chunk rows and serves it whole and in ranges across chunks', async () => {
    const store = databaseStore(handle.db);
    const bytes = randomBytes(3 * MB + 12345);
    const file = path.join(dir, 'part');
    writeFileSync(file, bytes);
    await store.putFile('a.mp4', 'video/mp4', file);
    expect(await chunkSizes('a.mp4')).toEqual([
      [0, MB],
      [1, MB],
      [2, MB],
      [3, 12345],
    ]);
    expect(await store.stat('a.mp4')).toEqual({ type: 'video/mp4', size: bytes.length });
    expect((await read(store.stream('a.mp4', 0, bytes.length - 1))).equals(bytes)).toBe(true);
    for (const [start, end] of [
      [0, 0],
      [MB - 3, MB + 2],
      [10, 2 * MB + 7],
      [3 * MB, bytes.length - 1],
      [bytes.length - 1, bytes.length - 1],
    ]) {
      expect((await read(store.stream('a.mp4', start, end))).equals(bytes.subarray(start, end + 1))).toBe(true);
    }
    expect((await store.get('a.mp4'))?.bytes.equals(bytes)).toBe(true);
    expect(await store.stat('nothing.mp4')).toBeNull();
    expect(await store.get('nothing.mp4')).toBeNull();
  });

  it('keeps put and putIfMissing apart: put refuses a name in use, putIfMissing keeps the first', async () => {
    const store = databaseStore(handle.db);
    await store.put('i.png', 'image/png', Buffer.from('first'));
    // Matched by message: better-sqlite3's error class may come from another test file's realm.
    await expect(store.put('i.png', 'image/png', Buffer.from('second'))).rejects.toMatchObject({ message: expect.stringMatching(/unique/i) });
    await store.putIfMissing('i.png', 'image/png', Buffer.from('third'));
    expect((await store.get('i.png'))?.bytes.toString()).toBe('first');
    await store.put('empty.pdf', 'application/pdf', Buffer.alloc(0));
    expect(await store.stat('empty.pdf')).toEqual({ type: 'application/pdf', size: 0 });
    expect((await store.get('empty.pdf'))?.bytes.length).toBe(0);
  });

  it('stores nothing of a file that cannot be read to its end', async () => {
    const store = databaseStore(handle.db);
    const unreadable = path.join(dir, 'folder');
    mkdirSync(unreadable);
    await expect(store.putFile('b.mp4', 'video/mp4', unreadable)).rejects.toMatchObject({ code: 'EISDIR' });
    expect(await store.stat('b.mp4')).toBeNull();
    expect(await chunkSizes('b.mp4')).toEqual([]);
  });
});

it('moves the files a database kept whole in their row into chunks, and serves them as before', async () => {
  await migrate(handle.db, before);
  const files = { 'big.mp4': randomBytes(2 * MB + 5), 'two.pdf': randomBytes(2 * MB), 'one.png': randomBytes(1), 'none.gif': Buffer.alloc(0) };
  const at = new Date().toISOString();
  for (const [name, data] of Object.entries(files)) {
    await handle.db.insertInto('upload').values({ name, content_type: 'application/octet-stream', size: data.length, data, created_at: at }).execute();
  }
  await migrate(handle.db);
  const store = databaseStore(handle.db);
  for (const [name, data] of Object.entries(files)) {
    expect((await store.get(name))?.bytes.equals(data)).toBe(true);
    expect(await store.stat(name)).toEqual({ type: 'application/octet-stream', size: data.length });
  }
  expect(await chunkSizes('big.mp4')).toEqual([
    [0, MB],
    [1, MB],
    [2, 5],
  ]);
  expect(await chunkSizes('two.pdf')).toEqual([
    [0, MB],
    [1, MB],
  ]);
  expect(await chunkSizes('none.gif')).toEqual([]);
  const columns = (await handle.db.introspection.getTables()).find((t) => t.name === 'upload')?.columns.map((c) => c.name);
  expect(columns).not.toContain('data');
});

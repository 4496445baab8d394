import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Db } from '../db/database';
import { UPLOAD_CHUNK_BYTES } from '../db/migrations/172-upload-chunk';
import { inTransaction } from '../db/request-transaction';
import type { UploadStore } from './store';

/**
 * Cuts a stream of buffers of any size into chunks of exactly `size` bytes (the last one shorter),
 * holding at most one chunk.
 */
export async function* chunksOf(source: AsyncIterable<Buffer>, size: number): AsyncGenerator<Buffer> {
  let parts: Buffer[] = [];
  let have = 0;
  for await (const piece of source) {
    let rest = piece;
    while (have + rest.length >= size) {
      const take = size - have;
      parts.push(rest.subarray(0, take));
      yield Buffer.concat(parts, size);
      parts = [];
      have = 0;
      rest = rest.subarray(take);
    }
    if (rest.length > 0) {
      parts.push(rest);
      have += rest.length;
    }
  }
  if (have > 0) yield Buffer.concat(parts, have);
}

async function* inPieces(bytes: Buffer): AsyncGenerator<Buffer> {
  yield bytes;
}

/**
 * The upload store of a fleet: each file is a row of `upload` (name, type, size) and its bytes
 * rows of `upload_chunk`, UPLOAD_CHUNK_BYTES each (db/migrations/172-upload-chunk.ts). Files are
 * written chunk by chunk as they are read and served chunk by chunk as the client takes them, so
 * the server's memory holds about one chunk per transfer whatever the file's size. A file and its
 * chunks are written in one transaction (the request's, when one is open): never half a file.
 */
export function databaseStore(db: Db, now: () => Date = () => new Date()): UploadStore {
  const write = (name: string, type: string, size: number, source: AsyncIterable<Buffer>, ifMissing = false) =>
    inTransaction(db, async (trx) => {
      let insert = trx.insertInto('upload').values({ name, content_type: type, size, created_at: now().toISOString() });
      if (ifMissing) insert = insert.onConflict((oc) => oc.column('name').doNothing());
      const r = await insert.executeTakeFirst();
      if (ifMissing && Number(r.numInsertedOrUpdatedRows ?? 0) === 0) return;
      let seq = 0;
      let written = 0;
      for await (const data of chunksOf(source, UPLOAD_CHUNK_BYTES)) {
        await trx.insertInto('upload_chunk').values({ name, seq: seq++, data }).execute();
        written += data.length;
      }
      if (written !== size) throw new Error(`upload ${name}: ${written} bytes read, ${size} expected`);
    });

  const chunk = async (name: string, seq: number): Promise<Buffer> => {
    const r = await db.selectFrom('upload_chunk').select('data').where('name', '=', name).where('seq', '=', seq).executeTakeFirst();
    if (!r) throw new Error(`upload ${name}: chunk ${seq} is missing`);
    return Buffer.isBuffer(r.data) ? r.data : Buffer.from(r.data as Uint8Array);
  };
  async function* range(name: string, start: number, end: number): AsyncGenerator<Buffer> {
    const first = Math.floor(start / UPLOAD_CHUNK_BYTES);
    const last = Math.floor(end / UPLOAD_CHUNK_BYTES);
    for (let seq = first; seq <= last; seq++) {
      const data = await chunk(name, seq);
      const from = seq === first ? start % UPLOAD_CHUNK_BYTES : 0;
      const to = seq === last ? (end % UPLOAD_CHUNK_BYTES) + 1 : data.length;
      yield data.subarray(from, to);
    }
  }
  const statOf = async (name: string) => {
    const r = await db.selectFrom('upload').select(['content_type', 'size']).where('name', '=', name).executeTakeFirst();
    return r ? { type: String(r.content_type), size: Number(r.size) } : null;
  };

  return {
    kind: 'database',
    put: (name, type, bytes) => write(name, type, bytes.length, inPieces(bytes)),
    putIfMissing: (name, type, bytes) => write(name, type, bytes.length, inPieces(bytes), true),
    putFile: async (name, type, file) =>
      write(name, type, (await stat(file)).size, createReadStream(file, { highWaterMark: UPLOAD_CHUNK_BYTES }) as AsyncIterable<Buffer>),
    stat: statOf,
    // Two chunks of buffer: the next chunk is read from the database while this one is sent.
    stream: (name, start, end) => Readable.from(end < start ? [] : range(name, start, end), { objectMode: false, highWaterMark: 2 * UPLOAD_CHUNK_BYTES }),
    get: async (name) => {
      const found = await statOf(name);
      if (!found) return null;
      const parts: Buffer[] = [];
      if (found.size > 0) for await (const part of range(name, 0, found.size - 1)) parts.push(part);
      return { type: found.type, bytes: Buffer.concat(parts, found.size) };
    },
  };
}

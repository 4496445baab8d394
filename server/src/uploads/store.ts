import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/database';
import { DOCUMENT_TYPE_OF_EXT } from './sniff';

/** An uploaded file as stored: its sniffed content type and bytes. */
export interface StoredUpload {
  type: string;
  bytes: Buffer;
}

/**
 * Where uploaded files (images, documents, videos) live. One machine keeps them in a folder next to its SQLite file; a
 * fleet keeps them in the shared database, so an image uploaded through one instance is served
 * by every other. Names are random (`<32 hex>.<ext>`) and never reused; `put` refuses to
 * overwrite.
 */
export interface UploadStore {
  readonly kind: 'directory' | 'database';
  put(name: string, type: string, bytes: Buffer): Promise<void>;
  /** Like put, but an existing file of that name is kept (the demo images on every start). */
  putIfMissing(name: string, type: string, bytes: Buffer): Promise<void>;
  get(name: string): Promise<StoredUpload | null>;
  /**
   * Stores the file at `file` (a finished resumable upload) under `name`: moved when the store is
   * a folder on the same disk, else read and stored. The caller removes `file` afterwards.
   */
  putFile(name: string, type: string, file: string): Promise<void>;
  /** The stored file's path and size when the store is a folder (served as a stream), else null. */
  located(name: string): Promise<{ file: string; size: number } | null>;
}

const TYPE_OF_EXT: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
  ...DOCUMENT_TYPE_OF_EXT,
};
export const typeOfName = (name: string) => TYPE_OF_EXT[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

export function directoryStore(dir: string): UploadStore {
  const write = async (name: string, bytes: Buffer, flag: 'wx' | 'w') => {
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, name), bytes, { flag });
  };
  return {
    kind: 'directory',
    put: (name, _type, bytes) => write(name, bytes, 'wx'),
    putIfMissing: async (name, _type, bytes) => {
      if (!existsSync(path.join(dir, name))) await write(name, bytes, 'w');
    },
    putFile: async (name, _type, file) => {
      await mkdir(dir, { recursive: true });
      const to = path.join(dir, name);
      if (existsSync(to)) throw new Error(`upload ${name} exists`);
      try {
        await rename(file, to);
      } catch (err) {
        // Another disk (EXDEV): copied, and the caller removes the part.
        if ((err as { code?: string }).code !== 'EXDEV') throw err;
        await copyFile(file, to);
      }
    },
    located: async (name) => {
      try {
        const file = path.join(dir, name);
        return { file, size: (await stat(file)).size };
      } catch (err) {
        if ((err as { code?: string }).code === 'ENOENT') return null;
        throw err;
      }
    },
    get: async (name) => {
      try {
        return { type: typeOfName(name), bytes: await readFile(path.join(dir, name)) };
      } catch (err) {
        if ((err as { code?: string }).code === 'ENOENT') return null;
        throw err;
      }
    },
  };
}

export function databaseStore(db: Db, now: () => Date = () => new Date()): UploadStore {
  const row = (name: string, type: string, bytes: Buffer) => ({ name, content_type: type, size: bytes.length, data: bytes, created_at: now().toISOString() });
  return {
    kind: 'database',
    put: async (name, type, bytes) => {
      await db
        .insertInto('upload')
        .values(row(name, type, bytes))
        .execute();
    },
    putIfMissing: async (name, type, bytes) => {
      await db
        .insertInto('upload')
        .values(row(name, type, bytes))
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
    },
    // A fleet keeps uploads in the database: a resumable upload is read whole into its row (see
    // server/README on putting large files on object storage instead).
    putFile: async (name, type, file) => {
      await db
        .insertInto('upload')
        .values(row(name, type, await readFile(file)))
        .execute();
    },
    located: async () => null,
    get: async (name) => {
      const r = await db.selectFrom('upload').select(['content_type', 'data']).where('name', '=', name).executeTakeFirst();
      return r ? { type: String(r.content_type), bytes: Buffer.from(r.data as Uint8Array) } : null;
    },
  };
}

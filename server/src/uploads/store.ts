import { existsSync } from 'node:fs';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DOCUMENT_TYPE_OF_EXT } from './sniff';

/** An uploaded file as stored: its sniffed content type and bytes. */
export interface StoredUpload {
  type: string;
  bytes: Buffer;
}

/**
 * Where uploaded files (images, documents, videos) live. One machine keeps them in a folder next
 * to its SQLite file (here); a fleet keeps them in the shared database (database-store.ts), so a
 * file uploaded through one instance is served by every other. Names are random
 * (`<32 hex>.<ext>`) and never reused; `put` refuses to overwrite. Large files go in and out as
 * streams (`putFile`, `stream`): neither store holds a whole video in memory.
 */
export interface UploadStore {
  readonly kind: 'directory' | 'database';
  put(name: string, type: string, bytes: Buffer): Promise<void>;
  /** Like put, but an existing file of that name is kept (the demo images on every start). */
  putIfMissing(name: string, type: string, bytes: Buffer): Promise<void>;
  /**
   * Stores the file at `file` (a finished resumable upload) under `name`, streamed: moved when the
   * store is a folder on the same disk, else read in chunks. The caller removes `file` afterwards.
   */
  putFile(name: string, type: string, file: string): Promise<void>;
  /** A whole stored file, for the small ones read to check them (an icon's pixel size). */
  get(name: string): Promise<StoredUpload | null>;
  /** A stored file's type and size, or null when there is none of that name. */
  stat(name: string): Promise<{ type: string; size: number } | null>;
  /** Bytes `start` to `end` (inclusive, within the size `stat` gave) of a stored file, as a stream. */
  stream(name: string, start: number, end: number): Readable;
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

const missingIsNull = <T>(err: unknown): T | null => {
  if ((err as { code?: string }).code === 'ENOENT') return null;
  throw err;
};

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
    get: async (name) => readFile(path.join(dir, name)).then((bytes) => ({ type: typeOfName(name), bytes }), missingIsNull<StoredUpload>),
    stat: async (name) => stat(path.join(dir, name)).then((s) => ({ type: typeOfName(name), size: s.size }), missingIsNull<{ type: string; size: number }>),
    stream: (name, start, end) => createReadStream(path.join(dir, name), { start, end }),
  };
}

import type { z } from 'zod';
import type { Db } from '../db/database';
import { codecsOf, encodeRecord } from '../kit/codec';
import type { UploadStore } from '../uploads/store';
import { rng } from './random';

type Rec = Record<string, unknown>;

const DAY = 24 * 60 * 60 * 1000;

/** What a resource's demo seed gets: the database, the clock, the stored demo images and deterministic randomness. */
export interface DemoContext {
  /** The seed's transaction (the startup connection itself for a seed that stores uploads). */
  db: Db;
  uploads: UploadStore;
  now: Date;
  /** The demo images' /uploads/ URLs. */
  images: readonly string[];
  /**
   * The random sequence the first seeds of DEMO_SEEDS draw from in turn: their order is part of
   * the data (a seed drawing more or fewer numbers changes every later one's records).
   */
  r: ReturnType<typeof rng>;
  /** `now` moved by a number of days, as ISO text. */
  at(offsetDays?: number): string;
  /** created_at `ageDays` ago, updated_at a random day since (drawn from `r`), version 1. */
  meta(ageDays: number): Rec;
  /** created_at and updated_at both `now` moved by a number of days (no draw), version 1. */
  stamp(offsetDays: number): Rec;
  /** A random-looking uuid from a sequence of its own, so a demo database's keys are the same every time. */
  uuid(): string;
  /** A name like an uploaded file's (32 hex digits and the extension), from the uuids' sequence. */
  fileName(ext: string): string;
}

/** One resource's demo records (or a few resources' written together), run by seedDemo in DEMO_SEEDS order. */
export interface DemoSeed {
  /** The tables it adds rows to (a test checks this and that the tables they reference are seeded first). */
  tables: readonly string[];
  /** Stores uploads, whose store may use the startup connection: runs on it, not in a transaction. */
  storesUploads?: true;
  run(c: DemoContext): Promise<void>;
}

/** The context of one demo run at `now`: the same numbers, times and uuids every time. */
export function demoContext(db: Db, uploads: UploadStore, now: Date, images: readonly string[]): DemoContext {
  const r = rng(20270101);
  const ids = rng(20270102);
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(ids.next() * 16).toString(16)).join('');
  const at = (offsetDays = 0) => new Date(now.getTime() + offsetDays * DAY).toISOString();
  return {
    db,
    uploads,
    now,
    images,
    r,
    at,
    meta: (ageDays) => ({ created_at: at(-ageDays), updated_at: at(-Math.max(0, ageDays - r.int(0, ageDays))), version: 1 }),
    stamp: (offsetDays) => ({ created_at: at(offsetDays), updated_at: at(offsetDays), version: 1 }),
    fileName: (ext) => `${hex(32)}.${ext}`,
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[Math.floor(ids.next() * 4)]}${hex(3)}-${hex(12)}`,
  };
}

/** Records of a contract resource, encoded the way its repository stores them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const encoder = (schema: z.ZodObject<any>) => {
  const codecs = codecsOf(schema.shape);
  return (rec: Rec) => encodeRecord(codecs, rec);
};

/** Inserts rows in chunks that keep each statement under SQLite's parameter limit. */
export async function insertMany(db: Db, table: string, rows: Rec[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + 200))
      .execute();
}

/** The ids of the subjects by code (reference data, seeded before any demo seed): demo records name subjects by code. */
export async function subjectIdsByCode(db: Db): Promise<(code: string) => number | null> {
  const subjects = await db.selectFrom('subject').select(['id', 'code']).execute();
  return (code) => (subjects.find((s) => s.code === code)?.id as number | undefined) ?? null;
}

import { sql } from 'kysely';
import type { Db } from '../database';
import { bytes, isPostgres } from './helpers';

/** Bytes per row of `upload_chunk`: every chunk of a file but its last has exactly this many. */
export const UPLOAD_CHUNK_BYTES = 1024 * 1024;

/** Bookkeeping tables whose writes no list total depends on (the bytes of stored uploads). */
export const UPLOAD_CHUNK_TABLES = ['upload_chunk'];

/**
 * The uploads a database keeps (a fleet's) are stored in chunks of UPLOAD_CHUNK_BYTES, one row
 * each, written as the file streams in and read back one at a time, so a 2 GB video never sits
 * whole in the server's memory. `upload` keeps each file's type and size; its `data` column moves
 * into chunks here, in SQL (no file passes through the server), and is dropped. Sizes above 2 GB
 * need a bigint on PostgreSQL.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('upload_chunk')
    .addColumn('name', 'varchar(64)', (c) => c.notNull().references('upload.name').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .$call(bytes(db, 'data'))
    .addPrimaryKeyConstraint('upload_chunk_pk', ['name', 'seq'])
    .execute();
  const n = sql.lit(UPLOAD_CHUNK_BYTES);
  if (isPostgres(db)) {
    // Stored as they come: uploads are mostly compressed already (video, zip, Office), so
    // PostgreSQL's attempt at compressing each chunk would cost time for nothing.
    await sql`alter table upload_chunk alter column data set storage external`.execute(db);
    await sql`insert into upload_chunk (name, seq, data)
      select u.name, g.seq, substring(u.data from g.seq * ${n} + 1 for ${n})
      from upload u cross join lateral generate_series(0, (octet_length(u.data) - 1) / ${n}) as g(seq)
      where octet_length(u.data) > 0`.execute(db);
    await sql`alter table upload alter column size type bigint`.execute(db);
  } else {
    await sql`with recursive c(name, seq) as (
        select name, 0 from upload where length(data) > 0
        union all
        select c.name, c.seq + 1 from c join upload u on u.name = c.name where (c.seq + 1) * ${n} < length(u.data)
      )
      insert into upload_chunk (name, seq, data)
      select c.name, c.seq, substr(u.data, c.seq * ${n} + 1, ${n}) from c join upload u on u.name = c.name`.execute(db);
  }
  await db.schema.alterTable('upload').dropColumn('data').execute();
}

import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { isPostgres } from '../../db/migrations/helpers';

/*
 * An index of the question stems' trigrams, so text in a stem is found without reading every stem
 * (stem-search.ts). SQLite: an FTS5 table with the trigram tokenizer over `question.stem`
 * (external content), kept in step by triggers on every insert, change of stem and delete, which
 * every write of a question goes through (saves, import confirms, restores, deletes).
 * PostgreSQL: a GIN index of pg_trgm, which the database keeps itself. pg_trgm is a trusted
 * extension: an owner of the database may create it without being a superuser. Where it is not
 * installed and cannot be, the migration says so and goes on without the index: searches give
 * the same rows, by reading every stem.
 */
/**
 * The FTS5 table and the tables SQLite keeps it in. They need no write generation of their own:
 * they change only in the statement that changes `question`, whose generation that bumps.
 */
export const STEM_INDEX_TABLES = [
  'question_stem_fts',
  'question_stem_fts_config',
  'question_stem_fts_data',
  'question_stem_fts_docsize',
  'question_stem_fts_idx',
];

export async function up(db: Db): Promise<void> {
  if (isPostgres(db)) return postgres(db);
  await sql`create virtual table question_stem_fts using fts5(stem, content='question', content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`insert into question_stem_fts(question_stem_fts) values ('rebuild')`.execute(db);
  await sql`create trigger question_stem_fts_insert after insert on question begin
    insert into question_stem_fts(rowid, stem) values (new.id, new.stem);
  end`.execute(db);
  await sql`create trigger question_stem_fts_delete after delete on question begin
    insert into question_stem_fts(question_stem_fts, rowid, stem) values ('delete', old.id, old.stem);
  end`.execute(db);
  await sql`create trigger question_stem_fts_update after update of stem on question begin
    insert into question_stem_fts(question_stem_fts, rowid, stem) values ('delete', old.id, old.stem);
    insert into question_stem_fts(rowid, stem) values (new.id, new.stem);
  end`.execute(db);
}

async function postgres(db: Db): Promise<void> {
  const { rows } = await sql<{ installed: boolean; available: boolean; allowed: boolean }>`select
      exists (select 1 from pg_extension where extname = 'pg_trgm') as installed,
      exists (select 1 from pg_available_extensions where name = 'pg_trgm') as available,
      (coalesce((select rolsuper from pg_roles where rolname = current_user), false)
        or has_database_privilege(current_database(), 'CREATE')) as allowed`.execute(db);
  const s = rows[0];
  if (!s.installed && !(s.available && s.allowed)) {
    console.warn(
      `migration 174-question-stem-search: pg_trgm is ${s.available ? 'available but this account may not create it' : 'not installed on this server'}; ` +
        'the question bank searches stems without an index (the same rows, slower). ' +
        'Run "create extension pg_trgm" as a superuser and "create index question_stem_trgm_idx on question using gin (stem gin_trgm_ops)" to add it.',
    );
    return;
  }
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index question_stem_trgm_idx on question using gin (stem gin_trgm_ops)`.execute(db);
}

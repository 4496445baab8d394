import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { isPostgres } from '../../db/migrations/helpers';
import type { Qb } from '../../kit/query';

/*
 * Text in a question's stem (the bank's `stem` filter): the rows are those of `stem LIKE %term%`,
 * as for every text filter, found through an index of the stem's trigrams (migration
 * 174-question-stem-search). On SQLite an FTS5 trigram table gives the candidates and the LIKE
 * keeps exactly today's rows (the index folds more letters' case than LIKE does). PostgreSQL
 * answers the LIKE itself from the pg_trgm index when it has one. A trigram index holds no term
 * shorter than three characters (一, 极限), so those are compared row by row, as before.
 */

/** The shortest term a trigram index finds. */
export const TRIGRAM = 3;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** An FTS5 string: the term as one phrase, its quotes doubled. */
const phrase = (term: string) => `"${term.replace(/"/g, '""')}"`;

export function stemFilter(q: Qb, term: string, db?: Db): Qb {
  const like = q.where(sql<boolean>`${sql.ref('question.stem')} like ${`%${likeEscape(term)}%`} escape '\\'`);
  if (!db || isPostgres(db) || [...term].length < TRIGRAM) return like;
  return like.where(sql<boolean>`${sql.ref('question.id')} in (select rowid from question_stem_fts where question_stem_fts match ${phrase(term)})`);
}

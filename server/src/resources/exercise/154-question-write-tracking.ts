import type { Db } from '../../db/database';
import { trackWrites } from '../../db/migrations/helpers';

/**
 * The question list's item statistics read `question_attempt`, and its history `question_revision`:
 * like every table a list reads, their writes bump a generation, so a list total cached by another
 * instance of a fleet is counted again after a write (kit/count-cache.ts). Migration 150 created
 * them without it.
 */
export async function up(db: Db): Promise<void> {
  await trackWrites(db, 'question_revision');
  await trackWrites(db, 'question_attempt');
}

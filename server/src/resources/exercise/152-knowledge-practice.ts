import type { Db } from '../../db/database';
import { bool, collectionTable, int, optInt, text } from '../../db/migrations/helpers';

/** Knowledge practice sets (/exercise/knowledge-practice): a fixed list of questions or a drawing rule (its conditions one column each). */
export async function up(db: Db): Promise<void> {
  await collectionTable(db, 'knowledge_practice', [
    text('name'),
    int('subject_id'),
    int('knowledge_id'),
    text('mode', 'rule'),
    text('question_ids', '[]'),
    int('rule_count', 10),
    text('rule_types', '[]'),
    int('rule_difficulty_min', 1),
    int('rule_difficulty_max', 5),
    bool('rule_real_only'),
    optInt('rule_year_from'),
    optInt('rule_year_to'),
    int('sort'),
    bool('is_enable', 1),
  ]);
  await db.schema.createIndex('knowledge_practice_knowledge_idx').on('knowledge_practice').columns(['knowledge_id']).execute();
}

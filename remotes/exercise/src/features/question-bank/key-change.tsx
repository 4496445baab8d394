import type { Question } from '@admin/shared/contract/resources';
import { api } from '@admin/shared/data';
import { defineMessages, t } from '@admin/shared/i18n';
import type { Rec, SaveConfirm } from '@admin/shared/resource';

defineMessages({
  'exercise.keyChange.title': ['修改已有作答的题目的答案', 'Change the key of a question students have answered'],
  'exercise.keyChange.content': [
    '这道题已有 {attempts} 次作答，在 {packages} 个题包中。修改答案后，以往的作答仍按当时的答案记录对错，统计会混合新旧答案；题包中跟随最新版本的题目会立即使用新答案。',
    'Students answered this question {attempts} times; {packages} packages hold it. Past answers keep the mark they got under the old key, so its statistics mix both keys; packages that follow its latest revision use the new key at once.',
  ],
  'exercise.keyChange.ok': ['仍然保存', 'Save anyway'],
});

/** What decides right and wrong: the type, the key, the blanks' answers, the sub-questions' keys. */
const keyOf = (v: Rec) =>
  JSON.stringify([
    v.type,
    v.answer ?? [],
    ((v.blanks as { accepted: string[] }[] | undefined) ?? []).map((b) => b.accepted),
    ((v.sub_questions as { type: string; answer: string[]; blanks?: { accepted: string[] }[] }[] | undefined) ?? []).map((s) => [
      s.type,
      s.answer,
      (s.blanks ?? []).map((b) => b.accepted),
    ]),
  ]);

/**
 * Before a save that changes the key of a question students have answered: how many attempts
 * and packages it touches, read afresh, and the user's go-ahead.
 */
export async function confirmKeyChange(body: Rec, record: Rec | undefined, ask: SaveConfirm): Promise<boolean> {
  if (!record || keyOf({ ...record, ...body }) === keyOf(record)) return true;
  const fresh = (await api.question.get({ id: Number(record.id) })) as Question;
  if (!fresh.stats.attempts) return true;
  return ask({
    title: t('exercise.keyChange.title'),
    content: t('exercise.keyChange.content', { attempts: fresh.stats.attempts, packages: fresh.package_count }),
    okText: t('exercise.keyChange.ok'),
  });
}

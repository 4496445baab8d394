import { useState } from 'react';
import { Button, Select, Space } from 'antd';
import { api } from '@admin/shared/data';
import { defineMessages, useI18n } from '@admin/shared/i18n';
import { TreeInput, type BulkActionContext, type DataProvider } from '@admin/shared/resource';
import { knowledgeTree } from './knowledge-tree';

defineMessages({
  'exercise.question.bulk.what': ['批量修改', 'Change'],
  'exercise.question.bulk.difficulty': ['难度', 'Difficulty'],
  'exercise.question.bulk.knowledge': ['知识点', 'Knowledge points'],
  'exercise.question.bulk.tags': ['标签', 'Tags'],
  'exercise.question.bulk.apply': ['应用', 'Apply'],
  'exercise.question.bulk.done': ['已修改 {n} 道题（每道题保存为新版本）', 'Changed {n} questions (each saved as a new revision)'],
  'exercise.question.bulk.package': ['加入题包', 'Add to package'],
  'exercise.question.bulk.added': ['已加入 {n} 道题，{s} 道已在题包中', 'Added {n} questions; {s} were already in the package'],
});

type What = 'difficulty' | 'knowledge_ids' | 'tags';

/**
 * The bank's own bulk actions: set the difficulty, knowledge points or tags of the selected
 * questions (one bulk change, all or nothing), or add them to a package (one request).
 */
export function QuestionBulkChange({
  ctx,
  provider,
  packageId,
  sectionId = null,
}: {
  ctx: BulkActionContext;
  provider: DataProvider;
  /** On a package's page: the package the questions are added to (and its section). */
  packageId?: number;
  sectionId?: number | null;
}) {
  const { t } = useI18n();
  const [what, setWhat] = useState<What>('difficulty');
  const [difficulty, setDifficulty] = useState<number | undefined>();
  const [knowledge, setKnowledge] = useState<number[]>([]);
  const [tags, setTags] = useState<string[]>([]);
  const [pkg, setPkg] = useState<number | undefined>(packageId);
  const [pkgOptions, setPkgOptions] = useState<{ value: number; label: string }[]>([]);
  const { refs, busy, run, selected } = ctx;
  const value = what === 'difficulty' ? difficulty : what === 'knowledge_ids' ? knowledge : tags;
  const ready = what === 'difficulty' ? difficulty !== undefined : what === 'knowledge_ids' ? knowledge.length > 0 : tags.length > 0;
  const searchPackages = async (name: string) => {
    const r = (await api.quizPackage.list(null, { name: name || undefined, limit: 20 })) as { items: { id: number; name: string }[] };
    setPkgOptions(r.items.map((p) => ({ value: p.id, label: p.name })));
  };
  return (
    <Space size={4} wrap>
      <Select
        size="small"
        aria-label={t('exercise.question.bulk.what')}
        value={what}
        onChange={setWhat}
        style={{ width: 110 }}
        options={[
          { value: 'difficulty', label: t('exercise.question.bulk.difficulty') },
          { value: 'knowledge_ids', label: t('exercise.question.bulk.knowledge') },
          { value: 'tags', label: t('exercise.question.bulk.tags') },
        ]}
      />
      {what === 'difficulty' ? (
        <Select
          size="small"
          aria-label={t('exercise.question.bulk.difficulty')}
          value={difficulty}
          onChange={setDifficulty}
          style={{ width: 100 }}
          options={[1, 2, 3, 4, 5].map((v) => ({ value: v, label: '★'.repeat(v) }))}
        />
      ) : what === 'knowledge_ids' ? (
        <div style={{ width: 200 }}>
          <TreeInput
            source={knowledgeTree}
            multiple
            aria-label={t('exercise.question.bulk.knowledge')}
            value={knowledge}
            onChange={(v) => setKnowledge((v as number[] | null) ?? [])}
          />
        </div>
      ) : (
        <Select size="small" mode="tags" aria-label={t('exercise.question.bulk.tags')} value={tags} onChange={setTags} style={{ width: 180 }} />
      )}
      <Button
        size="small"
        disabled={busy || !ready}
        onClick={() =>
          run(async () => {
            const { items } = await provider.bulkPatch!(refs, { [what]: value });
            return t('exercise.question.bulk.done', { n: items.length });
          })
        }
      >
        {t('exercise.question.bulk.apply')}
      </Button>
      {packageId === undefined ? (
        <Select
          size="small"
          showSearch
          filterOption={false}
          aria-label={t('exercise.question.bulk.package')}
          placeholder={t('exercise.question.bulk.package')}
          value={pkg}
          onChange={setPkg}
          onSearch={(v) => void searchPackages(v)}
          onFocus={() => void searchPackages('')}
          options={pkgOptions}
          style={{ width: 180 }}
        />
      ) : null}
      <Button
        size="small"
        type={packageId === undefined ? 'default' : 'primary'}
        disabled={busy || pkg === undefined}
        onClick={() =>
          run(async () => {
            const r = (await api.quizItem.add(
              { package: pkg! },
              { section_id: packageId === undefined ? null : sectionId, question_ids: selected.map((q) => Number(q.id)) },
            )) as { added: number; skipped: number[] };
            return t('exercise.question.bulk.added', { n: r.added, s: r.skipped.length });
          })
        }
      >
        {t('exercise.question.bulk.package')}
      </Button>
    </Space>
  );
}

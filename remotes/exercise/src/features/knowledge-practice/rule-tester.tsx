import { useEffect, useState } from 'react';
import { Checkbox, Flex, Select, Switch, Typography } from 'antd';
import { api } from '@admin/shared/data';
import { defineMessages, t } from '@admin/shared/i18n';
import { TreeInput } from '@admin/shared/resource';
import { knowledgeTree } from '../question-bank/knowledge-tree';
import { PRACTICE_TYPE_OPTIONS } from './knowledge-practice-resource';

defineMessages({
  'exercise.practice.tester': ['试一试规则', 'Try a rule'],
  'exercise.practice.tester.pick': ['先选择知识点', 'Pick a knowledge point first'],
  'exercise.practice.tester.count': ['当前匹配 {n} 道已启用的题目（含下级知识点）', '{n} enabled questions match now (points below included)'],
});

/** Waits this long after the last change before asking the server. */
const DEBOUNCE_MS = 250;

/**
 * A rule tried before it is saved: the enabled questions it matches under a knowledge point,
 * counted by the server as the conditions change (GET practice/knowledge-practice/match/).
 */
export function RuleTester() {
  const [knowledge, setKnowledge] = useState<number | null>(null);
  const [types, setTypes] = useState<string[]>([]);
  const [range, setRange] = useState<[number, number]>([1, 5]);
  const [realOnly, setRealOnly] = useState(false);
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (knowledge === null) return;
    let live = true;
    const timer = setTimeout(() => {
      const rule = { count: 10, types, difficulty_min: range[0], difficulty_max: range[1], real_only: realOnly, year_from: null, year_to: null };
      void (api.knowledgePractice.match(null, { knowledge_id: knowledge, rule: JSON.stringify(rule) }) as Promise<{ count: number }>).then((r) => {
        if (live) setCount(r.count);
      });
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [knowledge, types, range, realOnly]);
  const stars = [1, 2, 3, 4, 5].map((v) => ({ value: v, label: '★'.repeat(v) }));
  return (
    <section aria-labelledby="rule-tester-title" style={{ marginBottom: 12, padding: 12, border: '1px solid #f0f0f0', borderRadius: 8 }}>
      <Typography.Title level={5} id="rule-tester-title" style={{ marginTop: 0 }}>
        {t('exercise.practice.tester')}
      </Typography.Title>
      <Flex gap={12} wrap align="center">
        <div style={{ width: 220 }}>
          <TreeInput
            source={knowledgeTree}
            aria-label={t('exercise.practice.knowledge')}
            value={knowledge ?? undefined}
            onChange={(v) => setKnowledge((v as number | null) ?? null)}
          />
        </div>
        <Checkbox.Group
          aria-label={t('exercise.practice.types')}
          value={types}
          onChange={(v) => setTypes(v as string[])}
          options={PRACTICE_TYPE_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
        />
        <Select
          aria-label={t('exercise.practice.difficultyMin')}
          value={range[0]}
          onChange={(v) => setRange([v, range[1]])}
          options={stars}
          style={{ width: 100 }}
        />
        <Select
          aria-label={t('exercise.practice.difficultyMax')}
          value={range[1]}
          onChange={(v) => setRange([range[0], v])}
          options={stars}
          style={{ width: 100 }}
        />
        <label>
          <Switch size="small" checked={realOnly} onChange={setRealOnly} /> {t('exercise.practice.realOnly')}
        </label>
      </Flex>
      <p role="status" aria-live="polite" style={{ margin: '8px 0 0' }}>
        {knowledge === null ? t('exercise.practice.tester.pick') : count === null ? '…' : t('exercise.practice.tester.count', { n: count })}
      </p>
    </section>
  );
}

import { PRACTICE_MODES, QUESTION_TYPES, knowledgePractice } from '@admin/shared/contract/resources';
import { defineMessages } from '@admin/shared/i18n';
import { enableField, resourceDef, sortField, subjectField, TreeCell } from '@admin/shared/resource';
import { knowledgeTree } from '../question-bank/knowledge-tree';

defineMessages({
  'exercise.practice.name': ['练习名称', 'Practice set'],
  'exercise.practice.knowledge': ['知识点', 'Knowledge point'],
  'exercise.practice.mode': ['出题方式', 'Questions'],
  'exercise.practice.mode.fixed': ['固定题目', 'A fixed list'],
  'exercise.practice.mode.rule': ['按规则抽题', 'Drawn by a rule'],
  'exercise.practice.questionIds': ['题目 ID', 'Question IDs'],
  'exercise.practice.questionIds.help': ['按顺序填写题库中的题目 ID，用逗号或空格分隔', 'Question IDs of the bank in order, separated by commas or spaces'],
  'exercise.practice.count': ['抽题数', 'Questions drawn'],
  'exercise.practice.types': ['题型', 'Types'],
  'exercise.practice.types.help': ['不选表示任意题型', 'None ticked: any type'],
  'exercise.practice.difficultyMin': ['最低难度', 'Lowest difficulty'],
  'exercise.practice.difficultyMax': ['最高难度', 'Highest difficulty'],
  'exercise.practice.realOnly': ['只抽真题', 'Past exams only'],
  'exercise.practice.yearFrom': ['真题年份从', 'Exam years from'],
  'exercise.practice.yearTo': ['真题年份到', 'Exam years to'],
  'exercise.practice.matching': ['可用题数', 'Questions available'],
});

const DIFFICULTY = [1, 2, 3, 4, 5].map((v) => ({ value: v, label: '★'.repeat(v) }));
export const PRACTICE_TYPE_OPTIONS = QUESTION_TYPES.map((v) => ({ value: v, label: `exercise.question.type.${v}` }));
const isRule = (v: Record<string, unknown>) => v.mode !== 'fixed';

/** Practice sets on the knowledge tree: a fixed list of questions, or a rule with the questions it matches now. */
export const knowledgePracticeResource = resourceDef(knowledgePractice, {
  title: 'route./exercise/knowledge-practice',
  titleField: 'name',
  defaultOrdering: 'sort',
  fields: [
    { name: 'name', label: 'exercise.practice.name', type: 'text', list: { width: 140 }, search: true },
    subjectField({ list: { width: 100, defaultHidden: true }, search: true, emptyValue: undefined }),
    {
      name: 'knowledge_id',
      label: 'exercise.practice.knowledge',
      type: 'tree',
      tree: knowledgeTree,
      list: { width: 160, render: (v) => <TreeCell source={knowledgeTree} value={v} /> },
    },
    {
      name: 'mode',
      label: 'exercise.practice.mode',
      type: 'radio',
      options: PRACTICE_MODES.map((v) => ({ value: v, label: `exercise.practice.mode.${v}` })),
      list: { width: 110 },
      search: true,
    },
    {
      name: 'question_ids',
      label: 'exercise.practice.questionIds',
      type: 'idList',
      list: false,
      form: { showIf: (v) => v.mode === 'fixed', help: 'exercise.practice.questionIds.help' },
    },
    { name: 'rule_count', label: 'exercise.practice.count', type: 'number', list: { width: 80 }, form: { showIf: isRule } },
    {
      name: 'rule_types',
      label: 'exercise.practice.types',
      type: 'checkboxes',
      options: PRACTICE_TYPE_OPTIONS,
      list: false,
      form: { showIf: isRule, help: 'exercise.practice.types.help' },
    },
    { name: 'rule_difficulty_min', label: 'exercise.practice.difficultyMin', type: 'select', options: DIFFICULTY, list: false, form: { showIf: isRule } },
    { name: 'rule_difficulty_max', label: 'exercise.practice.difficultyMax', type: 'select', options: DIFFICULTY, list: false, form: { showIf: isRule } },
    { name: 'rule_real_only', label: 'exercise.practice.realOnly', type: 'switch', list: false, form: { showIf: isRule } },
    { name: 'rule_year_from', label: 'exercise.practice.yearFrom', type: 'number', emptyValue: null, list: false, form: { showIf: isRule } },
    { name: 'rule_year_to', label: 'exercise.practice.yearTo', type: 'number', emptyValue: null, list: false, form: { showIf: isRule } },
    { name: 'matching_count', label: 'exercise.practice.matching', type: 'number', form: false, list: { width: 90 } },
    sortField({ list: { width: 70, defaultHidden: true } }),
    enableField({ list: { width: 80 } }),
  ],
});

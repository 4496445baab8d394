import { OPTION_LABELS, QUESTION_SOURCES, QUESTION_TYPES, SUB_QUESTION_TYPES, question, questionCheck, type Question } from '@admin/shared/contract/resources';
import { defineMessages, t } from '@admin/shared/i18n';
import {
  enableField,
  formulaFieldErrors,
  FormulaText,
  listTag,
  resourceDef,
  subjectField,
  TreeCell,
  type FieldDef,
  type Option,
  type Rec,
} from '@admin/shared/resource';
import { allKnowledgePoints, knowledgeTree } from './knowledge-tree';
import { confirmKeyChange } from './key-change';
import { QuestionView, viewable } from './question-view';
import { SimilarQuestions } from './similar-questions';

defineMessages({
  'exercise.question': ['题目', 'Question'],
  'exercise.question.type': ['题型', 'Type'],
  'exercise.question.type.single': ['单选题', 'Single choice'],
  'exercise.question.type.multiple': ['多选题', 'Multiple choice'],
  'exercise.question.type.indefinite': ['不定项', 'One or more'],
  'exercise.question.type.judge': ['判断题', 'True / false'],
  'exercise.question.type.blank': ['填空题', 'Fill in the blanks'],
  'exercise.question.type.subjective': ['主观题', 'Written answer'],
  'exercise.question.type.composite': ['材料题', 'Passage with questions'],
  'exercise.question.stem': ['题干', 'Stem'],
  'exercise.question.stem.help': [
    '公式写作 $…$（行内）或 $$…$$（独立一行），LaTeX 语法；无法解析的公式不能保存',
    'Type formulas as $…$ (inline) or $$…$$ (own line) in LaTeX; a formula that does not parse cannot be saved',
  ],
  'exercise.question.options': ['选项', 'Options'],
  'exercise.question.option.label': ['字母', 'Letter'],
  'exercise.question.option.text': ['内容', 'Text'],
  'exercise.question.option.note': ['选项解析', 'Why'],
  'exercise.question.answer': ['答案', 'Key'],
  'exercise.question.answer.T': ['对', 'True'],
  'exercise.question.answer.F': ['错', 'False'],
  'exercise.question.blanks': ['填空', 'Blanks'],
  'exercise.question.blank.accepted': ['可接受的答案', 'Accepted answers'],
  'exercise.question.blank.space': ['忽略空格', 'Ignore spaces'],
  'exercise.question.blank.width': ['全角半角视为相同', 'Full and half width alike'],
  'exercise.question.blank.case': ['忽略大小写', 'Ignore case'],
  'exercise.question.referenceAnswer': ['参考答案', 'Model answer'],
  'exercise.question.scorePoints': ['得分点', 'Scoring points'],
  'exercise.question.scorePoint.text': ['得分点', 'Point'],
  'exercise.question.partialCredit': ['部分得分', 'Partial credit'],
  'exercise.question.partialCredit.help': [
    '多选 / 不定项选对部分得一半分；填空题每空单独计分',
    'Multiple choice: a correct subset scores half; blanks score one by one',
  ],
  'exercise.question.subQuestions': ['小题', 'Sub-questions'],
  'exercise.question.sharedOptions': ['共用选项', 'Shared options'],
  'exercise.question.sharedOptions.help': ['七选五、匹配题：所有小题从这些选项中选择', 'Gap filling and matching: every sub-question chooses from these'],
  'exercise.question.analysis': ['解析', 'Analysis'],
  'exercise.question.analysisVideo': ['解析视频', 'Analysis video'],
  'exercise.question.difficulty': ['难度', 'Difficulty'],
  'exercise.question.score': ['分值', 'Score'],
  'exercise.question.knowledge': ['知识点', 'Knowledge points'],
  'exercise.question.tags': ['标签', 'Tags'],
  'exercise.question.source': ['来源', 'Source'],
  'exercise.question.source.real': ['真题', 'Past exam'],
  'exercise.question.source.mock': ['模拟题', 'Mock exam'],
  'exercise.question.source.textbook': ['教材', 'Textbook'],
  'exercise.question.source.original': ['原创', 'Original'],
  'exercise.question.examYear': ['真题年份', 'Exam year'],
  'exercise.question.paper': ['试卷', 'Paper'],
  'exercise.question.questionNo': ['题号', 'Number'],
  'exercise.question.stats': ['作答统计', 'Answers'],
  'exercise.question.stats.value': ['{n} 次 · 正确率 {rate}', '{n} · {rate} right'],
  'exercise.question.firstRate': ['首答正确率', 'First try right'],
  'exercise.question.median': ['用时中位数', 'Median time'],
  'exercise.question.median.value': ['{s} 秒', '{s} s'],
  'exercise.question.optionSpread': ['选项分布', 'Options chosen'],
  'exercise.question.suspectKey': ['答案可能有误', 'Key may be wrong'],
  'exercise.question.duplicate': ['与 {ids} 重复', 'Same as {ids}'],
  'exercise.question.packages': ['所在题包', 'In packages'],
  'exercise.question.revision': ['版本', 'Revision'],
  'exercise.question.editorPreview': ['学生看到的样子', 'As students see it'],
});

/** Under the editor: questions of the bank like this one, and the question drawn as students see it. */
function EditorExtra({ values, record }: { values: Rec; record?: Rec }) {
  return (
    <>
      <SimilarQuestions values={values} record={record} />
      {values.stem ? (
        <section aria-label={t('exercise.question.editorPreview')} style={{ marginBottom: 16 }}>
          <h4 style={{ margin: '0 0 8px' }}>{t('exercise.question.editorPreview')}</h4>
          <div style={{ maxWidth: 375, padding: 12, border: '1px solid #d9d9d9', borderRadius: 16 }}>
            <QuestionView q={viewable(values)} show={{ showAnswer: true, showAnalysis: false }} />
          </div>
        </section>
      ) : null}
    </>
  );
}

const typeOptions = (types: readonly string[]) => types.map((v) => ({ value: v, label: `exercise.question.type.${v}` }));
export const TYPE_OPTIONS = typeOptions(QUESTION_TYPES);
const SOURCE_OPTIONS = QUESTION_SOURCES.map((v) => ({ value: v, label: `exercise.question.source.${v}` }));
const CHOICE = ['single', 'multiple', 'indefinite'];
const LETTERS = OPTION_LABELS.map((l) => ({ value: l, label: l }));
const JUDGE_OPTIONS = [
  { value: 'T', label: 'exercise.question.answer.T' },
  { value: 'F', label: 'exercise.question.answer.F' },
];
/** Every value a key can hold (the list column reads them); the form offers those of the question's type. */
const ANSWER_OPTIONS = [...LETTERS, ...JUDGE_OPTIONS];

/**
 * The key offered for a question or sub-question: 对 / 错 when it is true/false, else the letters
 * of its options (a sub-question without its own chooses from the passage's shared ones).
 */
export function answerChoices(values: Rec, parent?: Rec): readonly Option[] {
  if (values.type === 'judge') return JUDGE_OPTIONS;
  if (!CHOICE.includes(String(values.type))) return [];
  const own = (values.options as { label?: string }[] | undefined) ?? [];
  const options = own.length || !parent ? own : ((parent.shared_options as { label?: string }[] | undefined) ?? []);
  const labels = new Set(options.map((o) => o?.label));
  return LETTERS.filter((l) => labels.has(l.value));
}
const DIFFICULTY_OPTIONS = [1, 2, 3, 4, 5].map((v) => ({ value: v, label: '★'.repeat(v) }));

const is =
  (...types: string[]) =>
  (v: Rec) =>
    types.includes(String(v.type));

const optionFields: FieldDef[] = [
  { name: 'label', label: 'exercise.question.option.label', type: 'select', options: LETTERS },
  { name: 'text', label: 'exercise.question.option.text', type: 'text' },
  { name: 'note', label: 'exercise.question.option.note', type: 'text' },
];
const blankFields: FieldDef[] = [
  { name: 'accepted', label: 'exercise.question.blank.accepted', type: 'tags' },
  { name: 'ignore_space', label: 'exercise.question.blank.space', type: 'switch' },
  { name: 'ignore_width', label: 'exercise.question.blank.width', type: 'switch' },
  { name: 'ignore_case', label: 'exercise.question.blank.case', type: 'switch' },
  { name: 'score', label: 'exercise.question.score', type: 'number' },
];

/** The share of attempts right, as a percentage. */
export const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)}%`);

/** Attempts and correct rate, with the likely-wrong-key warning. */
function statsCell(_v: unknown, r: Rec) {
  const s = (r as Question).stats;
  if (!s?.attempts) return '—';
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {t('exercise.question.stats.value', { n: s.attempts, rate: percent(s.correct_rate) })}
      {s.suspect_key ? <> {listTag('red', t('exercise.question.suspectKey'))}</> : null}
    </span>
  );
}

function optionSpreadCell(_v: unknown, r: Rec) {
  const s = (r as Question).stats;
  const keys = Object.keys(s?.options ?? {}).sort();
  if (!keys.length) return '—';
  const key = new Set((r as Question).answer);
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {keys.map((k) => (
        <span key={k} style={{ marginRight: 6, fontWeight: key.has(k) ? 600 : undefined }}>
          {k} {s.options[k]}
        </span>
      ))}
    </span>
  );
}

/** The stem as students read it (formulas drawn), with a duplicate warning. */
function stemCell(_v: unknown, r: Rec) {
  const q = r as Question;
  return (
    <div style={{ maxHeight: 66, overflow: 'hidden' }}>
      {q.duplicate_of?.length ? (
        <div>{listTag('orange', t('exercise.question.duplicate', { ids: q.duplicate_of.map((id) => `#${id}`).join(', ') }))}</div>
      ) : null}
      <FormulaText text={q.stem} html block />
    </div>
  );
}

/** Client-side: the contract's rules plus KaTeX's parse of every formula, as the server checks. */
const checkWithFormulas = (v: Rec) => [...questionCheck(v), ...formulaFieldErrors(v)];

/** The question bank: list (with statistics), search, the editor of every type, bulk changes, history. */
export const questionResource = resourceDef(question, {
  title: 'exercise.question',
  titleField: 'id',
  schemas: { check: checkWithFormulas },
  formExtra: (values, record) => <EditorExtra values={values} record={record} />,
  beforeSave: confirmKeyChange,
  createDefaults: { type: 'single', options: ['A', 'B', 'C', 'D'].map((label) => ({ label, text: '', note: '' })), answer: [], score: 2, difficulty: 3 },
  fields: [
    { name: 'id', label: 'ID', type: 'number', form: false, list: { width: 60 } },
    { name: 'type', label: 'exercise.question.type', type: 'select', options: TYPE_OPTIONS, list: { width: 100 }, search: true },
    subjectField({ list: { width: 90, defaultHidden: true }, search: true, emptyValue: undefined }),
    {
      name: 'stem',
      label: 'exercise.question.stem',
      type: 'richText',
      formulas: true,
      form: { help: 'exercise.question.stem.help' },
      list: { width: 250, render: stemCell },
      search: true,
    },
    { name: 'options', label: 'exercise.question.options', type: 'list', item: { fields: optionFields }, list: false, form: { showIf: is(...CHOICE) } },
    {
      name: 'answer',
      label: 'exercise.question.answer',
      type: 'checkboxes',
      options: ANSWER_OPTIONS,
      list: {
        width: 70,
        defaultHidden: true,
        render: (v) => (v as string[]).map((a) => (a === 'T' ? t('exercise.question.answer.T') : a === 'F' ? t('exercise.question.answer.F') : a)).join(''),
      },
      form: { showIf: is(...CHOICE, 'judge'), optionsOf: answerChoices },
    },
    { name: 'blanks', label: 'exercise.question.blanks', type: 'list', item: { fields: blankFields }, list: false, form: { showIf: is('blank') } },
    {
      name: 'reference_answer',
      label: 'exercise.question.referenceAnswer',
      type: 'richText',
      formulas: true,
      list: false,
      form: { showIf: is('subjective') },
    },
    {
      name: 'score_points',
      label: 'exercise.question.scorePoints',
      type: 'list',
      item: {
        fields: [
          { name: 'text', label: 'exercise.question.scorePoint.text', type: 'text' },
          { name: 'score', label: 'exercise.question.score', type: 'number' },
        ],
      },
      list: false,
      form: { showIf: is('subjective') },
    },
    {
      name: 'shared_options',
      label: 'exercise.question.sharedOptions',
      type: 'list',
      item: { fields: optionFields },
      list: false,
      form: { showIf: is('composite'), help: 'exercise.question.sharedOptions.help' },
    },
    {
      name: 'sub_questions',
      label: 'exercise.question.subQuestions',
      type: 'list',
      item: {
        fields: [
          { name: 'type', label: 'exercise.question.type', type: 'select', options: typeOptions(SUB_QUESTION_TYPES) },
          { name: 'stem', label: 'exercise.question.stem', type: 'textarea' },
          { name: 'options', label: 'exercise.question.options', type: 'list', item: { fields: optionFields } },
          { name: 'answer', label: 'exercise.question.answer', type: 'checkboxes', options: ANSWER_OPTIONS, form: { optionsOf: answerChoices } },
          { name: 'blanks', label: 'exercise.question.blanks', type: 'list', item: { fields: blankFields } },
          { name: 'reference_answer', label: 'exercise.question.referenceAnswer', type: 'textarea' },
          { name: 'analysis', label: 'exercise.question.analysis', type: 'textarea' },
          { name: 'score', label: 'exercise.question.score', type: 'number' },
        ],
      },
      list: false,
      form: { showIf: is('composite') },
    },
    {
      name: 'partial_credit',
      label: 'exercise.question.partialCredit',
      type: 'switch',
      list: false,
      form: { showIf: is('multiple', 'indefinite', 'blank'), help: 'exercise.question.partialCredit.help' },
    },
    { name: 'analysis', label: 'exercise.question.analysis', type: 'richText', formulas: true, list: false },
    { name: 'analysis_video', label: 'exercise.question.analysisVideo', type: 'video', emptyValue: null, list: false },
    { name: 'difficulty', label: 'exercise.question.difficulty', type: 'select', options: DIFFICULTY_OPTIONS, list: { width: 80 }, search: true },
    { name: 'score', label: 'exercise.question.score', type: 'number', list: { width: 60 } },
    {
      name: 'knowledge_ids',
      label: 'exercise.question.knowledge',
      type: 'tree',
      tree: knowledgeTree,
      multiple: true,
      list: { width: 160, defaultHidden: true, render: (v) => <TreeCell source={knowledgeTree} value={v} /> },
    },
    { name: 'tags', label: 'exercise.question.tags', type: 'tags', list: { width: 120, defaultHidden: true } },
    { name: 'source', label: 'exercise.question.source', type: 'select', options: SOURCE_OPTIONS, list: { width: 80, defaultHidden: true }, search: true },
    { name: 'exam_year', label: 'exercise.question.examYear', type: 'number', emptyValue: null, list: { width: 80, defaultHidden: true }, search: true },
    { name: 'paper', label: 'exercise.question.paper', type: 'text', list: { width: 90, defaultHidden: true } },
    { name: 'question_no', label: 'exercise.question.questionNo', type: 'text', list: { width: 80, defaultHidden: true } },
    { name: 'stats', label: 'exercise.question.stats', type: 'text', form: false, list: { width: 150, render: statsCell } },
    {
      name: 'first_rate',
      label: 'exercise.question.firstRate',
      type: 'text',
      form: false,
      list: { width: 90, defaultHidden: true, render: (_v, r) => percent((r as Question).stats?.first_rate ?? null) },
    },
    {
      name: 'median_ms',
      label: 'exercise.question.median',
      type: 'text',
      form: false,
      list: {
        width: 90,
        defaultHidden: true,
        render: (_v, r) => {
          const ms = (r as Question).stats?.median_ms;
          return ms === null || ms === undefined ? '—' : t('exercise.question.median.value', { s: Math.round(ms / 1000) });
        },
      },
    },
    {
      name: 'option_spread',
      label: 'exercise.question.optionSpread',
      type: 'text',
      form: false,
      list: { width: 150, defaultHidden: true, render: optionSpreadCell },
    },
    { name: 'package_count', label: 'exercise.question.packages', type: 'number', form: false, list: { width: 80, defaultHidden: true } },
    { name: 'version', label: 'exercise.question.revision', type: 'number', form: false, list: { width: 70, defaultHidden: true } },
    enableField({ list: { width: 70 } }),
  ],
  filters: [
    {
      param: 'knowledge_id',
      label: 'exercise.question.knowledge',
      type: 'select',
      options: async () => (await allKnowledgePoints()).map((p) => ({ value: p.id, label: p.name })),
    },
    { param: 'tag', label: 'exercise.question.tags', type: 'text' },
  ],
});

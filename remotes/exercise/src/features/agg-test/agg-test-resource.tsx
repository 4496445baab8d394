import { EXAMS, UNLOCK_MODES, aggContent, aggTest, type QuizPackage } from '@admin/shared/contract/resources';
import { api } from '@admin/shared/data';
import { defineMessages } from '@admin/shared/i18n';
import { enableField, resourceDef, ReferenceCell, sortField, subjectField, type ReferenceSource } from '@admin/shared/resource';

defineMessages({
  'exercise.agg.name': ['测试名称', 'Test'],
  'exercise.agg.year': ['考研年份', 'Kaoyan year'],
  'exercise.agg.exam': ['对照考试', 'Checked against'],
  'exercise.agg.exam.english_one': ['英语一', 'English I'],
  'exercise.agg.exam.math_one': ['数学一', 'Math I'],
  'exercise.agg.exam.politics': ['政治', 'Politics'],
  'exercise.agg.schedule': ['考试时间', 'Sitting window'],
  'exercise.agg.publishAt': ['成绩发布', 'Results published'],
  'exercise.agg.attemptLimit': ['可考次数', 'Sittings allowed'],
  'exercise.agg.attemptLimit.help': ['0 表示不限', '0: unlimited'],
  'exercise.agg.unlock': ['解锁方式', 'Unlocking'],
  'exercise.agg.unlock.sequential': ['按顺序', 'In order'],
  'exercise.agg.unlock.free': ['自由', 'Any order'],
  'exercise.agg.ranking': ['排行榜', 'Ranking'],
  'exercise.agg.reportAd': ['报告页广告 ID', 'Report ad ID'],
  'exercise.agg.reportAd.help': ['测评报告广告（/ad/ad-report）中的广告 ID', 'An ad of the quiz report ads (/ad/ad-report)'],
  'exercise.agg.description': ['说明', 'Description'],
  'exercise.agg.packages': ['题包数', 'Packages'],
  'exercise.agg.questions': ['题数', 'Questions'],
  'exercise.agg.totalScore': ['总分', 'Total score'],
  'exercise.agg.package': ['题包', 'Package'],
  'exercise.agg.content.title': ['显示名称', 'Shown as'],
  'exercise.agg.content.title.help': ['留空则显示题包名称', 'Empty: the package’s name'],
});

const YEAR_OPTIONS = [2026, 2027, 2028].map((y) => ({ value: y, label: String(y) }));

/** Aggregated tests: packages taken as one test, with a window, results, attempts and ranking. */
export const aggTestResource = resourceDef(aggTest, {
  title: 'route./exercise/agg-pkg',
  titleField: 'name',
  defaultOrdering: 'sort',
  fields: [
    { name: 'name', label: 'exercise.agg.name', type: 'text', list: { width: 160 }, search: true },
    subjectField({ list: { width: 90, defaultHidden: true }, search: true }),
    {
      name: 'year',
      label: 'exercise.agg.year',
      type: 'select',
      options: YEAR_OPTIONS,
      emptyValue: null,
      list: { width: 80, defaultHidden: true },
      search: true,
    },
    {
      name: 'exam',
      label: 'exercise.agg.exam',
      type: 'select',
      options: EXAMS.map((v) => ({ value: v, label: `exercise.agg.exam.${v}` })),
      emptyValue: null,
      list: { width: 90 },
    },
    { name: 'start_at', end: 'end_at', label: 'exercise.agg.schedule', type: 'dateRange', list: { width: 180 } },
    { name: 'publish_at', label: 'exercise.agg.publishAt', type: 'dateTime', emptyValue: null, list: { defaultHidden: true } },
    {
      name: 'attempt_limit',
      label: 'exercise.agg.attemptLimit',
      type: 'number',
      form: { help: 'exercise.agg.attemptLimit.help' },
      list: { width: 80, defaultHidden: true },
    },
    {
      name: 'unlock_mode',
      label: 'exercise.agg.unlock',
      type: 'radio',
      options: UNLOCK_MODES.map((v) => ({ value: v, label: `exercise.agg.unlock.${v}` })),
      list: { width: 80, defaultHidden: true },
    },
    { name: 'ranking', label: 'exercise.agg.ranking', type: 'switch', list: { width: 70, defaultHidden: true } },
    { name: 'report_ad_id', label: 'exercise.agg.reportAd', type: 'number', emptyValue: null, form: { help: 'exercise.agg.reportAd.help' }, list: false },
    { name: 'description', label: 'exercise.agg.description', type: 'textarea', list: false },
    { name: 'package_count', label: 'exercise.agg.packages', type: 'number', form: false, list: { width: 70, defaultHidden: true } },
    { name: 'question_count', label: 'exercise.agg.questions', type: 'number', form: false, list: { width: 70, defaultHidden: true } },
    { name: 'total_score', label: 'exercise.agg.totalScore', type: 'number', form: false, list: { width: 70 } },
    sortField({ list: { width: 60, defaultHidden: true } }),
    enableField({ list: { width: 70 } }),
  ],
});

/** Published packages by name: GET practice/available-quiz-pkg/ (spec 7), the picker of a test's contents. */
export const availablePackages: ReferenceSource = {
  key: 'practice/available-quiz-pkg',
  search: async (text) => {
    const r = (await api.reference.availableQuizPackages(null, { name: text || undefined, limit: 20 })) as { items: QuizPackage[] };
    return r.items.map((p) => ({ value: p.id, label: p.name }));
  },
  // The call has no id filter: the published packages are few, read a page of them and keep those asked.
  byIds: async (ids) => {
    const r = (await api.reference.availableQuizPackages(null, { limit: 100 })) as { items: QuizPackage[] };
    const want = new Set(ids.map(Number));
    return r.items.filter((p) => want.has(p.id)).map((p) => ({ value: p.id, label: p.name }));
  },
};

/** The packages of one test, in the order students take them. */
export const aggContentResource = (testId: number) =>
  resourceDef(aggContent, {
    title: 'exercise.agg.packages',
    titleField: 'package_name',
    defaultOrdering: 'sort',
    fixedQuery: { agg_test_id: testId },
    fields: [
      {
        name: 'quiz_package_id',
        label: 'exercise.agg.package',
        type: 'reference',
        reference: availablePackages,
        list: { width: 220, render: (v) => <ReferenceCell source={availablePackages} value={v} /> },
      },
      { name: 'title', label: 'exercise.agg.content.title', type: 'text', form: { help: 'exercise.agg.content.title.help' }, list: { width: 160 } },
      { name: 'question_count', label: 'exercise.agg.questions', type: 'number', form: false, list: { width: 70 } },
      { name: 'total_score', label: 'exercise.agg.totalScore', type: 'number', form: false, list: { width: 70 } },
      sortField({ list: { width: 60, defaultHidden: true } }),
    ],
  });

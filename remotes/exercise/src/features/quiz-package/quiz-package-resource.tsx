import { ANALYSIS_SHOWN, QUIZ_PACKAGE_KINDS, QUIZ_PACKAGE_STATUSES, quizPackage } from '@admin/shared/contract/resources';
import { defineMessages } from '@admin/shared/i18n';
import { moneyField, platformField, resourceDef, scheduleField, sortField, subjectField } from '@admin/shared/resource';

defineMessages({
  'exercise.quizPackage.name': ['题包名称', 'Package'],
  'exercise.quizPackage.year': ['考研年份', 'Kaoyan year'],
  'exercise.quizPackage.kind': ['类型', 'Kind'],
  'exercise.quizPackage.kind.chapter': ['章节练习', 'Chapter practice'],
  'exercise.quizPackage.kind.real': ['真题', 'Past exam'],
  'exercise.quizPackage.kind.mock': ['模拟卷', 'Mock exam'],
  'exercise.quizPackage.kind.special': ['专项', 'Special topic'],
  'exercise.quizPackage.isFree': ['免费', 'Free'],
  'exercise.quizPackage.freePreview': ['试做题数', 'Free preview questions'],
  'exercise.quizPackage.freePreview.help': ['付费题包中可免费试做的前几道题', 'The first questions of a paid package anyone may try'],
  'exercise.quizPackage.timeLimit': ['限时（分钟）', 'Time limit (minutes)'],
  'exercise.quizPackage.timeLimit.help': ['0 表示不限时', '0: no limit'],
  'exercise.quizPackage.analysisShown': ['解析显示', 'Analysis shown'],
  'exercise.quizPackage.analysisShown.after_each': ['每题作答后', 'After each question'],
  'exercise.quizPackage.analysisShown.after_submit': ['交卷后', 'After handing in'],
  'exercise.quizPackage.analysisShown.after_end': ['活动结束后', 'After the schedule ends'],
  'exercise.quizPackage.shuffle': ['选项乱序', 'Shuffle options'],
  'exercise.quizPackage.status': ['状态', 'Status'],
  'exercise.quizPackage.status.draft': ['草稿', 'Draft'],
  'exercise.quizPackage.status.published': ['已发布', 'Published'],
  'exercise.quizPackage.questions': ['题数', 'Questions'],
  'exercise.quizPackage.totalScore': ['总分', 'Total score'],
});

const options = (prefix: string, values: readonly string[]) => values.map((v) => ({ value: v, label: `${prefix}.${v}` }));
const YEAR_OPTIONS = [2026, 2027, 2028].map((y) => ({ value: y, label: String(y) }));

/** Quiz packages: what students buy or get free to practise; the price is typed in yuan and stored in cents. */
export const quizPackageResource = resourceDef(quizPackage, {
  title: 'route./exercise/quiz-pkg',
  titleField: 'name',
  defaultOrdering: 'sort',
  fields: [
    { name: 'name', label: 'exercise.quizPackage.name', type: 'text', list: { width: 140 }, search: true },
    subjectField({ list: { width: 100 }, search: true }),
    {
      name: 'year',
      label: 'exercise.quizPackage.year',
      type: 'select',
      options: YEAR_OPTIONS,
      emptyValue: null,
      list: { width: 90, defaultHidden: true },
      search: true,
    },
    {
      name: 'kind',
      label: 'exercise.quizPackage.kind',
      type: 'select',
      options: options('exercise.quizPackage.kind', QUIZ_PACKAGE_KINDS),
      list: { width: 90 },
      search: true,
    },
    { name: 'question_count', label: 'exercise.quizPackage.questions', type: 'number', form: false, list: { width: 70 } },
    { name: 'total_score', label: 'exercise.quizPackage.totalScore', type: 'number', form: false, list: { width: 70 } },
    { name: 'is_free', label: 'exercise.quizPackage.isFree', type: 'switch', list: { width: 70, defaultHidden: true }, search: true },
    moneyField({ form: { showIf: (v) => v.is_free === false } }),
    {
      name: 'free_preview_count',
      label: 'exercise.quizPackage.freePreview',
      type: 'number',
      list: { width: 90, defaultHidden: true },
      form: { showIf: (v) => v.is_free === false, help: 'exercise.quizPackage.freePreview.help' },
    },
    {
      name: 'time_limit_minutes',
      label: 'exercise.quizPackage.timeLimit',
      type: 'number',
      list: { width: 100, defaultHidden: true },
      form: { help: 'exercise.quizPackage.timeLimit.help' },
    },
    {
      name: 'analysis_shown',
      label: 'exercise.quizPackage.analysisShown',
      type: 'radio',
      options: options('exercise.quizPackage.analysisShown', ANALYSIS_SHOWN),
      list: { width: 110, defaultHidden: true },
    },
    { name: 'shuffle_options', label: 'exercise.quizPackage.shuffle', type: 'switch', list: { width: 90, defaultHidden: true } },
    scheduleField({ list: { width: 180, defaultHidden: true }, emptyValue: null }),
    platformField({ list: { width: 160, defaultHidden: true } }),
    {
      name: 'status',
      label: 'exercise.quizPackage.status',
      type: 'select',
      options: options('exercise.quizPackage.status', QUIZ_PACKAGE_STATUSES),
      list: { width: 80 },
      search: true,
    },
    sortField({ list: { width: 70, defaultHidden: true } }),
  ],
});

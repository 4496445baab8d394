import { quizItem, quizSection, type QuizItem, type QuizSection } from '@admin/shared/contract/resources';
import { api } from '@admin/shared/data';
import { defineMessages, t } from '@admin/shared/i18n';
import { listTag, resourceDef, scoped, sortField, type ResourceDef } from '@admin/shared/resource';
import { TYPE_OPTIONS } from '../question-bank/question-resource';
import { QuestionView } from '../question-bank/question-view';

defineMessages({
  'exercise.quiz.sections': ['分节', 'Sections'],
  'exercise.quiz.section': ['分节', 'Section'],
  'exercise.quiz.section.title': ['标题', 'Title'],
  'exercise.quiz.section.note': ['说明', 'Note'],
  'exercise.quiz.section.none': ['（未分节）', '(no section)'],
  'exercise.quiz.items': ['题目', 'Questions'],
  'exercise.quiz.item.question': ['题目', 'Question'],
  'exercise.quiz.item.type': ['题型', 'Type'],
  'exercise.quiz.item.revision': ['版本', 'Revision'],
  'exercise.quiz.item.revision.help': ['留空则始终使用题目的最新版本', 'Empty: always the question’s latest revision'],
  'exercise.quiz.item.latest': ['最新（第 {n} 版）', 'Latest (revision {n})'],
  'exercise.quiz.item.pinned': ['固定第 {n} 版', 'Pinned to revision {n}'],
  'exercise.quiz.item.behind': ['最新为第 {n} 版', 'Latest is {n}'],
  'exercise.quiz.item.score': ['本包分值', 'Score here'],
  'exercise.quiz.item.score.help': ['留空则使用题目自己的分值', 'Empty: the question’s own score'],
});

/** The sections of a package (一、单项选择题 …), ordered. */
export const sectionResource = (packageId: number): ResourceDef =>
  scoped(
    resourceDef(quizSection, {
      title: 'exercise.quiz.sections',
      titleField: 'title',
      defaultOrdering: 'sort',
      fields: [
        { name: 'title', label: 'exercise.quiz.section.title', type: 'text', list: { width: 200 } },
        { name: 'note', label: 'exercise.quiz.section.note', type: 'text', list: { width: 240 } },
        sortField({ list: { width: 70 } }),
      ],
    }),
    { package: packageId },
  );

/** The sections as options of an item's section field. */
const sectionOptions = (packageId: number) => async () => {
  const r = (await api.quizSection.list({ package: packageId }, { limit: 100, ordering: 'sort' })) as { items: QuizSection[] };
  return r.items.map((s) => ({ value: s.id, label: s.title }));
};

const typeLabel = (type: string) => TYPE_OPTIONS.find((o) => o.value === type)?.label ?? type;

/** The items of a package, ordered by drag or keyboard; each shows its question as students see it. */
export const itemResource = (packageId: number): ResourceDef =>
  scoped(
    resourceDef(quizItem, {
      title: 'exercise.quiz.items',
      titleField: 'question_id',
      defaultOrdering: 'sort',
      fields: [
        {
          name: 'section_id',
          label: 'exercise.quiz.section',
          type: 'select',
          options: sectionOptions(packageId),
          emptyValue: null,
          list: { width: 120 },
          search: true,
        },
        {
          name: 'question',
          label: 'exercise.quiz.item.question',
          type: 'text',
          form: false,
          list: {
            width: 320,
            render: (_v, r) => {
              const item = r as QuizItem;
              return (
                <div style={{ maxHeight: 120, overflow: 'hidden' }}>
                  {listTag('blue', t(typeLabel(item.question.type)))} <span>#{item.question_id}</span>
                  <QuestionView q={item.question} score={item.score ?? undefined} show={{ showAnswer: false, showAnalysis: false }} />
                </div>
              );
            },
          },
        },
        { name: 'question_id', label: 'ID', type: 'number', form: { readOnlyOnEdit: true }, list: false },
        {
          name: 'revision',
          label: 'exercise.quiz.item.revision',
          type: 'number',
          emptyValue: null,
          form: { help: 'exercise.quiz.item.revision.help' },
          list: {
            width: 120,
            render: (_v, r) => {
              const item = r as QuizItem;
              if (item.revision === null) return t('exercise.quiz.item.latest', { n: item.question.current_revision });
              return (
                <span>
                  {t('exercise.quiz.item.pinned', { n: item.revision })}
                  {item.question.current_revision > item.revision ? (
                    <> {listTag('orange', t('exercise.quiz.item.behind', { n: item.question.current_revision }))}</>
                  ) : null}
                </span>
              );
            },
          },
        },
        {
          name: 'score',
          label: 'exercise.quiz.item.score',
          type: 'number',
          emptyValue: null,
          form: { help: 'exercise.quiz.item.score.help' },
          list: { width: 80, render: (v, r) => String(v ?? (r as QuizItem).question.score) },
        },
        sortField({ list: { width: 60, defaultHidden: true } }),
      ],
    }),
    { package: packageId },
  );

import { useMemo, useState } from 'react';
import { Modal, Tabs } from 'antd';
import type { Question } from '@admin/shared/contract/resources';
import { linkButton } from '@admin/shared/ui';
import { Link } from 'react-router-dom';
import { defineMessages, t, useI18n } from '@admin/shared/i18n';
import { question } from '@admin/shared/contract/resources';
import { createDataProvider, ListView, ResourceList, useListController, useUrlQuery, type Rec } from '@admin/shared/resource';
import { QuestionBulkChange } from '../question-bank/bulk-change';
import { questionResource } from '../question-bank/question-resource';
import { QuestionDownload } from '../question-bank/question-download';
import { QuestionImport } from '../question-bank/question-import';
import { QuestionPreview } from './package-preview';
import { quizPackageResource } from './quiz-package-resource';

defineMessages({
  'exercise.quizPackage.tab.packages': ['题包', 'Packages'],
  'exercise.quizPackage.tab.bank': ['题库', 'Question bank'],
  'exercise.quizPackage.open': ['题目', 'Questions'],
  'exercise.question.preview': ['预览', 'Preview'],
  'exercise.question.previewOf': ['预览题目 #{id}', 'Preview of question #{id}'],
});

export const resource = quizPackageResource;

/** The question bank: every question with its statistics; bulk changes and adding to a package. */
export function QuestionBank({ packageId, sectionId, urlState }: { packageId?: number; sectionId?: number | null; urlState?: string | false }) {
  const def = useMemo(() => (packageId === undefined ? questionResource : { ...questionResource, fixedQuery: { not_in_package: packageId } }), [packageId]);
  const provider = useMemo(() => createDataProvider(def), [def]);
  const [previewing, setPreviewing] = useState<Question | null>(null);
  const controller = useListController({ def, provider, embedded: true, urlState });
  const { filters, state } = controller.page;
  // The bank's own page: import, and export of what the filters select.
  const extra = useMemo(
    () =>
      packageId === undefined ? (
        <>
          <QuestionImport />
          <QuestionDownload
            path={question.routes.download.path}
            route={question.routes.download}
            endpoints={question.endpoints}
            query={{ ...filters, ordering: state.ordering }}
          />
        </>
      ) : undefined,
    [packageId, filters, state.ordering],
  );
  return (
    <>
      <ListView
        controller={controller}
        embedded
        extra={extra}
        rowActions={(r: Rec) => linkButton({ onClick: () => setPreviewing(r as Question), children: t('exercise.question.preview') })}
        bulkActions={(ctx) => <QuestionBulkChange ctx={ctx} provider={provider} packageId={packageId} sectionId={sectionId} />}
      />
      <Modal
        open={!!previewing}
        onCancel={() => setPreviewing(null)}
        footer={null}
        width={1040}
        title={previewing ? t('exercise.question.previewOf', { id: previewing.id }) : ''}
        destroyOnHidden
      >
        {previewing ? <QuestionPreview q={previewing} /> : null}
      </Modal>
    </>
  );
}

/** /exercise/quiz-pkg: the packages (each opening its questions) and, on the second tab, the question bank. */
export default function QuizPackageScreen() {
  useI18n();
  const [query, setQuery] = useUrlQuery();
  const tab = query.get('tab') === 'bank' ? 'bank' : 'packages';
  return (
    <Tabs
      activeKey={tab}
      onChange={(k) =>
        setQuery((latest) => {
          const next = new URLSearchParams(latest);
          if (k === 'bank') next.set('tab', 'bank');
          else next.delete('tab');
          return next;
        })
      }
      items={[
        {
          key: 'packages',
          label: t('exercise.quizPackage.tab.packages'),
          children: (
            <ResourceList
              def={quizPackageResource}
              rowActions={(r: Rec) => <Link to={`/exercise/quiz/${String(r.id)}`}>{t('exercise.quizPackage.open')}</Link>}
            />
          ),
        },
        { key: 'bank', label: t('exercise.quizPackage.tab.bank'), children: <QuestionBank urlState="bank." /> },
      ]}
    />
  );
}

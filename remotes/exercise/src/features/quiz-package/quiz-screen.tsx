import { useMemo, useState } from 'react';
import { Button, Descriptions, Drawer, Result, Select, Space, Spin, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { quizPackage, quizSection, type QuizPackageRecord, type QuizSection } from '@admin/shared/contract/resources';
import { api, invalidate, useResourceQuery } from '@admin/shared/data';
import { defineMessages, t, useI18n } from '@admin/shared/i18n';
import { MoneyCell, ResourceList, useResourceAccess } from '@admin/shared/resource';
import { QuestionBank } from './quiz-package-screen';
import { itemResource, sectionResource } from './quiz-items';
import { QuestionDownload } from '../question-bank/question-download';
import { PackagePreview } from './package-preview';

defineMessages({
  'exercise.quiz.back': ['返回题包列表', 'Back to packages'],
  'exercise.quiz.notFound': ['题包不存在或已被删除', 'The package does not exist or was deleted'],
  'exercise.quiz.totals': ['共 {n} 题，总分 {s}', '{n} questions, {s} points in all'],
  'exercise.quiz.price': ['价格', 'Price'],
  'exercise.quiz.free': ['免费', 'Free'],
  'exercise.quiz.addFromBank': ['从题库添加', 'Add from the bank'],
  'exercise.quiz.addTo': ['加入分节', 'Into section'],
  'exercise.quiz.preview': ['预览', 'Preview'],
});

/**
 * /exercise/quiz/{quiz_package_id}: a package's sections and ordered questions (drag or keyboard
 * reorder, one versioned request), questions added from the bank, totals always in view, and a
 * preview as students see it.
 */
export default function QuizScreen() {
  useI18n();
  const id = Number(useParams().quiz_package_id);
  const read = useResourceQuery(api.quizPackage.get.options<QuizPackageRecord>({ id }, undefined, { silent: true }), { enabled: id > 0 });
  const sections = useMemo(() => sectionResource(id), [id]);
  const items = useMemo(() => itemResource(id), [id]);
  const itemAccess = useResourceAccess(items);
  const sectionList = useResourceQuery(api.quizSection.list.options<{ items: QuizSection[] }>({ package: id }, { limit: 100, ordering: 'sort' }), {
    enabled: id > 0,
  });
  const [adding, setAdding] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [into, setInto] = useState<number | null>(null);
  const pkg = read.data;
  const refresh = () => void invalidate(quizPackage, quizSection);

  if (read.isError) return <Result status="404" title={t('exercise.quiz.notFound')} extra={<Link to="/exercise/quiz-pkg">{t('exercise.quiz.back')}</Link>} />;
  if (!pkg) return <Spin />;
  return (
    <div>
      <Space orientation="vertical" style={{ width: '100%' }} size={12}>
        <Link to="/exercise/quiz-pkg">{t('exercise.quiz.back')}</Link>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {pkg.name}
        </Typography.Title>
        <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }}>
          <Descriptions.Item label={t('exercise.quiz.items')}>
            <strong role="status" aria-live="polite">
              {t('exercise.quiz.totals', { n: pkg.question_count, s: pkg.total_score })}
            </strong>
          </Descriptions.Item>
          <Descriptions.Item label={t('exercise.quiz.price')}>{pkg.is_free ? t('exercise.quiz.free') : <MoneyCell value={pkg.price} />}</Descriptions.Item>
        </Descriptions>
        <ResourceList def={sections} embedded onChanged={refresh} />
        <ResourceList
          def={items}
          embedded
          onChanged={refresh}
          extra={
            <Space>
              {itemAccess.create ? (
                <Button onClick={() => setAdding(true)} type="primary">
                  {t('exercise.quiz.addFromBank')}
                </Button>
              ) : null}
              <Button onClick={() => setPreviewing(true)}>{t('exercise.quiz.preview')}</Button>
              <QuestionDownload
                path={quizPackage.routes.download.path.replace(':id', String(id))}
                route={quizPackage.routes.download}
                endpoints={quizPackage.endpoints}
              />
            </Space>
          }
        />
      </Space>
      <Drawer
        open={adding}
        onClose={() => {
          setAdding(false);
          refresh();
        }}
        size={Math.min(1100, window.innerWidth)}
        title={t('exercise.quiz.addFromBank')}
        destroyOnHidden
      >
        <Space style={{ marginBottom: 12 }}>
          <span id="quiz-add-into">{t('exercise.quiz.addTo')}</span>
          <Select
            aria-labelledby="quiz-add-into"
            style={{ width: 200 }}
            value={into}
            onChange={setInto}
            options={[
              { value: null, label: t('exercise.quiz.section.none') },
              ...(sectionList.data?.items ?? []).map((s) => ({ value: s.id, label: s.title })),
            ]}
          />
        </Space>
        <QuestionBank packageId={id} sectionId={into} urlState={false} />
      </Drawer>
      <PackagePreview packageId={id} title={pkg.name} open={previewing} onClose={() => setPreviewing(false)} />
    </div>
  );
}

import { useState } from 'react';
import { Empty, List, Result, Space, Spin, Tag, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import type { AggContent, Quiz, QuizItem } from '@admin/shared/contract/resources';
import { api, useResourceQuery } from '@admin/shared/data';
import { defineMessages, t, useI18n } from '@admin/shared/i18n';
import { QuestionView, type ViewOptions } from '../question-bank/question-view';
import { PreviewSwitches, DeviceFrame } from '../quiz-package/package-preview';

defineMessages({
  'exercise.agg.content.back': ['返回测试内容', 'Back to the test’s contents'],
  'exercise.agg.content.notFound': ['测试内容不存在或已被删除', 'The content does not exist or was deleted'],
  'exercise.agg.quizzes': ['试卷', 'Papers'],
  'exercise.agg.quiz.meta': ['{n} 题 · {m} 分钟', '{n} questions · {m} min'],
  'exercise.agg.editPackage': ['编辑题包题目', 'Edit the package’s questions'],
});

/**
 * /exercise/agg-test/{agg_cont_id}: one content of a test — its package's papers (GET
 * practice/available-quiz/) and its questions as students see them.
 */
export default function AggQuestionsScreen() {
  useI18n();
  const id = Number(useParams().agg_cont_id);
  const content = useResourceQuery(api.aggContent.get.options<AggContent>({ id }, undefined, { silent: true }), { enabled: id > 0 });
  const pkg = content.data?.quiz_package_id;
  const quizzes = useResourceQuery(api.reference.availableQuizzes.options<Quiz[]>(null, { package_id: pkg }), { enabled: !!pkg });
  const items = useResourceQuery(api.quizItem.list.options<{ items: QuizItem[] }>({ package: pkg ?? 0 }, { limit: 100, ordering: 'sort' }), { enabled: !!pkg });
  const [device, setDevice] = useState<'phone' | 'pc'>('pc');
  const [show, setShow] = useState<ViewOptions>({ showAnswer: true, showAnalysis: false });
  if (content.isError)
    return <Result status="404" title={t('exercise.agg.content.notFound')} extra={<Link to="/exercise/agg-pkg">{t('exercise.agg.back')}</Link>} />;
  if (!content.data) return <Spin />;
  const c = content.data;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Link to={`/exercise/agg/${c.agg_test_id}`}>{t('exercise.agg.content.back')}</Link>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {c.title || c.package_name}
      </Typography.Title>
      <Link to={`/exercise/quiz/${c.quiz_package_id}`}>{t('exercise.agg.editPackage')}</Link>
      <section aria-label={t('exercise.agg.quizzes')}>
        <Typography.Title level={5}>{t('exercise.agg.quizzes')}</Typography.Title>
        <List
          size="small"
          dataSource={quizzes.data ?? []}
          renderItem={(q) => (
            <List.Item>
              {q.title} <Tag>{t('exercise.agg.quiz.meta', { n: q.question_count, m: q.duration_minutes })}</Tag>
            </List.Item>
          )}
        />
      </section>
      <PreviewSwitches device={device} setDevice={setDevice} show={show} setShow={setShow} />
      {items.isLoading ? (
        <Spin />
      ) : !items.data?.items.length ? (
        <Empty />
      ) : (
        <DeviceFrame device={device}>
          {items.data.items.map((x, i) => (
            <div key={x.id} style={{ marginBottom: 16 }}>
              <QuestionView q={x.question} n={i + 1} score={x.score ?? undefined} show={show} />
            </div>
          ))}
        </DeviceFrame>
      )}
    </Space>
  );
}

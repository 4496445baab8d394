import { useMemo } from 'react';
import { Alert, Result, Space, Spin, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { aggContent, EXAM_BLUEPRINTS, EXAM_PART_NAMES_EN, type AggTest, type BlueprintResult } from '@admin/shared/contract/resources';
import { api, invalidate, useResourceQuery } from '@admin/shared/data';
import { defineMessages, getLocale, t, useI18n } from '@admin/shared/i18n';
import { createDataProvider, ResourceList, type Rec } from '@admin/shared/resource';
import { aggContentResource } from './agg-test-resource';

defineMessages({
  'exercise.agg.back': ['返回聚合测试', 'Back to aggregated tests'],
  'exercise.agg.notFound': ['聚合测试不存在或已被删除', 'The test does not exist or was deleted'],
  'exercise.agg.blueprint.ok': ['结构与{exam}一致，总分 {total}', 'The structure matches {exam}, {total} points'],
  'exercise.agg.blueprint.warn': ['结构与{exam}不一致', 'The structure does not match {exam}'],
  'exercise.agg.open': ['题目', 'Questions'],
  'exercise.agg.totals': ['{n} 个题包，{q} 题，总分 {s}', '{n} packages, {q} questions, {s} points'],
  'exercise.agg.problem.missing': ['缺少“{part}”部分（应为 {expected} 题 × {each} 分）', 'No “{part}” part ({expected} × {each} points expected)'],
  'exercise.agg.problem.count': ['“{part}”应有 {expected} 题，现有 {actual} 题', '“{part}” should have {expected} questions, it has {actual}'],
  'exercise.agg.problem.score': ['“{part}”每题应为 {expected} 分，有 {actual} 题不是', '“{part}” questions should score {expected} each; {actual} do not'],
  'exercise.agg.problem.total': ['总分应为 {expected}，现为 {actual}', 'The total should be {expected}; it is {actual}'],
});

/** A way the test differs from its exam, in the console's language (parts named from the contract). */
function problemText(bp: BlueprintResult, p: BlueprintResult['problems'][number]): string {
  const exam = bp.exam as keyof typeof EXAM_BLUEPRINTS;
  const part = p.part === null ? '' : getLocale().startsWith('en') ? EXAM_PART_NAMES_EN[exam][p.part] : EXAM_BLUEPRINTS[exam].parts[p.part][0];
  const each = p.part === null ? 0 : EXAM_BLUEPRINTS[exam].parts[p.part][2];
  return t(`exercise.agg.problem.${p.kind}`, { part, expected: p.expected, actual: p.actual, each });
}

/**
 * /exercise/agg/{agg_package_id}: a test's packages in order (drag or keyboard), picked from the
 * published ones (GET practice/available-quiz-pkg/), with the check against its exam's structure.
 */
export default function AggContentScreen() {
  useI18n();
  const id = Number(useParams().agg_package_id);
  const test = useResourceQuery(api.aggTest.get.options<AggTest>({ id }, undefined, { silent: true }), { enabled: id > 0 });
  const blueprint = useResourceQuery(api.aggTest.blueprint.options<BlueprintResult>({ id }, undefined, { silent: true }), { enabled: id > 0 });
  const def = useMemo(() => aggContentResource(id), [id]);
  // A new content belongs to this test (the form does not show the test it is on).
  const provider = useMemo(() => {
    const p = createDataProvider(def);
    return { ...p, create: (body: Rec, o?: Parameters<typeof p.create>[1]) => p.create({ ...body, agg_test_id: id }, o) };
  }, [def, id]);
  if (test.isError) return <Result status="404" title={t('exercise.agg.notFound')} extra={<Link to="/exercise/agg-pkg">{t('exercise.agg.back')}</Link>} />;
  if (!test.data) return <Spin />;
  const bp = blueprint.data;
  const exam = bp?.exam ? t(`exercise.agg.exam.${bp.exam}`) : '';
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Link to="/exercise/agg-pkg">{t('exercise.agg.back')}</Link>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {test.data.name}
      </Typography.Title>
      <Typography.Text role="status">
        {t('exercise.agg.totals', { n: test.data.package_count, q: test.data.question_count, s: test.data.total_score })}
      </Typography.Text>
      {bp?.exam ? (
        bp.warnings.length ? (
          <Alert
            type="warning"
            showIcon
            message={t('exercise.agg.blueprint.warn', { exam })}
            description={
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                {bp.problems.map((p, i) => (
                  <li key={i}>{problemText(bp, p)}</li>
                ))}
              </ul>
            }
          />
        ) : (
          <Alert type="success" showIcon message={t('exercise.agg.blueprint.ok', { exam, total: bp.actual_total })} />
        )
      ) : null}
      <ResourceList
        def={def}
        provider={provider}
        embedded
        onChanged={() => void invalidate('practice.agg_test', aggContent)}
        rowActions={(r: Rec) => <Link to={`/exercise/agg-test/${String(r.id)}`}>{t('exercise.agg.open')}</Link>}
      />
    </Space>
  );
}

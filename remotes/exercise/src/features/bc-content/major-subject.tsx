import { useEffect, useState } from 'react';
import { Alert, Descriptions, Spin, Table } from 'antd';
import { http, isApiError } from '@admin/shared/api';
import { businessCourse, type MajorSubjectDetail } from '@admin/shared/contract/resources';
import { defineMessages, useI18n } from '@admin/shared/i18n';

defineMessages({
  'exercise.bc.majorSubject': ['专业与科目', 'Majors and subject'],
  'exercise.bc.majorSubject.subject': ['考试科目', 'Exam subject'],
  'exercise.bc.majorSubject.code': ['代码', 'Code'],
  'exercise.bc.majorSubject.major': ['专业', 'Major'],
  'exercise.bc.majorSubject.mold': ['类型', 'Type'],
  'exercise.bc.majorSubject.mold.1': ['学术学位', 'Academic'],
  'exercise.bc.majorSubject.mold.2': ['专业学位', 'Professional'],
  'exercise.bc.majorSubject.none': ['未选择', 'None chosen'],
});

/** The subject and majors a course prepares for, with their codes (GET nav/business_course/major/subject/detail/). */
export function MajorSubject({ course }: { course: string }) {
  const { t } = useI18n();
  const [detail, setDetail] = useState<{ for: string; value?: MajorSubjectDetail; error?: string } | null>(null);
  useEffect(() => {
    let live = true;
    http
      .get<MajorSubjectDetail>(businessCourse.routes.major_subject_detail!.path, { params: { uuid: course }, silent: true })
      .then(
        (value) => live && setDetail({ for: course, value }),
        (e: unknown) => live && setDetail({ for: course, error: isApiError(e) ? e.msg : String(e) }),
      );
    return () => {
      live = false;
    };
  }, [course]);
  if (!detail || detail.for !== course) return <Spin />;
  if (!detail.value) return <Alert type="error" showIcon title={detail.error} />;
  const d = detail.value;
  return (
    <>
      <Descriptions column={1} style={{ marginBottom: 16 }} items={[{ key: 'subject', label: t('exercise.bc.majorSubject.subject'), children: d.subject ? t('resource.option.coded', { name: d.subject.name, code: d.subject.code }) : t('exercise.bc.majorSubject.none') }]} />
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={d.majors}
        columns={[
          { key: 'code', dataIndex: 'code', title: t('exercise.bc.majorSubject.code'), width: 120 },
          { key: 'name', dataIndex: 'name', title: t('exercise.bc.majorSubject.major') },
          { key: 'mold', dataIndex: 'mold', title: t('exercise.bc.majorSubject.mold'), width: 140, render: (m: number) => t(`exercise.bc.majorSubject.mold.${m}`) },
        ]}
        locale={{ emptyText: t('exercise.bc.majorSubject.none') }}
      />
    </>
  );
}

import { Alert, Descriptions, Spin, Table } from 'antd';
import { isApiError } from '@admin/shared/api';
import type { MajorSubjectDetail } from '@admin/shared/contract/resources';
import { api, useResourceQuery } from '@admin/shared/data';
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
  // Silent: a failure is shown here, in place of the table.
  const read = useResourceQuery(api.businessCourse.major_subject_detail.options<MajorSubjectDetail>(null, { uuid: course }, { silent: true }), {
    placeholderData: undefined,
  });
  if (read.isPending) return <Spin />;
  if (!read.data) return <Alert type="error" showIcon title={isApiError(read.error) ? read.error.msg : String(read.error)} />;
  const d = read.data;
  return (
    <>
      <Descriptions
        column={1}
        style={{ marginBottom: 16 }}
        items={[
          {
            key: 'subject',
            label: t('exercise.bc.majorSubject.subject'),
            children: d.subject ? t('resource.option.coded', { name: d.subject.name, code: d.subject.code }) : t('exercise.bc.majorSubject.none'),
          },
        ]}
      />
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={d.majors}
        columns={[
          { key: 'code', dataIndex: 'code', title: t('exercise.bc.majorSubject.code'), width: 120 },
          { key: 'name', dataIndex: 'name', title: t('exercise.bc.majorSubject.major') },
          {
            key: 'mold',
            dataIndex: 'mold',
            title: t('exercise.bc.majorSubject.mold'),
            width: 140,
            render: (m: number) => t(`exercise.bc.majorSubject.mold.${m}`),
          },
        ]}
        locale={{ emptyText: t('exercise.bc.majorSubject.none') }}
      />
    </>
  );
}

import { useState } from 'react';
import { Button, Descriptions, Drawer, Empty, Table, Tag } from 'antd';
import { programme, type ExamSubject, type Programme, type ProgrammeYears } from '@admin/shared/contract/resources';
import { api, useResourceQuery } from '@admin/shared/data';
import { defineMessages, useI18n } from '@admin/shared/i18n';
import type { Rec } from '@admin/shared/resource';

defineMessages({
  'pickSchool.programme.years': ['历年对比', 'Year by year'],
  'pickSchool.programme.years.title': ['{school} {major} {direction}：历年对比', '{school} {major} {direction}: year by year'],
  'pickSchool.programme.years.only': ['只有 {year} 年的记录，没有可对比的年份', 'Only {year} is on file: no year to compare with'],
  'pickSchool.programme.years.change': ['{from} → {to} 年的变化', 'Changes from {from} to {to}'],
  'pickSchool.programme.years.same': ['没有变化', 'No changes'],
  'pickSchool.programme.years.field': ['项目', 'Field'],
  'pickSchool.programme.years.before': ['{year} 年', '{year}'],
});

const subjectsText = (v: unknown) => ((v as ExamSubject[] | null) ?? []).map((s) => `${s.code} ${s.name}`).join('；');
const shown = (field: string, v: unknown, t: (k: string) => string) => {
  if (v === null || v === undefined || v === '') return '—';
  if (field === 'subjects') return subjectsText(v);
  if (field === 'mold') return t(`pickSchool.programme.mold.${String(v)}`);
  if (field === 'study_mode') return t(`pickSchool.programme.studyMode.${String(v)}`);
  return String(v);
};
const FIELD_LABEL: Record<string, string> = {
  quota: 'pickSchool.programme.quota',
  quota_text: 'pickSchool.programme.quotaText',
  recommended_quota: 'pickSchool.programme.recommended',
  subjects: 'pickSchool.programme.subjects',
  retest_subjects: 'pickSchool.programme.retest',
  study_mode: 'pickSchool.programme.studyMode',
  college_name: 'pickSchool.programme.college',
  major_name: 'pickSchool.programme.majorName',
  mold: 'pickSchool.programme.mold',
};

/** The years of one programme side by side: what changed from each year to the next (quota, subjects…). */
function YearsView({ id }: { id: number }) {
  const { t } = useI18n();
  const read = useResourceQuery(api.programme.years.options<ProgrammeYears>({ id }));
  const data = read.data;
  if (!data) return null;
  if (data.items.length < 2)
    return <Empty description={t('pickSchool.programme.years.only', { year: (data.items[0] as Programme | undefined)?.year ?? '' })} />;
  return (
    <>
      {data.changes.map((c) => (
        <section key={c.to} aria-label={t('pickSchool.programme.years.change', { from: c.from, to: c.to })} style={{ marginBottom: 24 }}>
          <h3>{t('pickSchool.programme.years.change', { from: c.from, to: c.to })}</h3>
          {c.fields.length === 0 ? (
            <Tag>{t('pickSchool.programme.years.same')}</Tag>
          ) : (
            <Table
              size="small"
              pagination={false}
              rowKey="field"
              dataSource={c.fields}
              columns={[
                { title: t('pickSchool.programme.years.field'), dataIndex: 'field', render: (f: string) => t(FIELD_LABEL[f] ?? f), width: 140 },
                { title: t('pickSchool.programme.years.before', { year: c.from }), dataIndex: 'before', render: (v: unknown, r) => shown(r.field, v, t) },
                {
                  title: t('pickSchool.programme.years.before', { year: c.to }),
                  dataIndex: 'after',
                  render: (v: unknown, r) => <strong>{shown(r.field, v, t)}</strong>,
                },
              ]}
            />
          )}
        </section>
      ))}
      <Descriptions
        size="small"
        column={1}
        bordered
        items={data.items.map((p) => ({ key: p.year, label: String(p.year), children: `${p.quota_text || p.quota || '—'} · ${subjectsText(p.subjects)}` }))}
      />
    </>
  );
}

/** A row's 历年对比 button and its drawer. */
export function YearsButton({ record }: { record: Rec }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        {t('pickSchool.programme.years')}
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        size={720}
        destroyOnHidden
        title={t('pickSchool.programme.years.title', {
          school: String(record.school_name),
          major: `${String(record.major_code)} ${String(record.major_name)}`,
          direction: String(record.direction ?? ''),
        })}
      >
        {open && <YearsView id={Number(record[programme.idKey])} />}
      </Drawer>
    </>
  );
}

import { useState } from 'react';
import { Button, Tabs } from 'antd';
import { useAuthStore } from '@admin/shared/auth';
import {
  MOLD_NAMES,
  SCHOOL_TAGS,
  SCORE_LINE_KINDS,
  STUDY_MODES,
  STUDY_MODE_NAMES,
  ZONES,
  programme,
  programmeImport,
  scoreLine,
  type ExamSubject,
} from '@admin/shared/contract/resources';
import { invalidate } from '@admin/shared/data';
import { defineMessages, useI18n } from '@admin/shared/i18n';
import { ImportBatch, ResourceList, listPreload, majorsField, mayCall, resourceDef, type FieldDef } from '@admin/shared/resource';
import { YearsButton } from './programme-years';

defineMessages({
  'pickSchool.programme.tab': ['招生专业', 'Programmes'],
  'pickSchool.programme.lines': ['分数线', 'Score lines'],
  'pickSchool.programme.year': ['年份', 'Year'],
  'pickSchool.programme.school': ['院校', 'School'],
  'pickSchool.programme.schoolCode': ['院校代码', 'School code'],
  'pickSchool.programme.schoolName': ['院校名称', 'School name'],
  'pickSchool.programme.province': ['省份', 'Province'],
  'pickSchool.programme.zone': ['分区', 'Zone'],
  'pickSchool.programme.zone.A': ['A 区', 'Zone A'],
  'pickSchool.programme.zone.B': ['B 区', 'Zone B'],
  'pickSchool.programme.tags': ['院校标签', 'Tags'],
  'pickSchool.programme.collegeCode': ['院系代码', 'College code'],
  'pickSchool.programme.college': ['院系', 'College'],
  'pickSchool.programme.majorId': ['专业（专业目录）', 'Major (majors tree)'],
  'pickSchool.programme.majorId.help': [
    '专硕的专业目录不含哲学、理学、交叉学科门类',
    'The professional majors tree leaves out philosophy, science and interdisciplinary',
  ],
  'pickSchool.programme.major': ['专业', 'Major'],
  'pickSchool.programme.majorCode': ['专业代码', 'Major code'],
  'pickSchool.programme.majorCode.help': [
    '6 位，以所选专业的代码开头，如 081200、085404',
    '6 digits, starting with the chosen major’s code, e.g. 081200, 085404',
  ],
  'pickSchool.programme.majorName': ['专业名称', 'Major name'],
  'pickSchool.programme.mold': ['学位类型', 'Degree type'],
  'pickSchool.programme.mold.1': [MOLD_NAMES[1][0], MOLD_NAMES[1][1]],
  'pickSchool.programme.mold.2': [MOLD_NAMES[2][0], MOLD_NAMES[2][1]],
  'pickSchool.programme.studyMode': ['学习方式', 'Study mode'],
  'pickSchool.programme.studyMode.full': [STUDY_MODE_NAMES.full[0], STUDY_MODE_NAMES.full[1]],
  'pickSchool.programme.studyMode.part': [STUDY_MODE_NAMES.part[0], STUDY_MODE_NAMES.part[1]],
  'pickSchool.programme.direction': ['研究方向', 'Direction'],
  'pickSchool.programme.subjects': ['考试科目', 'Exam subjects'],
  'pickSchool.programme.subjectCode': ['代码', 'Code'],
  'pickSchool.programme.subjectName': ['科目', 'Subject'],
  'pickSchool.programme.quota': ['招生人数', 'Quota'],
  'pickSchool.programme.quotaText': ['招生人数原文', 'Quota as published'],
  'pickSchool.programme.quotaText.help': ['照招生目录原样填写，如 专业：10(不含推免)', 'Copied from the catalogue exactly as printed there'],
  'pickSchool.programme.recommended': ['推免人数', 'Recommended quota'],
  'pickSchool.programme.retest': ['复试科目', 'Retest subjects'],
  'pickSchool.programme.source': ['来源链接', 'Source link'],
  'pickSchool.programme.verified': ['核实日期', 'Verified on'],
  'pickSchool.programme.verified.help': ['年-月-日，如 2026-09-20', 'Year-month-day, e.g. 2026-09-20'],
  'pickSchool.programme.import': ['导入', 'Import'],
  'pickSchool.line.kind': ['类型', 'Kind'],
  'pickSchool.line.kind.national': ['国家线', 'National'],
  'pickSchool.line.kind.school': ['院校线', 'School'],
  'pickSchool.line.discipline': ['学科门类', 'Discipline'],
  'pickSchool.line.total': ['总分', 'Total'],
  'pickSchool.line.politics': ['政治', 'Politics'],
  'pickSchool.line.foreign': ['外语', 'Foreign language'],
  'pickSchool.line.one': ['业务课一', 'Subject 1'],
  'pickSchool.line.two': ['业务课二', 'Subject 2'],
  'pickSchool.line.note': ['备注', 'Note'],
});

const options = (prefix: string, values: readonly (string | number)[]) => values.map((v) => ({ value: v, label: `${prefix}.${String(v)}` }));
const plain = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

const fields: FieldDef[] = [
  { name: 'year', label: 'pickSchool.programme.year', type: 'number', list: { width: 60 }, search: { type: 'text' } },
  {
    name: 'school_code',
    label: 'pickSchool.programme.schoolCode',
    type: 'text',
    list: { width: 90, defaultHidden: true },
    search: { param: 'school', type: 'text' },
  },
  { name: 'school_name', label: 'pickSchool.programme.schoolName', type: 'text', list: { width: 110 } },
  { name: 'province', label: 'pickSchool.programme.province', type: 'text', list: { width: 70, defaultHidden: true } },
  { name: 'zone', label: 'pickSchool.programme.zone', type: 'select', options: options('pickSchool.programme.zone', ZONES), list: { width: 60 }, search: true },
  {
    name: 'tags',
    label: 'pickSchool.programme.tags',
    type: 'checkboxes',
    options: plain(SCHOOL_TAGS),
    list: { width: 150, defaultHidden: true },
    search: { param: 'tag', type: 'select', options: plain(SCHOOL_TAGS) },
  },
  { name: 'college_code', label: 'pickSchool.programme.collegeCode', type: 'text', list: false },
  { name: 'college_name', label: 'pickSchool.programme.college', type: 'text', list: { width: 130, defaultHidden: true } },
  majorsField({ name: 'major_id', label: 'pickSchool.programme.majorId', multiple: false, list: false, form: { help: 'pickSchool.programme.majorId.help' } }),
  {
    name: 'major_code',
    label: 'pickSchool.programme.majorCode',
    type: 'text',
    list: { width: 90, defaultHidden: true },
    search: { param: 'major', type: 'text' },
    form: { help: 'pickSchool.programme.majorCode.help' },
  },
  {
    name: 'major_name',
    label: 'pickSchool.programme.majorName',
    type: 'text',
    // The code and the name in one column: students know a major by both.
    list: { width: 170, render: (v, r) => `${String(r.major_code)} ${String(v)}` },
  },
  {
    name: 'mold',
    label: 'pickSchool.programme.mold',
    type: 'select',
    options: options('pickSchool.programme.mold', [1, 2]),
    list: { width: 60, defaultHidden: true },
    search: true,
  },
  {
    name: 'study_mode',
    label: 'pickSchool.programme.studyMode',
    type: 'radio',
    options: options('pickSchool.programme.studyMode', STUDY_MODES),
    list: { width: 80, defaultHidden: true },
    search: true,
  },
  { name: 'direction', label: 'pickSchool.programme.direction', type: 'text', list: { width: 100 } },
  {
    name: 'subjects',
    label: 'pickSchool.programme.subjects',
    type: 'list',
    list: { width: 130, render: (v) => ((v as ExamSubject[] | null) ?? []).map((s) => s.code).join(' / ') },
    item: {
      fields: [
        { name: 'code', label: 'pickSchool.programme.subjectCode', type: 'text' },
        { name: 'name', label: 'pickSchool.programme.subjectName', type: 'text' },
      ],
    },
  },
  { name: 'quota', label: 'pickSchool.programme.quota', type: 'number', list: { width: 70 } },
  {
    name: 'quota_text',
    label: 'pickSchool.programme.quotaText',
    type: 'text',
    list: { width: 160, defaultHidden: true },
    form: { help: 'pickSchool.programme.quotaText.help' },
  },
  { name: 'recommended_quota', label: 'pickSchool.programme.recommended', type: 'number', list: { width: 80, defaultHidden: true } },
  { name: 'retest_subjects', label: 'pickSchool.programme.retest', type: 'textarea', list: false },
  { name: 'source_url', label: 'pickSchool.programme.source', type: 'text', list: false },
  {
    name: 'verified_at',
    label: 'pickSchool.programme.verified',
    type: 'text',
    list: { width: 100, defaultHidden: true },
    form: { help: 'pickSchool.programme.verified.help' },
  },
];

/** /pick-school/index: the programmes students pick schools by. */
export const resource = resourceDef(programme, { title: 'route./pick-school/index', titleField: 'major_name', fields });

const lineFields: FieldDef[] = [
  { name: 'year', label: 'pickSchool.programme.year', type: 'number', list: { width: 70 }, search: { type: 'text' } },
  {
    name: 'kind',
    label: 'pickSchool.line.kind',
    type: 'select',
    options: options('pickSchool.line.kind', SCORE_LINE_KINDS),
    list: { width: 80 },
    search: true,
  },
  {
    name: 'zone',
    label: 'pickSchool.programme.zone',
    type: 'select',
    options: [{ value: '', label: '—' }, ...options('pickSchool.programme.zone', ZONES)],
    list: { width: 70 },
    search: { type: 'select', options: options('pickSchool.programme.zone', ZONES) },
  },
  { name: 'discipline', label: 'pickSchool.line.discipline', type: 'text', list: { width: 110 }, search: true },
  { name: 'school_code', label: 'pickSchool.programme.schoolCode', type: 'text', list: false },
  { name: 'school_name', label: 'pickSchool.programme.schoolName', type: 'text', list: { width: 130, defaultHidden: true }, search: true },
  { name: 'major_code', label: 'pickSchool.programme.majorCode', type: 'text', list: false },
  { name: 'major_name', label: 'pickSchool.programme.majorName', type: 'text', list: { width: 120, defaultHidden: true } },
  { name: 'total', label: 'pickSchool.line.total', type: 'number', list: { width: 70 } },
  { name: 'politics', label: 'pickSchool.line.politics', type: 'number', list: { width: 70 } },
  { name: 'foreign_language', label: 'pickSchool.line.foreign', type: 'number', list: { width: 70 } },
  { name: 'subject_one', label: 'pickSchool.line.one', type: 'number', list: { width: 80 } },
  { name: 'subject_two', label: 'pickSchool.line.two', type: 'number', list: { width: 80 } },
  { name: 'note', label: 'pickSchool.line.note', type: 'text', list: { width: 140, defaultHidden: true } },
];

export const lineResource = resourceDef(scoreLine, { title: 'pickSchool.programme.lines', titleField: 'discipline', fields: lineFields });

/** 导入 beside 新增, for holders of the add permission; the list reads again after an import. */
function ImportButton() {
  const { t } = useI18n();
  const roles = useAuthStore((s) => s.roles);
  const [open, setOpen] = useState(false);
  if (!mayCall(roles, programme.routes.importCreate, programme.endpoints)) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('pickSchool.programme.import')}</Button>
      <ImportBatch
        module={programme}
        spec={programmeImport}
        label={t('pickSchool.programme.tab')}
        open={open}
        onClose={() => setOpen(false)}
        onImported={() => void invalidate(programme)}
      />
    </>
  );
}

/** Programmes (list, filters, import, year-by-year view) and the score lines, in two tabs. */
export default function ProgrammeScreen() {
  const { t } = useI18n();
  return (
    <Tabs
      items={[
        {
          key: 'programmes',
          label: t('pickSchool.programme.tab'),
          children: <ResourceList def={resource} extra={<ImportButton />} rowActions={(record) => <YearsButton record={record} />} />,
        },
        { key: 'lines', label: t('pickSchool.programme.lines'), children: <ResourceList def={lineResource} embedded /> },
      ]}
    />
  );
}
ProgrammeScreen.preload = listPreload(resource);

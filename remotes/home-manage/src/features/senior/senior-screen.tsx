import { senior } from '@admin/shared/contract/resources';
import { defineMessages, t } from '@admin/shared/i18n';
import { enableField, imageField, listTag, majorsField, resourceDef, resourceScreen, sortField, type FieldDef } from '@admin/shared/resource';
import { ProofButton } from './proof-button';

defineMessages({
  'pickSchool.senior.nickname': ['昵称', 'Nickname'],
  'pickSchool.senior.avatar': ['头像', 'Avatar'],
  'pickSchool.senior.examYear': ['考研年份', 'Exam year'],
  'pickSchool.senior.examYear.help': ['学长学姐参加初试的考研年份，如 2026', 'The kaoyan year the senior sat the exam, e.g. 2026'],
  'pickSchool.senior.school': ['录取院校', 'Admitted to'],
  'pickSchool.senior.major': ['录取专业', 'Major'],
  'pickSchool.senior.mold': ['学位类型', 'Degree type'],
  'pickSchool.senior.mold.1': ['学硕', 'Academic'],
  'pickSchool.senior.mold.2': ['专硕', 'Professional'],
  'pickSchool.senior.mold.help': [
    '须与专业一致：专硕专业（如电子信息、金融）选专硕',
    'Must be the major’s: a professional major (e.g. 电子信息, 金融) is professional',
  ],
  'pickSchool.senior.undergraduate': ['本科院校', 'Undergraduate school'],
  'pickSchool.senior.cross': ['跨考', 'Cross-major'],
  'pickSchool.senior.cross.help': ['录取专业与本科专业不同', 'Admitted to a major other than the undergraduate one'],
  'pickSchool.senior.attempt': ['第几次考研', 'Attempt'],
  'pickSchool.senior.attempt.help': ['一战填 1，二战填 2', '1 for the first attempt, 2 for the second'],
  'pickSchool.senior.total': ['初试总分', 'Total score'],
  'pickSchool.senior.scores': ['单科成绩', 'Subject scores'],
  'pickSchool.senior.scores.help': ['填满四门时，四门之和须等于总分', 'With four subjects, they must add up to the total'],
  'pickSchool.senior.subject': ['科目', 'Subject'],
  'pickSchool.senior.score': ['分数', 'Score'],
  'pickSchool.senior.intro': ['经验介绍', 'Introduction'],
  'pickSchool.senior.wechat': ['咨询微信号', 'WeChat id'],
  'pickSchool.senior.qr': ['微信二维码', 'WeChat QR code'],
  'pickSchool.senior.consent': ['同意展示日期', 'Consented on'],
  'pickSchool.senior.consent.help': ['学长学姐同意在 App 中展示其信息的日期', 'When the senior agreed to be shown in the app'],
  'pickSchool.senior.hasProof': ['录取证明', 'Proof'],
  'pickSchool.senior.hasProof.yes': ['已上传', 'On file'],
  'pickSchool.senior.hasProof.no': ['未上传', 'None'],
});

const MOLDS = [1, 2].map((v) => ({ value: v, label: `pickSchool.senior.mold.${v}` }));

// Degree type, cross-major and proof are off by default so the list fits 1440 px (list-width.test.ts).
const fields: FieldDef[] = [
  { name: 'nickname', label: 'pickSchool.senior.nickname', type: 'text', list: { width: 100 }, search: true },
  imageField({ name: 'avatar', label: 'pickSchool.senior.avatar', list: { width: 70 }, imageRule: { square: true, min: 64, max: 1024 } }),
  {
    name: 'exam_year',
    label: 'pickSchool.senior.examYear',
    type: 'number',
    list: { width: 90 },
    search: true,
    form: { help: 'pickSchool.senior.examYear.help' },
  },
  { name: 'school_name', label: 'pickSchool.senior.school', type: 'text', list: { width: 120 }, search: true },
  majorsField({ name: 'major_id', label: 'pickSchool.senior.major', multiple: false, list: { width: 120 }, search: true }),
  {
    name: 'mold',
    label: 'pickSchool.senior.mold',
    type: 'select',
    options: MOLDS,
    list: { width: 80, defaultHidden: true },
    search: true,
    form: { help: 'pickSchool.senior.mold.help' },
  },
  { name: 'undergraduate_school', label: 'pickSchool.senior.undergraduate', type: 'text', list: { defaultHidden: true } },
  {
    name: 'is_cross_major',
    label: 'pickSchool.senior.cross',
    type: 'switch',
    list: { width: 70, defaultHidden: true, render: (v) => (v ? listTag('orange', t('pickSchool.senior.cross')) : null) },
    search: true,
    form: { help: 'pickSchool.senior.cross.help' },
  },
  { name: 'attempt', label: 'pickSchool.senior.attempt', type: 'number', list: { defaultHidden: true }, form: { help: 'pickSchool.senior.attempt.help' } },
  { name: 'total_score', label: 'pickSchool.senior.total', type: 'number', list: { width: 80 } },
  {
    name: 'subject_scores',
    label: 'pickSchool.senior.scores',
    type: 'list',
    list: false,
    form: { help: 'pickSchool.senior.scores.help' },
    item: {
      fields: [
        { name: 'subject', label: 'pickSchool.senior.subject', type: 'text' },
        { name: 'score', label: 'pickSchool.senior.score', type: 'number' },
      ],
    },
  },
  // richText(5000) in the contract: the kit gives it the editor, the server sanitises it.
  { name: 'introduction', label: 'pickSchool.senior.intro', type: 'textarea', list: false },
  { name: 'wechat_id', label: 'pickSchool.senior.wechat', type: 'text', list: { defaultHidden: true } },
  imageField({ name: 'wechat_qr', label: 'pickSchool.senior.qr', list: false, imageRule: { square: true, min: 200, max: 2000 } }),
  {
    name: 'consented_at',
    label: 'pickSchool.senior.consent',
    type: 'dateTime',
    list: { defaultHidden: true },
    form: { help: 'pickSchool.senior.consent.help' },
  },
  {
    name: 'has_proof',
    label: 'pickSchool.senior.hasProof',
    type: 'switch',
    form: false,
    list: {
      width: 90,
      defaultHidden: true,
      render: (v) => (v ? listTag('green', t('pickSchool.senior.hasProof.yes')) : t('pickSchool.senior.hasProof.no')),
    },
  },
  sortField(),
  enableField(),
];

/** /pick-school/senior (学长学姐): admitted students the app shows to those choosing schools. */
export const resource = resourceDef(senior, {
  title: 'route./pick-school/senior',
  titleField: 'nickname',
  defaultOrdering: 'sort',
  fields,
});

/**
 * List, search, create, edit, reorder, enable and delete seniors; holders of the change
 * permission also see, upload and delete each one's proof of admission from the row.
 */
export default resourceScreen(resource, { rowActions: (record) => <ProofButton record={record} /> });

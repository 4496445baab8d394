import type { CellError, ImportCells } from '../import-batch';
import { cellError, type ImportSpec } from '../import-spec';
import { MOLD_NAMES, SCHOOL_TAGS, STUDY_MODE_NAMES, STUDY_MODES, ZONES, moldProblem, programmeShape, quotaProblem, type ExamSubject } from './programme';
import { z } from 'zod';

type Rec = Record<string, unknown>;

const SUBJECT_COLUMNS = ['subject1', 'subject2', 'subject3', 'subject4'] as const;
const SUBJECT_NAMES: Record<(typeof SUBJECT_COLUMNS)[number], readonly [string, string]> = {
  subject1: ['科目一', 'Subject 1'],
  subject2: ['科目二', 'Subject 2'],
  subject3: ['科目三', 'Subject 3'],
  subject4: ['科目四', 'Subject 4'],
};

/** A whole number, or nothing for an empty cell; else a problem. */
function count(cells: ImportCells, column: string, out: Rec, errors: CellError[], field = column): void {
  const v = cells[column];
  if (v === '') out[field] = null;
  else if (/^\d{1,4}$/.test(v)) out[field] = Number(v);
  else errors.push(cellError(column, '应为不超过 9999 的整数，或留空', 'A whole number up to 9999, or empty'));
}

/** 学硕 / 专硕 (or 1 / 2, or the English names). */
function moldOf(text: string): 1 | 2 | undefined {
  for (const m of [1, 2] as const) if ([String(m), ...MOLD_NAMES[m]].some((x) => x.toLowerCase() === text.toLowerCase())) return m;
  return undefined;
}

function studyModeOf(text: string): (typeof STUDY_MODES)[number] | undefined {
  if (text === '') return 'full';
  return STUDY_MODES.find((m) => [m, ...STUDY_MODE_NAMES[m]].some((x) => x.toLowerCase() === text.toLowerCase()));
}

/** `101 思想政治理论` (or `101思想政治理论`, `(101)思想政治理论`). */
function subjectOf(text: string): ExamSubject | null {
  const m = /^[(（]?(\d{3})[)）]?\s*(.+)$/.exec(text);
  return m ? { code: m[1], name: m[2].trim() } : null;
}

/** A date cell: 2026-09-20, 2026/9/20 or 2026.9.20. */
function dateOf(text: string): string | null {
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  return m ? `${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}` : null;
}

function toRecord(cells: ImportCells): { record: Rec; errors: CellError[] } {
  const errors: CellError[] = [];
  const r: Rec = {};
  for (const k of ['school_code', 'school_name', 'province', 'college_code', 'college_name', 'major_code', 'major_name', 'direction'] as const) r[k] = cells[k];
  for (const k of ['quota_text', 'retest_subjects', 'source_url'] as const) r[k] = cells[k];
  if (/^\d{4}$/.test(cells.year)) r.year = Number(cells.year);
  else if (cells.year !== '') errors.push(cellError('year', '年份应为 4 位数字，如 2027', 'A year has 4 digits, e.g. 2027'));
  r.zone = cells.zone.toUpperCase();
  const tags = cells.tags.split(/[,，、;；/\s]+/).filter(Boolean);
  const unknownTag = tags.find((t) => !(SCHOOL_TAGS as readonly string[]).includes(t));
  if (unknownTag)
    errors.push(cellError('tags', `未知标签「${unknownTag}」，可用：${SCHOOL_TAGS.join('、')}`, `Unknown tag "${unknownTag}"; use ${SCHOOL_TAGS.join(', ')}`));
  r.tags = tags;
  const mold = moldOf(cells.mold);
  if (mold) r.mold = mold;
  else if (cells.mold !== '') errors.push(cellError('mold', '学位类型应为 学硕 或 专硕', 'The degree type is 学硕 (academic) or 专硕 (professional)'));
  const mode = studyModeOf(cells.study_mode);
  if (mode) r.study_mode = mode;
  else errors.push(cellError('study_mode', '学习方式应为 全日制 或 非全日制', 'The study mode is 全日制 (full-time) or 非全日制 (part-time)'));
  const subjects: ExamSubject[] = [];
  for (const c of SUBJECT_COLUMNS) {
    if (cells[c] === '') continue;
    const s = subjectOf(cells[c]);
    if (s) subjects.push(s);
    else errors.push(cellError(c, '应为 代码+名称，如 101 思想政治理论', 'Code and name, e.g. 101 思想政治理论'));
  }
  r.subjects = subjects;
  count(cells, 'quota', r, errors);
  count(cells, 'recommended_quota', r, errors);
  if (cells.verified_at === '') r.verified_at = null;
  else {
    const d = dateOf(cells.verified_at);
    if (d) r.verified_at = d;
    else errors.push(cellError('verified_at', '日期应为 年-月-日，如 2026-09-20', 'A date reads year-month-day, e.g. 2026-09-20'));
  }
  return { record: r, errors };
}

function check(rec: Rec): CellError[] {
  const out: CellError[] = [];
  const mold = moldProblem(rec);
  if (mold) out.push(cellError('mold', ...mold));
  const quota = quotaProblem(rec);
  if (quota) out.push(cellError('recommended_quota', ...quota));
  return out;
}

/**
 * The programme sheet: one row per school, major, research direction and year (its natural key;
 * a re-import of the same key updates the programme). The major's place in the majors tree is
 * found by the server from the code's first four digits and the degree type.
 */
export const programmeImport: ImportSpec = {
  sheet: ['招生专业', 'Programmes'],
  key: ['year', 'school_code', 'major_code', 'direction'],
  columns: [
    { key: 'year', header: ['年份', 'Year'], required: true, example: '2027', width: 8 },
    { key: 'school_code', header: ['院校代码', 'School code'], required: true, digits: 5, example: '10248', width: 10 },
    { key: 'school_name', header: ['院校名称', 'School'], required: true, example: '上海交通大学', width: 16 },
    { key: 'province', header: ['省份', 'Province'], required: true, example: '上海', width: 8 },
    { key: 'zone', header: ['分区', 'Zone'], required: true, options: ZONES, example: 'A', width: 6 },
    { key: 'tags', header: ['院校标签', 'Tags'], example: '985,211,双一流', width: 18 },
    { key: 'college_code', header: ['院系代码', 'College code'], required: true, digits: 3, example: '003', width: 10 },
    { key: 'college_name', header: ['院系名称', 'College'], required: true, example: '电子信息与电气工程学院', width: 20 },
    { key: 'major_code', header: ['专业代码', 'Major code'], required: true, digits: 6, example: '081200', width: 10 },
    { key: 'major_name', header: ['专业名称', 'Major'], required: true, example: '计算机科学与技术', width: 18 },
    { key: 'mold', header: ['学位类型', 'Degree type'], required: true, options: [MOLD_NAMES[1][0], MOLD_NAMES[2][0]], example: '学硕', width: 8 },
    { key: 'study_mode', header: ['学习方式', 'Study mode'], options: STUDY_MODES.map((m) => STUDY_MODE_NAMES[m][0]), example: '全日制', width: 10 },
    { key: 'direction', header: ['研究方向', 'Direction'], example: '01 人工智能', width: 18 },
    ...SUBJECT_COLUMNS.map((c, i) => ({
      key: c,
      header: SUBJECT_NAMES[c],
      fields: i === 0 ? ['subjects', 'subjects.0'] : [`subjects.${i}`],
      required: i < 2,
      example: ['101 思想政治理论', '201 英语一', '301 数学一', '408 计算机学科专业基础'][i],
      width: 18,
    })),
    { key: 'quota', header: ['招生人数', 'Quota'], example: '10', width: 8 },
    { key: 'quota_text', header: ['招生人数原文', 'Quota as published'], example: '专业：10(不含推免)', width: 20 },
    { key: 'recommended_quota', header: ['推免人数', 'Recommended quota'], example: '5', width: 8 },
    { key: 'retest_subjects', header: ['复试科目', 'Retest subjects'], example: '机试；综合面试', width: 20 },
    { key: 'source_url', header: ['来源链接', 'Source link'], example: 'https://yzb.sjtu.edu.cn/', width: 24 },
    { key: 'verified_at', header: ['核实日期', 'Verified on'], example: '2026-09-20', width: 12 },
  ],
  toRecord,
  schema: z.strictObject(programmeShape),
  check,
};

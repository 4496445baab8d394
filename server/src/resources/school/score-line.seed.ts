import { nationalScoreLine as national, scoreLine } from '@admin/shared/contract/resources';
import { moduleSeed } from '../../seed/module-seed';

/** [discipline, A zone line, B zone line] as [total, politics, foreign, subject 1, subject 2]. */
const LINES: [string, number[], number[]][] = [
  ['经济学', [326, 46, 46, 69, 69], [316, 43, 43, 66, 66]],
  ['法学', [320, 45, 45, 68, 68], [310, 42, 42, 65, 65]],
  ['教育学', [345, 50, 50, 150, 150], [335, 47, 47, 141, 141]],
  ['文学', [363, 54, 54, 81, 81], [353, 51, 51, 78, 78]],
  ['理学', [283, 39, 39, 59, 59], [273, 36, 36, 56, 56]],
  ['工学', [272, 37, 37, 56, 56], [262, 34, 34, 53, 53]],
  ['医学', [298, 40, 40, 120, 120], [288, 37, 37, 111, 111]],
  ['管理学', [340, 47, 47, 71, 71], [330, 44, 44, 68, 68]],
  ['工商管理（MBA）', [167, 0, 41, 82, 0], [157, 0, 36, 72, 0]],
  ['会计', [197, 0, 48, 96, 0], [187, 0, 43, 86, 0]],
];

export const scoreLineSeed = moduleSeed(scoreLine, [
  // The 2027 lines are two points above 2026's for every discipline, as a rising year looks.
  ...LINES.flatMap(([d, a, b]) => [national(2026, 'A', d, a), national(2026, 'B', d, b)]),
  ...LINES.flatMap(([d, a, b]) => [
    national(
      2027,
      'A',
      d,
      a.map((x, i) => (x && i === 0 ? x + 2 : x)),
    ),
    national(
      2027,
      'B',
      d,
      b.map((x, i) => (x && i === 0 ? x + 2 : x)),
    ),
  ]),
  {
    year: 2026,
    kind: 'school',
    discipline: '工学',
    school_code: '10003',
    school_name: '清华大学',
    major_code: '0812',
    major_name: '计算机科学与技术',
    total: 375,
    politics: 55,
    foreign_language: 55,
    subject_one: 90,
    subject_two: 90,
    note: '自划线（复试基本线）',
  },
  {
    year: 2026,
    kind: 'school',
    discipline: '工学',
    school_code: '10001',
    school_name: '北京大学',
    total: 310,
    politics: 50,
    foreign_language: 50,
    subject_one: 80,
    subject_two: 80,
    note: '自划线',
  },
  {
    year: 2027,
    kind: 'school',
    discipline: '工学',
    school_code: '10248',
    school_name: '上海交通大学',
    major_code: '0854',
    major_name: '电子信息',
    total: 340,
    politics: 50,
    foreign_language: 50,
    subject_one: 85,
    subject_two: 85,
    note: '自划线',
  },
]);

import { PROFESSIONAL_EXCLUDED_CATEGORIES, type FieldError } from '@admin/shared/contract';
import { MOLD_NAMES, PROGRAMME_COMPARED, cellError, programme, programmeImport, programmeYearsSchema, type CellError } from '@admin/shared/contract/resources';
import { sql } from 'kysely';
import { z } from 'zod';
import { diffFields } from '../../audit/audit-log';
import type { Db } from '../../db/database';
import { notFound } from '../../http/api-error';
import type { Registry } from '../../http/registry';
import { registerCollection, repoOf, type CollectionDef, type RecordRows } from '../../kit/collection';
import { importOps, type ImportDef } from '../../kit/import-batch';
import type { Qb } from '../../kit/query';

type Rec = Record<string, unknown>;
interface Major {
  id: number;
  code: string;
  name: string;
  category: number;
  mold: number;
}

const CATEGORY_NAMES: Record<number, [string, string]> = { 1: ['哲学', 'philosophy'], 7: ['理学', 'science'], 14: ['交叉学科', 'interdisciplinary'] };
const EXCLUDED_ZH = PROFESSIONAL_EXCLUDED_CATEGORIES.map((c) => `${String(c).padStart(2, '0')} ${CATEGORY_NAMES[c]?.[0] ?? ''}`).join('、');
const EXCLUDED_EN = PROFESSIONAL_EXCLUDED_CATEGORIES.map((c) => `${String(c).padStart(2, '0')} ${CATEGORY_NAMES[c]?.[1] ?? ''}`).join(', ');

async function majors(db: Db, where: (q: Qb) => Qb): Promise<Major[]> {
  const rows = (await where(db.selectFrom('major').select(['id', 'code', 'name', 'category_id', 'mold'])).execute()) as Rec[];
  return rows.map((r) => ({ id: Number(r.id), code: String(r.code), name: String(r.name), category: Number(r.category_id), mold: Number(r.mold) }));
}

/**
 * The major's place in the majors tree (school/dp/majors/tree/) must agree with the programme: a
 * major of the programme's degree type, its code the first four digits of the programme's, and
 * for professional masters (mold 2) none of categories 1, 7 and 14, which that tree leaves out.
 * Returns the problem in Chinese and English, or null.
 */
export function majorProblem(rec: Rec, major: Major | undefined): [string, string] | null {
  const code = String(rec.major_code ?? '');
  const mold = Number(rec.mold) as 1 | 2;
  const type = MOLD_NAMES[mold] ?? MOLD_NAMES[1];
  if (!major) return [`专业目录里没有${type[0]}专业 ${code.slice(0, 4)}`, `The majors tree has no ${type[1].toLowerCase()} major ${code.slice(0, 4)}`];
  if (mold === 2 && PROFESSIONAL_EXCLUDED_CATEGORIES.includes(major.category)) {
    return [
      `专硕不设 ${EXCLUDED_ZH} 门类的专业（${major.code} ${major.name}）`,
      `Professional masters exclude the categories ${EXCLUDED_EN} (${major.code} ${major.name})`,
    ];
  }
  if (major.mold !== mold) return [`${major.code} ${major.name} 不是${type[0]}专业`, `${major.code} ${major.name} is not a ${type[1].toLowerCase()} major`];
  if (!code.startsWith(major.code))
    return [`专业代码 ${code} 不属于所选专业 ${major.code} ${major.name}`, `Major code ${code} is not under ${major.code} ${major.name}`];
  return null;
}

/** Create, change and bulk change: the chosen major agrees with the code and degree type. */
async function majorRule(at: RecordRows, rec: Rec): Promise<FieldError[]> {
  if (rec.major_id === undefined) return [];
  const [major] = await majors(at.db, (q) => q.where('id', '=', rec.major_id));
  if (!major) return [];
  const p = majorProblem(rec, major);
  return p ? [{ field: 'major_id', message: p[0] }] : [];
}

/** On import the major is found from the code's first four digits and the degree type. */
async function resolveMajors(db: Db, records: Rec[]): Promise<CellError[][]> {
  const prefixes = [...new Set(records.map((r) => String(r.major_code).slice(0, 4)))];
  const found = await majors(db, (q) => q.where('code', 'in', prefixes));
  return records.map((r) => {
    const code = String(r.major_code).slice(0, 4);
    const candidates = found.filter((m) => m.code === code);
    const major = candidates.find((m) => m.mold === r.mold) ?? candidates[0];
    const p = majorProblem(r, major);
    if (p) return [cellError(major && major.mold !== r.mold ? 'mold' : 'major_code', ...p)];
    r.major_id = major!.id;
    return [];
  });
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const like = (col: string, v: string) => sql<boolean>`${sql.ref(col)} like ${`%${likeEscape(v)}%`} escape '\\'`;

const def: CollectionDef = {
  resource: programme,
  table: 'school_programme',
  recordRule: majorRule,
  customFilters: {
    // A school by its code (10248) or a part of its name.
    school: (q, v) => (/^\d{5}$/.test(String(v)) ? q.where('school_code', '=', v) : q.where(like('school_name', String(v)))),
    // A major by the start of its code (0812, 081200) or a part of its name.
    major: (q, v) => (/^\d{2,6}$/.test(String(v)) ? q.where('major_code', 'like', `${String(v)}%`) : q.where(like('major_name', String(v)))),
  },
};

export const programmeImportDef: ImportDef = { collection: def, spec: programmeImport, resolve: resolveMajors };

/** Every year of the programme `id` (same school, major and direction) and what changed from one year to the next. */
export async function programmeYears(db: Db, id: number) {
  const repo = repoOf(def, { db } as never);
  const row = await repo.findRow({}, id);
  if (!row) throw notFound(programme.label);
  const rows = (await db
    .selectFrom('school_programme')
    .selectAll()
    .where('school_code', '=', row.school_code)
    .where('major_code', '=', row.major_code)
    .where('direction', '=', row.direction)
    .orderBy('year')
    .execute()) as Rec[];
  const items = await repo.decorate(rows);
  const pick = (r: Rec) => Object.fromEntries(PROGRAMME_COMPARED.map((f) => [f, r[f]]));
  const changes = items.slice(1).map((cur, i) => ({
    from: Number(items[i].year),
    to: Number(cur.year),
    fields: diffFields(pick(items[i]), pick(cur)).map(({ field, before, after }) => ({ field, before, after })),
  }));
  return { items, changes };
}

/** /school/programme/ (/pick-school/index): CRUD, bulk calls, the years of a programme and the staged import. */
export function programmeFamily(reg: Registry): void {
  registerCollection(reg, def, {
    years: (_e, deps) => ({
      params: z.strictObject({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
      response: programmeYearsSchema,
      summary: '招生专业历年对比（同一院校、专业、研究方向的各年记录与逐年变化）',
      handle: (c) => programmeYears(deps.db, c.params.id as number),
    }),
    ...importOps(programmeImportDef),
  });
}

/*
 * References between records, declared once here and in the modules (`references`): what a field
 * may name, where those records are stored, the noun of the server's refusal and the column people
 * read a record by (exports print it instead of the id). The server checks every declared
 * reference on each write and refuses one naming a record that does not exist.
 */

/** Records a field may name: their table, key column (default `id`), noun and shown column (default `name`). */
export interface ReferenceTarget {
  table: string;
  key?: string;
  /** Chinese noun for the refusal (课程商品 → "课程商品不存在：…"). */
  label: string;
  /** The column a record is shown by in pickers and exports. */
  display?: string;
}

/** Every kind of record a module may reference; adding a table is one entry. */
export const REFERENCE_TARGETS = {
  subject: { table: 'subject', label: '科目' },
  // Not a stored list on the server: the open years are worked out there; the table holds additions.
  kaoyan_year: { table: 'kaoyan_year', key: 'year', label: '考研年份' },
  major: { table: 'major', label: '专业' },
  major_category: { table: 'major_category', label: '学科门类' },
  user_group: { table: 'user_group', label: '用户分组' },
  course_product: { table: 'course_product', label: '课程商品' },
  course_classify: { table: 'course_classify', label: '课程分类' },
  product_classify: { table: 'product_classify', label: '商品分类' },
  product_system: { table: 'product_system', label: '商品体系' },
  business_course: { table: 'business_course', key: 'uuid', label: '业务课' },
  knowledge_point: { table: 'knowledge_point', label: '知识点' },
  clock_in_package: { table: 'clock_in_package', label: '打卡包' },
  book_course_package: { table: 'book_course_package', label: '图书课程包' },
  question: { table: 'question', label: '题目', display: 'stem' },
  quiz_package: { table: 'quiz_package', label: '题包' },
  agg_test: { table: 'agg_test', label: '聚合测试' },
  material_classify: { table: 'material_classify', label: '资料分类' },
  admin_user: { table: 'admin_user', label: '管理员' },
  app_user: { table: 'app_user', label: '用户', display: 'nickname' },
} as const satisfies Record<string, ReferenceTarget>;

export type ReferenceKind = keyof typeof REFERENCE_TARGETS;
export const REFERENCE_KINDS = Object.keys(REFERENCE_TARGETS) as ReferenceKind[];

/**
 * What a field names: one record of a kind, or (`many`) a list of them; `label` replaces the
 * kind's noun where the field means more (a parent category is 上级分类).
 */
export type Reference = ReferenceKind | { kind: ReferenceKind; many?: true; label?: string };

/**
 * A module's references by field. A key `list.field` is a field of each element of a list field
 * (`'members.product_id': 'course_product'`: every member names a course product).
 */
export type References = Readonly<Record<string, Reference>>;

/** One declared reference, resolved: the field (and list it is read from), target and whether it holds a list. */
export interface ResolvedReference extends ReferenceTarget {
  field: string;
  inList?: string;
  many?: boolean;
}

/** A module's references with their targets filled in. */
export function resolveReferences(references: References = {}): ResolvedReference[] {
  return Object.entries(references).map(([path, r]) => {
    const dot = path.indexOf('.');
    const where = dot < 0 ? { field: path } : { inList: path.slice(0, dot), field: path.slice(dot + 1) };
    if (typeof r === 'string') return { ...where, ...REFERENCE_TARGETS[r] };
    return { ...where, ...REFERENCE_TARGETS[r.kind], ...(r.label ? { label: r.label } : {}), ...(r.many ? { many: true } : {}) };
  });
}

import { PROFESSIONAL_EXCLUDED_CATEGORIES } from '@admin/shared/contract';
import {
  availableQuizPackagesQuerySchema,
  availableQuizzesQuerySchema,
  bookCoursePackagesQuerySchema,
  classifiesQuerySchema,
  classifySchema,
  clockInOptionSchema,
  clockInOptionsQuerySchema,
  clockInPackageSchema,
  clockInPackagesQuerySchema,
  courseProductBySysQuerySchema,
  courseProductQuerySchema,
  courseProductSchema,
  courseTreeQuerySchema,
  deliveryOptionsQuerySchema,
  emptyQuery,
  knowledgeListQuerySchema,
  knowledgePointSchema,
  majorsTreeQuerySchema,
  productSystemSchema,
  productSystemsQuerySchema,
  quizPackageSchema,
  quizSchema,
  resourceGroupSchema,
  resourceGroupsQuerySchema,
  simpleOptionSchema,
  subjectSchema,
  subjectTreeQuerySchema,
  subjectsQuerySchema,
  subjectsTreeQuerySchema,
  treeSchema,
  userGroupSchema,
  userGroupsQuerySchema,
  type TreeNode,
} from '@admin/shared/contract/resources';
import type { Db } from '../../db/database';
import type { Registry } from '../../http/registry';
import { registerReference } from '../../kit/reference';

type Row = { id: number; name: string; code?: string; parent_id: number | null };

/** Builds a tree from rows with parent_id (rows already in display order). */
export function buildTree(rows: Row[]): TreeNode[] {
  const nodes = new Map<number, TreeNode>();
  for (const r of rows) nodes.set(r.id, { id: r.id, name: r.name, ...(r.code !== undefined ? { code: r.code } : {}), children: [] });
  const roots: TreeNode[] = [];
  for (const r of rows) {
    const n = nodes.get(r.id)!;
    const parent = r.parent_id === null ? undefined : nodes.get(r.parent_id);
    (parent ? parent.children : roots).push(n);
  }
  return roots;
}

async function subjectTree(db: Db, industry?: string): Promise<TreeNode[]> {
  let q = db.selectFrom('subject').select(['id', 'name', 'code', 'parent_id']);
  if (industry) q = q.where('industry', '=', industry);
  return buildTree((await q.orderBy('sort').orderBy('id').execute()) as Row[]);
}

/**
 * The majors tree: categories (id = national category number) with their majors as children.
 * For professional master's (mold 2) categories 1, 7 and 14 are left out (spec 6, 9).
 */
export async function majorsTree(db: Db, mold?: number, category?: number): Promise<TreeNode[]> {
  let cq = db.selectFrom('major_category').select(['id', 'code', 'name']).orderBy('id');
  if (category) cq = cq.where('id', '=', category);
  if (mold === 2) cq = cq.where('id', 'not in', [...PROFESSIONAL_EXCLUDED_CATEGORIES]);
  const categories = await cq.execute();
  let mq = db.selectFrom('major').select(['id', 'code', 'name', 'category_id']).orderBy('sort').orderBy('code');
  if (mold) mq = mq.where('mold', '=', mold);
  const majors = await mq.execute();
  return categories.map((c) => ({
    id: Number(c.id),
    name: String(c.name),
    code: String(c.code),
    children: majors.filter((m) => m.category_id === c.id).map((m) => ({ id: Number(m.id), name: String(m.name), code: String(m.code), children: [] })),
  }));
}

/** The exam course tree: mold 0 public courses, 1 major courses (spec 3). */
async function courseTree(db: Db, mold?: number, name?: string): Promise<TreeNode[]> {
  let q = db.selectFrom('exam_course').select(['id', 'name', 'code', 'parent_id', 'mold']).orderBy('sort').orderBy('id');
  if (mold !== undefined) q = q.where('mold', '=', mold);
  const tree = buildTree((await q.execute()) as Row[]);
  if (!name) return tree;
  // Keep groups that match or hold a match.
  const keep = (n: TreeNode): TreeNode | null => {
    const children = n.children.map(keep).filter((x): x is TreeNode => x !== null);
    return n.name.includes(name) || children.length ? { ...n, children } : null;
  };
  return tree.map(keep).filter((x): x is TreeNode => x !== null);
}

/** Read-only reference data of spec 7 (dropdowns and trees). */
export function referenceFamily(reg: Registry): void {
  registerReference(reg, {
    name: 'ref.user_groups',
    table: 'user_group',
    query: userGroupsQuerySchema,
    filters: { name: { op: 'like' } },
    order: 'id',
    paged: false,
    columns: ['id', 'name', 'description', 'user_count'],
    item: userGroupSchema,
    summary: '用户分组（投放人群）',
  });
  registerReference(reg, {
    name: 'ref.classifies',
    table: 'classify',
    query: classifiesQuerySchema,
    filters: { name: { op: 'like' }, level: { op: 'eq' }, parent_id: { op: 'eq' }, business_line: { op: 'eq' }, is_enable: { op: 'eq' } },
    order: 'sort',
    paged: false,
    columns: ['id', 'name', 'code', 'parent_id', 'level', 'business_line', 'sort', 'is_enable'],
    bools: ['is_enable'],
    item: classifySchema,
    summary: '广告位分类',
  });
  registerReference(reg, {
    name: 'ref.product_systems',
    table: 'product_system',
    query: productSystemsQuerySchema,
    filters: { name: { op: 'like' }, business_line: { op: 'eq' } },
    order: 'id',
    paged: false,
    columns: ['id', 'name', 'code', 'business_line'],
    item: productSystemSchema,
    summary: '商品体系',
  });
  registerReference(reg, {
    name: 'ref.subjects',
    table: 'subject',
    query: subjectsQuerySchema,
    filters: { name: { op: 'like' }, industry: { op: 'eq' }, mold: { op: 'eq' }, parent_id: { op: 'eq' } },
    order: 'sort',
    paged: false,
    columns: ['id', 'name', 'code', 'parent_id', 'industry', 'mold'],
    item: subjectSchema,
    summary: '科目（下拉）',
  });
  registerReference(reg, {
    name: 'ref.resource_groups',
    table: 'resource_group',
    query: resourceGroupsQuerySchema,
    filters: { name: { op: 'like' }, type: { op: 'eq' } },
    order: 'id',
    paged: true,
    columns: ['id', 'name', 'type', 'resource_count'],
    item: resourceGroupSchema,
    summary: '资源分组',
  });

  reg.add('ref.subject_tree', 'tree', (_e, deps) => ({
    query: subjectTreeQuerySchema,
    response: treeSchema,
    summary: '科目树（按行业，默认 graduate_exam）',
    handle: (c) => subjectTree(deps.db, c.query.industry),
  }));
  reg.add('ref.subjects_tree', 'tree', (_e, deps) => ({
    query: subjectsTreeQuerySchema,
    response: treeSchema,
    summary: '全部科目树',
    handle: () => subjectTree(deps.db),
  }));
  reg.add('ref.majors_tree', 'tree', (_e, deps) => ({
    query: majorsTreeQuerySchema,
    response: treeSchema,
    summary: '专业树（mold 1 学硕，2 专硕：不含门类 1、7、14）',
    handle: (c) => majorsTree(deps.db, c.query.mold, c.query.category),
  }));
  reg.add('ref.course_tree', 'tree', (_e, deps) => ({
    query: courseTreeQuerySchema,
    response: treeSchema,
    summary: '考试科目树（mold 0 公共课，1 专业课）',
    handle: (c) => courseTree(deps.db, c.query.mold, c.query.name),
  }));
  reg.add('ref.course_classify', 'tree', (_e, deps) => ({
    query: emptyQuery,
    response: treeSchema,
    summary: '课程分类（完整树）',
    handle: async () =>
      buildTree((await deps.db.selectFrom('course_classify').select(['id', 'name', 'parent_id']).orderBy('sort').orderBy('id').execute()) as Row[]),
  }));

  const productColumns = ['id', 'name', 'price', 'original_price', 'classify_id', 'product_sys_id', 'subject_id', 'year', 'status', 'sales'];
  registerReference(reg, {
    name: 'ref.course_products',
    table: 'course_product',
    query: courseProductQuerySchema,
    filters: { name: { op: 'like' }, classify_id: { op: 'eq' }, subject_id: { op: 'eq' }, year: { op: 'eq' }, status: { op: 'eq' }, ids: { op: 'custom' } },
    custom: { ids: (qb, ids) => qb.where('id', 'in', ids as number[]) },
    order: '-id',
    paged: true,
    columns: productColumns,
    item: courseProductSchema,
    summary: '直售课程商品（新）',
  });
  registerReference(reg, {
    name: 'ref.course_products_by_sys',
    table: 'course_product',
    query: courseProductBySysQuerySchema,
    filters: { product_sys_id: { op: 'eq' }, name: { op: 'like' } },
    order: '-id',
    paged: true,
    columns: productColumns,
    item: courseProductSchema,
    summary: '商品体系下的课程商品',
  });

  registerReference(reg, {
    name: 'ref.clock_in_packages',
    table: 'clock_in_package',
    query: clockInPackagesQuerySchema,
    order: 'id',
    paged: false,
    columns: ['id', 'name', 'days', 'subject_id'],
    item: clockInPackageSchema,
    summary: '打卡包',
  });
  registerReference(reg, {
    name: 'ref.clock_in_options',
    table: 'bc_clock_in_activity',
    query: clockInOptionsQuerySchema,
    order: '-id',
    paged: false,
    columns: ['id', 'title', 'bc_uuid', 'year'],
    item: clockInOptionSchema,
    summary: '打卡活动选项',
  });
  registerReference(reg, {
    name: 'ref.clock_in_delivery_options',
    table: 'book_course_package',
    query: deliveryOptionsQuerySchema,
    where: (qb) => qb.where('is_enable', '=', 1),
    filters: { name: { op: 'like' } },
    order: 'id',
    paged: false,
    columns: ['id', 'name'],
    item: simpleOptionSchema,
    summary: '打卡报名可寄送的图书课程包',
  });

  registerReference(reg, {
    name: 'ref.available_quiz_packages',
    table: 'quiz_package',
    query: availableQuizPackagesQuerySchema,
    where: (qb) => qb.where('status', '=', 'published'),
    filters: { name: { op: 'like' }, subject_id: { op: 'eq' }, year: { op: 'eq' } },
    order: '-id',
    paged: true,
    columns: ['id', 'name', 'subject_id', 'year', 'question_count', 'is_free', 'price', 'status'],
    bools: ['is_free'],
    item: quizPackageSchema,
    summary: '可用题包（已发布）',
  });
  registerReference(reg, {
    name: 'ref.available_quizzes',
    table: 'quiz',
    query: availableQuizzesQuerySchema,
    filters: { package_id: { op: 'eq' }, title: { op: 'like' } },
    order: 'id',
    paged: false,
    columns: ['id', 'package_id', 'title', 'question_count', 'duration_minutes'],
    item: quizSchema,
    summary: '可用试卷',
  });
  registerReference(reg, {
    name: 'ref.knowledge_list',
    table: 'knowledge_point',
    query: knowledgeListQuerySchema,
    filters: { name: { op: 'like' }, subject_id: { op: 'eq' }, parent_id: { op: 'eq' }, level: { op: 'eq' } },
    order: 'id',
    paged: true,
    columns: ['id', 'name', 'subject_id', 'parent_id', 'level', 'question_count'],
    item: knowledgePointSchema,
    summary: '知识点列表',
  });
  registerReference(reg, {
    name: 'ref.book_course_packages',
    table: 'book_course_package',
    query: bookCoursePackagesQuerySchema,
    filters: { name: { op: 'like' } },
    order: 'id',
    paged: false,
    columns: ['id', 'name'],
    item: simpleOptionSchema,
    summary: '图书课程包（简表）',
  });
}

import { http } from '@admin/shared/api';
import { DEFAULT_INDUSTRY } from '@admin/shared/contract';
import type { Classify, ClockInPackage, CourseProduct, ProductClassify, SimpleOption, TreeNode, UserGroup } from '@admin/shared/contract/resources';
import { rt } from '../texts';
import type { Option } from '../types';
import type { ReferenceSource, TreeSource } from './types';

/*
 * The trees and reference lists of the API (spec 7, the reference endpoints) as sources for the
 * tree and reference pickers. Each source is made once per set of parameters, so the page-wide
 * caches of trees and names are shared by every control that uses it.
 */

const memo = <A extends unknown[], T>(make: (...args: A) => T) => {
  const made = new Map<string, T>();
  return (...args: A): T => {
    const k = JSON.stringify(args);
    if (!made.has(k)) made.set(k, make(...args));
    return made.get(k)!;
  };
};

const query = (params: Record<string, unknown>) => Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined));

/** Majors by category (mold 1 academic, 2 professional: the server leaves out categories 1, 7 and 14); majors are the values. */
export const majorsTree = memo((mold?: 1 | 2): TreeSource => ({
  key: `majors?mold=${mold ?? ''}`,
  load: () => http.get<TreeNode[]>('/school/dp/majors/tree/', { params: query({ mold }) }),
  groupsSelectable: false,
}));

/** The subject tree of an industry (default graduate_exam, spec 9). */
export const subjectTree = memo((industry: string = DEFAULT_INDUSTRY): TreeSource => ({
  key: `subjects?industry=${industry}`,
  load: () => http.get<TreeNode[]>('/base/drop_down/subject_tree/', { params: { industry } }),
  groupsSelectable: true,
}));

/** Subjects grouped by category (GET base/dp/subjects/tree/): the subjects are the values. */
export const subjectsTree = memo((): TreeSource => ({
  key: 'subjects-tree',
  load: () => http.get<TreeNode[]>('/base/dp/subjects/tree/'),
  groupsSelectable: false,
}));

/** The exam course tree (mold 0 public courses, 1 major courses). */
export const courseTree = memo((mold?: 0 | 1): TreeSource => ({
  key: `courses?mold=${mold ?? ''}`,
  load: () => http.get<TreeNode[]>('/school/dp/majors/course/tree/', { params: query({ mold }) }),
  groupsSelectable: true,
}));

/** Course categories (GET course/classify/full). */
export const courseClassifyTree = memo((): TreeSource => ({
  key: 'course-classify',
  load: () => http.get<TreeNode[]>('/course/classify/full'),
  groupsSelectable: true,
}));

/** Ad-place categories (GET base/classifies, enabled ones as spec 9 says), built into a tree by parent_id. */
export const classifyTree = memo((businessLine?: 1 | 2): TreeSource => ({
  key: `classifies?line=${businessLine ?? ''}`,
  load: async () => {
    const rows = await http.get<Classify[]>('/base/classifies', { params: query({ is_enable: 1, business_line: businessLine }) });
    const nodes = new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, code: r.code, children: [] as TreeNode[] }]));
    const roots: TreeNode[] = [];
    for (const r of rows) (r.parent_id !== null && nodes.get(r.parent_id) ? nodes.get(r.parent_id)!.children : roots).push(nodes.get(r.id)!);
    return roots;
  },
  groupsSelectable: true,
}));

const productOption = (p: CourseProduct): Option => ({ value: p.id, label: rt('resource.option.product', { name: p.name, id: p.id }) });

/** Course products (GET course/products/direct/new): searched by name, names looked up by `ids`. */
export const courseProducts = memo((): ReferenceSource => ({
  key: 'course-products',
  search: (name) =>
    http
      .get<{ items: CourseProduct[] }>('/course/products/direct/new', { params: query({ name: name || undefined, limit: 20 }) })
      .then((p) => p.items.map(productOption)),
  byIds: (ids) =>
    http.get<{ items: CourseProduct[] }>('/course/products/direct/new', { params: { ids: ids.join(','), limit: 100 } }).then((p) => p.items.map(productOption)),
}));

/** User groups (GET base/user_groups/): the whole list is small, so ids are looked up in it. */
export const userGroups = memo((): ReferenceSource => {
  let all: Promise<UserGroup[]> | null = null;
  const label = (g: UserGroup): Option => ({ value: g.id, label: rt('resource.option.userGroup', { name: g.name, n: g.user_count }) });
  return {
    key: 'user-groups',
    search: (name) => http.get<UserGroup[]>('/base/user_groups/', { params: query({ name: name || undefined }) }).then((gs) => gs.map(label)),
    byIds: async (ids) => {
      all ??= http.get<UserGroup[]>('/base/user_groups/').catch((e: unknown) => {
        all = null;
        throw e;
      });
      const wanted = new Set(ids.map(Number));
      return (await all).filter((g) => wanted.has(g.id)).map(label);
    },
  };
});

/** Where a reference list comes from: what may be picked, and (when it differs) every record, to name stored ids. */
interface WholeListRows<T> {
  /** The rows offered to pick from (e.g. the enabled ones). */
  offered: () => Promise<T[]>;
  /** Every row, disabled ones too, which `disabled` tells apart; the offered rows when absent. */
  all?: () => Promise<T[]>;
  disabled?: (row: T) => boolean;
}

/** A read made once per page load; a failed read is tried again next time. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let p: Promise<T> | null = null;
  return () =>
    (p ??= load().catch((e: unknown) => {
      p = null;
      throw e;
    }));
}

/**
 * A reference list the API answers whole (tens of rows): read once per page load, searched by name
 * in the browser, ids named from it. A stored id names any record that exists, a disabled one
 * marked so ("限时特惠（已停用）"); only an id no record has is missing.
 */
function wholeList<T extends { id: string | number }>(key: string, load: (() => Promise<T[]>) | WholeListRows<T>, label: (row: T) => Option): ReferenceSource {
  const from = typeof load === 'function' ? { offered: load } : load;
  const offered = once(from.offered);
  const all = from.all ? once(from.all) : offered;
  const named = (row: T): Option => {
    const o = label(row);
    return from.disabled?.(row) ? { ...o, label: rt('resource.option.disabled', { name: String(o.label) }) } : o;
  };
  return {
    key,
    search: async (name) => (await offered()).map(label).filter((o) => !name || String(o.label).includes(name)),
    byIds: async (ids) => {
      const wanted = new Set(ids.map(String));
      return (await all()).filter((r) => wanted.has(String(r.id))).map(named);
    },
  };
}

/** Clock-in packages (GET nav/clockin/packages/). */
export const clockInPackages = memo((): ReferenceSource =>
  wholeList<ClockInPackage>(
    'clock-in-packages',
    () => http.get<ClockInPackage[]>('/nav/clockin/packages/'),
    (p) => ({ value: p.id, label: rt('resource.option.clockInPackage', { name: p.name, n: p.days }) }),
  ),
);

/** Book-and-course packages shipped on a clock-in sign-up (GET nav/clock_in_activity/delivery/option/). */
export const deliveryOptions = memo((): ReferenceSource =>
  wholeList<SimpleOption>(
    'delivery-options',
    () => http.get<SimpleOption[]>('/nav/clock_in_activity/delivery/option/'),
    (p) => ({ value: p.id, label: p.name }),
  ),
);

/**
 * Book-and-course packages (GET practice/book/course/package/list/simple, spec 7): the picker
 * wherever a package is linked.
 */
export const bookCoursePackages = memo((): ReferenceSource =>
  wholeList<SimpleOption>(
    'book-course-packages',
    () => http.get<SimpleOption[]>('/practice/book/course/package/list/simple'),
    (p) => ({ value: p.id, label: p.name }),
  ),
);

/**
 * Product classifications of the business courses (GET nav/bc/product_classify/): the enabled ones
 * are offered (is_enable=1, spec 9); a stored id is named from all of them, a disabled one marked.
 */
export const productClassifies = memo((): ReferenceSource =>
  wholeList<ProductClassify>(
    'product-classifies',
    {
      offered: () => http.get<{ items: ProductClassify[] }>('/nav/bc/product_classify/', { params: { is_enable: 1, limit: 100 } }).then((p) => p.items),
      all: () => http.get<{ items: ProductClassify[] }>('/nav/bc/product_classify/', { params: { limit: 100 } }).then((p) => p.items),
      disabled: (c) => !c.is_enable,
    },
    (c) => ({ value: c.id, label: c.name }),
  ),
);

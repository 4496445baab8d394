import type { TreeNode } from '@admin/shared/contract/resources';
import type { Option } from '../types';

/** The structured field types, on top of the kit's scalar ones. */
export type StructuredType = 'list' | 'tree' | 'reference' | 'richText' | 'document' | 'video' | 'colour' | 'linkTarget' | 'money';

export const STRUCTURED_TYPES: readonly StructuredType[] = ['list', 'tree', 'reference', 'richText', 'document', 'video', 'colour', 'linkTarget', 'money'];

/** A tree of the API (majors, subjects, courses, categories) to pick ids from. */
export interface TreeSource {
  /** Identifies the tree for the page-wide cache (e.g. `majors?mold=2`). */
  key: string;
  load: () => Promise<TreeNode[]>;
  /** Whether inner nodes can be picked too; when false only leaves below the roots are values (majors, not categories, even an empty one). */
  groupsSelectable?: boolean;
}

/** Records of the API picked by searching their names (course products, user groups…). */
export interface ReferenceSource {
  /** Identifies the source for the page-wide name cache. */
  key: string;
  /** Records whose name contains the text (a page of them). */
  search: (text: string) => Promise<Option[]>;
  /** Names of these ids in one request; ids that do not exist are simply missing. */
  byIds: (ids: readonly (string | number)[]) => Promise<Option[]>;
}

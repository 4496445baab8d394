import { z } from 'zod';
import { batchItems } from './batch';
import { crudSchemas, shortText, sort, version } from './fields';

/*
 * The building blocks of an editable category tree (course categories, material categories): the
 * stored fields, the PATCH that renames or switches, the move of one parent's children, and the
 * node as the tree call reads it, with the counts the family adds.
 */

/** Name, parent (null: a root), sort and switch of a category. */
export const categorySchemas = (nameMax: number) =>
  crudSchemas({
    name: shortText(nameMax),
    /** The parent category, or null for a root. */
    parent_id: z.number().int().min(1).nullable().default(null),
    sort: sort.default(0),
    is_enable: z.boolean().default(true),
  });

/** PATCH: name and enable only; a move goes through PUT move/ with its siblings' order. */
export const categoryPatch = (nameMax: number) => z.strictObject({ name: shortText(nameMax).optional(), is_enable: z.boolean().optional(), version });

/**
 * PUT …/move/: the children of `parent_id` (null: the roots) in their new order, each with the
 * version the client read. Every current child must be named (a sibling added meanwhile makes the
 * request stale); a category named that lives elsewhere moves here.
 */
export const categoryMoveBody = z.strictObject({
  parent_id: z.number().int().min(1).nullable(),
  items: batchItems('id'),
});
export type CategoryMove = z.infer<typeof categoryMoveBody>;

/** A category with its children as the tree call reads it; `counts` names the family's counts. */
export function categoryNodeSchema<N>(counts: readonly string[]): z.ZodType<N> {
  const node: z.ZodType<N> = z.lazy(() =>
    z.object({
      id: z.number().int(),
      name: z.string(),
      parent_id: z.number().int().nullable(),
      sort: z.number().int(),
      is_enable: z.boolean(),
      version: z.number().int(),
      updated_at: z.string(),
      ...Object.fromEntries(counts.map((c) => [c, z.number().int()])),
      children: z.array(node),
    }),
  ) as unknown as z.ZodType<N>;
  return node;
}

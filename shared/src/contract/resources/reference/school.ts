import { z } from 'zod';
import { treeNodeSchema } from '../fields';

/**
 * School reference data: GET school/dp/majors/tree/ (mold 1 academic, 2 professional; categories
 * 1, 7 and 14 are left out for mold 2) and GET school/dp/majors/course/tree/ (mold 0 public
 * course, 1 major course). Tree nodes are `{ id, name, code, children }`: a majors tree is
 * categories (id = category number) whose children are majors.
 */
export const majorsTreeQuerySchema = z.strictObject({
  mold: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .optional(),
  /** Only this category (1–14). */
  category: z.coerce.number().int().min(1).max(14).optional(),
});
export type MajorsTreeQuery = z.input<typeof majorsTreeQuerySchema>;

export const courseTreeQuerySchema = z.strictObject({
  mold: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .optional(),
  name: z.string().trim().max(32).optional(),
});
export type CourseTreeQuery = z.input<typeof courseTreeQuerySchema>;

export const majorsTreeSchema = z.array(treeNodeSchema);
export const courseTreeSchema = z.array(treeNodeSchema);

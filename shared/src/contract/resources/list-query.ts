import { z } from 'zod';
import { listQuerySchema } from '@admin/shared/contract';

/**
 * The query of a list endpoint: page, limit, ordering (only the listed fields, `-` for
 * descending, comma-separated) and the resource's filters; unknown query fields are rejected.
 */
export function listQuery<F extends z.ZodRawShape>(filters: F, orderable: readonly string[]) {
  const allowed = new Set(orderable.flatMap((f) => [f, `-${f}`]));
  return z.strictObject({
    ...listQuerySchema.shape,
    ordering: z
      .string()
      .max(64)
      .refine((v) => v.split(',').every((p) => allowed.has(p.trim())), {
        message: `排序字段只能是 ${orderable.join('、')}（前加 - 表示倒序，逗号分隔）`,
      })
      .optional(),
    ...filters,
  });
}

/** A query that takes no parameters (rejects any). */
export const emptyQuery = z.strictObject({});

import { z } from 'zod';

/** Every response of /admin_api/v1: `{ code, msg, data }`; code 20000 is success. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** A field a person can fix: `field` is the dotted path of the input, `message` says what to do. */
export interface FieldError {
  field: string;
  message: string;
}

/** `data` of a 40000 response. */
export interface InvalidData {
  errors: FieldError[];
}

/** `data` of every list endpoint. */
export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

export const PAGE_DEFAULT = 1;
export const LIMIT_DEFAULT = 20;
export const LIMIT_MAX = 100;

/** Query of every list endpoint; filters are extra plain fields of the same query. */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(PAGE_DEFAULT),
  limit: z.coerce.number().int().min(1).max(LIMIT_MAX).default(LIMIT_DEFAULT),
  ordering: z.string().max(64).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const envelopeSchema = <T extends z.ZodType>(data: T) => z.object({ code: z.number().int(), msg: z.string(), data });

import { z } from 'zod';
import { listPageSchema } from '../fields';
import { emptyQuery, listQuery } from '../list-query';

/** Practice reference data (GET practice/…) and the clock-in dropdowns (GET nav/clockin/…, nav/clock_in_activity/…). */

export const quizPackageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subject_id: z.number().int().nullable(),
  year: z.number().int().nullable(),
  question_count: z.number().int(),
  is_free: z.boolean(),
  /** In cents. */
  price: z.number().int(),
  status: z.enum(['draft', 'published']),
});
export type QuizPackage = z.infer<typeof quizPackageSchema>;
/** GET practice/available-quiz-pkg/: published packages. */
export const availableQuizPackagesQuerySchema = listQuery(
  {
    name: z.string().trim().max(64).optional(),
    subject_id: z.coerce.number().int().min(1).optional(),
    year: z.coerce.number().int().min(2000).max(2100).optional(),
  },
  ['id', 'name', 'year'],
);
export const availableQuizPackagesSchema = listPageSchema(quizPackageSchema);

export const quizSchema = z.object({
  id: z.number().int(),
  package_id: z.number().int(),
  title: z.string(),
  question_count: z.number().int(),
  duration_minutes: z.number().int(),
});
export type Quiz = z.infer<typeof quizSchema>;
/** GET practice/available-quiz/ */
export const availableQuizzesQuerySchema = z.strictObject({
  package_id: z.coerce.number().int().min(1).optional(),
  title: z.string().trim().max(64).optional(),
});
export const availableQuizzesSchema = z.array(quizSchema);

export const knowledgePointSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subject_id: z.number().int(),
  parent_id: z.number().int().nullable(),
  level: z.number().int(),
  question_count: z.number().int(),
});
export type KnowledgePoint = z.infer<typeof knowledgePointSchema>;
/** GET practice/knowledge/list/ */
export const knowledgeListQuerySchema = listQuery(
  {
    name: z.string().trim().max(64).optional(),
    subject_id: z.coerce.number().int().min(1).optional(),
    parent_id: z.coerce.number().int().min(1).optional(),
    level: z.coerce.number().int().min(1).max(3).optional(),
  },
  ['id', 'name', 'question_count'],
);
export const knowledgeListSchema = listPageSchema(knowledgePointSchema);

export const simpleOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export type SimpleOption = z.infer<typeof simpleOptionSchema>;
/** GET practice/book/course/package/list/simple */
export const bookCoursePackagesQuerySchema = z.strictObject({ name: z.string().trim().max(64).optional() });
export const simpleOptionsSchema = z.array(simpleOptionSchema);

/** GET nav/clockin/packages/ */
export const clockInPackageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  days: z.number().int(),
  subject_id: z.number().int().nullable(),
});
export type ClockInPackage = z.infer<typeof clockInPackageSchema>;
export const clockInPackagesQuerySchema = emptyQuery;
export const clockInPackagesSchema = z.array(clockInPackageSchema);

/** GET nav/clock_in_activity/option/: every clock-in activity, for pickers (e.g. the check-in ad). */
export const clockInOptionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  bc_uuid: z.string(),
  year: z.number().int(),
});
export type ClockInOption = z.infer<typeof clockInOptionSchema>;
export const clockInOptionsQuerySchema = emptyQuery;
export const clockInOptionsSchema = z.array(clockInOptionSchema);

/** GET nav/clock_in_activity/delivery/option/: book-and-course packages that can be shipped on sign-up. */
export const deliveryOptionsQuerySchema = z.strictObject({ name: z.string().trim().max(64).optional() });

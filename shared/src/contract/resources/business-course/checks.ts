import { linkProblem, scheduleProblem, type LinkType, type RecordCheck } from '../fields';

/** Cross-field rules of the business-course content: a link's value fits its type; a schedule ends after it starts. */
export const linkCheck =
  (typeKey: string, valueKey: string): RecordCheck =>
  (v) => {
    const p = linkProblem(v[typeKey] as LinkType | undefined, v[valueKey] as string | undefined);
    return p ? [{ field: valueKey, message: p }] : [];
  };
export const scheduleCheck: RecordCheck = (v) => {
  const p = scheduleProblem(v.start_at as string | null, v.end_at as string | null);
  return p ? [{ field: 'end_at', message: p }] : [];
};
export const both =
  (...checks: RecordCheck[]): RecordCheck =>
  (v) =>
    checks.flatMap((c) => c(v));

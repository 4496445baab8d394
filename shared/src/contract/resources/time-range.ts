import { z } from 'zod';

/*
 * Time-range filters of a list (`created_from` / `created_to` of the operation log): each bound is
 * a day (YYYY-MM-DD: from its start, or to its end, in UTC) or an ISO time with its offset (what a
 * date picker sends for the start and end of a day where the person is). A range whose end comes
 * before its start is refused, not answered with an empty page.
 */

const day = z.iso.date();
const time = z.iso.datetime({ offset: true });

/** One bound of a time range, as the query carries it (one message for both forms). */
export const timeBound = z.string().refine((v) => day.safeParse(v).success || time.safeParse(v).success, {
  message: '应为日期（YYYY-MM-DD）或带时区的 ISO 时间，例如 2026-03-01T00:00:00+08:00',
});

/** The instant a bound stands for, as stored times are written (ISO, UTC): a bare day is its first or last millisecond. */
export function boundInstant(v: string, side: 'from' | 'to'): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return `${v}T${side === 'from' ? '00:00:00.000' : '23:59:59.999'}Z`;
  return new Date(v).toISOString();
}

export const RANGE_ORDER_MESSAGE = '截止时间不能早于起始时间';

/**
 * The check of a query's ranges: for each column with both a `from` and a `to` filter, the end
 * may not come before the start (the problem is the end's). Bounds that do not parse are the
 * bound's own schema's problem.
 */
export function rangeOrder(ranges: readonly { from: string; to: string }[]) {
  return (q: Record<string, unknown>, ctx: z.RefinementCtx) => {
    for (const { from, to } of ranges) {
      const a = q[from];
      const b = q[to];
      if (typeof a !== 'string' || typeof b !== 'string' || !timeBound.safeParse(a).success || !timeBound.safeParse(b).success) continue;
      if (boundInstant(a, 'from') > boundInstant(b, 'to')) ctx.addIssue({ code: 'custom', path: [to], message: RANGE_ORDER_MESSAGE });
    }
  };
}

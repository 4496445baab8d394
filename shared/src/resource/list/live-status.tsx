import type { ReactNode } from 'react';
import type { FieldDef, Rec } from '../types';
import { listTag } from './list-tag';
import { useListI18n } from './texts';

export type LiveStatus = 'scheduled' | 'live' | 'ended';

const timeOf = (v: unknown): number | null => {
  if (typeof v !== 'string' || !v) return null;
  const ms = Date.parse(v);
  return Number.isNaN(ms) ? null : ms;
};

/** Where `now` falls in a schedule; an open end (no end time) never ends. Null without a start. */
export function liveStatusOf(start: unknown, end: unknown, now = Date.now()): LiveStatus | null {
  const from = timeOf(start);
  if (from === null) return null;
  if (now < from) return 'scheduled';
  const to = timeOf(end);
  return to !== null && now >= to ? 'ended' : 'live';
}

const COLOR: Record<LiveStatus, string> = { scheduled: 'blue', live: 'green', ended: 'default' };

/** 未开始 / 投放中 / 已结束 of a record's schedule (a dateRange field), as a coloured tag; elements, drawn in the row's render (cells.tsx valueContent). */
export function liveStatusTag(field: FieldDef, record: Rec, t: (key: string) => string): ReactNode {
  const status = liveStatusOf(record[field.name], field.end ? record[field.end] : undefined);
  return status ? listTag(COLOR[status], t(`resource.list.status.${status}`)) : null;
}

/** liveStatusTag as a component, for a screen's own cells. */
export function LiveStatusTag({ field, record }: { field: FieldDef; record: Rec }) {
  const { t } = useListI18n();
  return <>{liveStatusTag(field, record, t)}</>;
}

/** The list fields a live-status column is derived from: listed dateRange fields that do not opt out. */
export const scheduleFields = (fields: readonly FieldDef[]): FieldDef[] =>
  fields.filter((f) => f.type === 'dateRange' && f.list && !(typeof f.list === 'object' && f.list.liveStatus === false));

import { DATE_TIME_FORMAT, formatDateTime } from '@admin/shared/format';

/** How the kit shows a time: the console's one format (format/date-time.ts). */
export const TIME_FORMAT = DATE_TIME_FORMAT;

/** A time value of a cell, a drawer or a history line as TIME_FORMAT in the browser's zone ('' for none). */
export const formatTime = (v: unknown): string => formatDateTime(v);

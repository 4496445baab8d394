import dayjs from 'dayjs';

/** How a list shows a time: local, to the minute. */
export const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

// A full ISO 8601 time with its zone, as the API sends them: the browser's Date reads it exactly.
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * A time value of a list cell as TIME_FORMAT in the browser's zone ('' for none). The API's ISO
 * times are formatted directly; dayjs's parse and format were a few ms of every 20-row page (three
 * times a row). Anything else (no zone, date only) keeps dayjs's reading.
 */
export function formatTime(v: unknown): string {
  if (typeof v !== 'string' || !v) return '';
  if (ISO_WITH_ZONE.test(v)) {
    const d = new Date(v);
    if (!Number.isNaN(d.getTime())) return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
  }
  return dayjs(v).format(TIME_FORMAT);
}

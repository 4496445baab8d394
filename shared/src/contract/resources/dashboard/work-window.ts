/**
 * The time windows of "work to do", one definition for the list filters that
 * show the rows and the dashboard that counts them.
 */

/** "Soon": starts, ends or is sent within this many days of now. */
export const SOON_DAYS = 7;

/**
 * The business's day, for "today": China Standard Time (UTC+8, no daylight saving), where the
 * staff and the students are, whatever the server's own zone.
 */
export const BUSINESS_UTC_OFFSET_HOURS = 8;

const HOUR = 3_600_000;
export const DAY_MS = 24 * HOUR;

/** [start, end) of the business day `now` falls in, as instants. */
export function businessDay(now: Date): [Date, Date] {
  const shift = BUSINESS_UTC_OFFSET_HOURS * HOUR;
  const start = Math.floor((now.getTime() + shift) / DAY_MS) * DAY_MS - shift;
  return [new Date(start), new Date(start + DAY_MS)];
}

/** (now, now + SOON_DAYS]: what starts, ends or is sent soon. */
export function soonWindow(now: Date): [Date, Date] {
  return [now, new Date(now.getTime() + SOON_DAYS * DAY_MS)];
}

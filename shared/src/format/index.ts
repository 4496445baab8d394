export { relativeTime, formatDate, toDate } from './relative-time';
export type { DateInput } from './relative-time';
export { DATE_TIME_FORMAT, formatDateTime } from './date-time';
export { formatNumber } from './number';
export { centsToYuan, yuanToCents } from './money';
export {
  PLATFORM_OPTIONS,
  MOLD_OPTIONS,
  COURSE_MOLD_OPTIONS,
  BUSINESS_LINE_OPTIONS,
  optionLabel,
  localizeOptions,
  platformLabel,
  moldLabel,
  courseMoldLabel,
  businessLineLabel,
} from './options';
export type { CodeOption } from './options';

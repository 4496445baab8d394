export { relativeTime, formatDate } from './relative-time';
export { toDate } from './date-time';
export type { DateInput } from './date-time';
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

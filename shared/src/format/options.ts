import { getLocale } from '@admin/shared/i18n';
import type { Locale } from '@admin/shared/i18n';
import { BUSINESS_LINES, COURSE_MOLDS, MAJOR_MOLDS, PLATFORMS } from './contract-values';

/** A coded value with its Chinese and English names. */
export interface CodeOption<V extends number = number> {
  value: V;
  label: string;
  labelEn: string;
}

/** Client platforms (spec 3): 0 PC, 1 H5, 2 Android, 3 iOS, 6 pad, 7 iPad (names are the same in both languages). */
export const PLATFORM_OPTIONS: readonly CodeOption[] = PLATFORMS.map((p) => ({ value: p.value, label: p.label, labelEn: p.label }));
/** Majors mold (spec 3): 1 academic, 2 professional master's. */
export const MOLD_OPTIONS: readonly CodeOption[] = MAJOR_MOLDS.map((m) => ({ ...m }));
/** Course tree mold (spec 3): 0 public course, 1 major course. */
export const COURSE_MOLD_OPTIONS: readonly CodeOption[] = COURSE_MOLDS.map((m) => ({ ...m }));
/** Business lines (spec 9): 1 domestic exam prep, 2 study abroad. */
export const BUSINESS_LINE_OPTIONS: readonly CodeOption[] = BUSINESS_LINES.map((b) => ({ ...b }));

/** The name of `value` in the current locale, or the value itself when the table does not know it. */
export function optionLabel(options: readonly CodeOption[], value: number, locale: Locale = getLocale()): string {
  const option = options.find((o) => o.value === value);
  if (!option) return String(value);
  return locale === 'en' ? option.labelEn : option.label;
}

/** `{ value, label }` pairs in the current locale, ready for a select or radio group. */
export const localizeOptions = (options: readonly CodeOption[], locale: Locale = getLocale()): { value: number; label: string }[] =>
  options.map((o) => ({ value: o.value, label: locale === 'en' ? o.labelEn : o.label }));

export const platformLabel = (code: number): string => optionLabel(PLATFORM_OPTIONS, code);
export const moldLabel = (mold: number): string => optionLabel(MOLD_OPTIONS, mold);
export const courseMoldLabel = (mold: number): string => optionLabel(COURSE_MOLD_OPTIONS, mold);
export const businessLineLabel = (line: number): string => optionLabel(BUSINESS_LINE_OPTIONS, line);

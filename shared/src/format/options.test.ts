import { setLocale } from '@admin/shared/i18n';
import {
  BUSINESS_LINE_OPTIONS,
  COURSE_MOLD_OPTIONS,
  MOLD_OPTIONS,
  PLATFORM_OPTIONS,
  businessLineLabel,
  localizeOptions,
  moldLabel,
  platformLabel,
} from './options';

afterEach(() => setLocale('zh-CN'));

it('has the platform codes of spec 3', () => {
  expect(PLATFORM_OPTIONS.map((o) => [o.value, o.label])).toEqual([
    [0, 'PC'],
    [1, 'H5'],
    [2, 'Android'],
    [3, 'iOS'],
    [6, 'pad'],
    [7, 'iPad'],
  ]);
  expect(platformLabel(7)).toBe('iPad');
  expect(platformLabel(5)).toBe('5');
});

it('has molds and business lines in both languages', () => {
  expect(MOLD_OPTIONS.map((o) => o.value)).toEqual([1, 2]);
  expect(COURSE_MOLD_OPTIONS.map((o) => [o.value, o.label])).toEqual([
    [0, '公共课'],
    [1, '专业课'],
  ]);
  expect(BUSINESS_LINE_OPTIONS.map((o) => o.value)).toEqual([1, 2]);
  expect(moldLabel(2)).toBe('专硕');
  expect(businessLineLabel(2)).toBe('留学');
  setLocale('en');
  expect(businessLineLabel(1)).toBe('Domestic exam prep');
  expect(localizeOptions(MOLD_OPTIONS)).toEqual([
    { value: 1, label: "Academic master's" },
    { value: 2, label: "Professional master's" },
  ]);
});

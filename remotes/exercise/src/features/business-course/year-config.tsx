import { bcYearConfig } from '@admin/shared/contract/resources';
import { defineMessages } from '@admin/shared/i18n';
import { DocumentDrawerButton, documentDef, kaoyanYearOptions, type Rec } from '@admin/shared/resource';

defineMessages({
  'exercise.bc.years': ['年份配置', 'Years'],
  'exercise.bc.years.list': ['年份', 'Years'],
  'exercise.bc.years.year': ['考研年份', 'Kaoyan year'],
  'exercise.bc.years.enable': ['启用', 'Enabled'],
  'exercise.bc.years.default': ['默认年份', 'Default year'],
  'exercise.bc.years.title': ['年份标题', 'Year title'],
});

/** Which kaoyan years a course has pages for, which are on, and which the app opens by default. */
const yearConfigDocument = documentDef(bcYearConfig, {
  title: 'exercise.bc.years',
  fields: [
    {
      name: 'years',
      label: 'exercise.bc.years.list',
      type: 'list',
      item: {
        fields: [
          { name: 'year', label: 'exercise.bc.years.year', type: 'select', options: kaoyanYearOptions },
          { name: 'is_enable', label: 'exercise.bc.years.enable', type: 'switch' },
          { name: 'is_default', label: 'exercise.bc.years.default', type: 'switch' },
          { name: 'title', label: 'exercise.bc.years.title', type: 'text' },
        ],
      },
    },
  ],
});

/** 年份配置 of one business course: a drawer with its years as an ordered sub-list. */
export function YearConfigButton({ course }: { course: Rec }) {
  return <DocumentDrawerButton def={yearConfigDocument} scope={{ id: String(course.uuid) }} label="exercise.bc.years" of={String(course.name)} />;
}

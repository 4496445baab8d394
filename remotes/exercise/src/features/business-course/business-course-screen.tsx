import { businessCourse } from '@admin/shared/contract/resources';
import { defineMessages } from '@admin/shared/i18n';
import {
  businessLineField,
  enableField,
  imageField,
  majorsField,
  resourceDef,
  resourceScreen,
  sortField,
  subjectField,
  subjectsTree,
  titleField,
  type Rec,
} from '@admin/shared/resource';
import { KaoyanYearsButton } from './kaoyan-years';
import { YearConfigButton } from './year-config';

defineMessages({
  'exercise.bc.name': ['业务课名称', 'Name'],
  'exercise.bc.code': ['代码', 'Code'],
  'exercise.bc.code.help': ['考试科目代码，如 199、301、204', 'Exam subject code, e.g. 199, 301, 204'],
  'exercise.bc.mold': ['类型', 'Type'],
  'exercise.bc.mold.0': ['公共课', 'Public course'],
  'exercise.bc.mold.1': ['专业课', 'Major course'],
  'exercise.bc.majors': ['面向专业', 'Majors'],
  'exercise.bc.majors.help': ['该业务课面向的专业，按学科门类选择', 'The majors the course prepares for, chosen by discipline'],
  'exercise.bc.cover': ['封面', 'Cover'],
  'exercise.bc.intro': ['简介', 'Introduction'],
  'exercise.bc.appId': ['小程序 appid', 'Mini-program app id'],
});

/** /exercise/business-course: business courses (业务课); the per-year configuration is another screen. */
export const resource = resourceDef(businessCourse, {
  title: 'route./exercise/business-course',
  titleField: 'name',
  defaultOrdering: 'sort',
  fields: [
    titleField({ name: 'name', label: 'exercise.bc.name' }),
    // Codes are short: a narrow column keeps the list within 1440 px (list-width.test.ts).
    { name: 'code', label: 'exercise.bc.code', type: 'text', list: { width: 110 }, form: { help: 'exercise.bc.code.help' } },
    {
      name: 'mold',
      label: 'exercise.bc.mold',
      type: 'radio',
      options: [0, 1].map((v) => ({ value: v, label: `exercise.bc.mold.${v}` })),
      list: true,
      search: true,
    },
    // Picked from the subject tree (GET base/dp/subjects/tree/); the list shows the name.
    subjectField({ type: 'tree', tree: subjectsTree(), options: undefined }),
    // Kept in the form so an edit (a whole-record PUT) does not drop the course's majors.
    majorsField({ label: 'exercise.bc.majors', form: { help: 'exercise.bc.majors.help' } }),
    businessLineField({ list: true }),
    imageField({ name: 'cover', label: 'exercise.bc.cover', list: false }),
    { name: 'intro', label: 'exercise.bc.intro', type: 'textarea' },
    { name: 'mini_program_app_id', label: 'exercise.bc.appId', type: 'text' },
    sortField(),
    enableField(),
  ],
});

/** List, search, create, edit, enable and delete business courses; each one's years from its row, the kaoyan years from the toolbar. */
export default resourceScreen(resource, { extra: <KaoyanYearsButton />, rowActions: (course: Rec) => <YearConfigButton course={course} /> });

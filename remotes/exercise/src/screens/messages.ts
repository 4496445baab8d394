import { registerMessages } from '@admin/shared/i18n';

/** The exercise remote's texts are written in Chinese (the default); these are their English. */
registerMessages('en', {
  业务课管理: 'Business courses',
  业务课名称: 'Name',
  代码: 'Code',
  '考试科目代码，如 199、301、204': 'Exam subject code, e.g. 199, 301, 204',
  类型: 'Type',
  公共课: 'Public course',
  专业课: 'Major course',
  科目: 'Subject',
  '专业 ID': 'Major ids',
  '该业务课面向的专业 ID，用逗号或换行分隔': 'Ids of the majors the course prepares for, separated by commas or new lines',
  封面: 'Cover',
  简介: 'Introduction',
  '小程序 appid': 'Mini program appid',
  '排序（小的在前）': 'Sort (smaller first)',
});

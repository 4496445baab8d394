import { defineMessages } from '@admin/shared/i18n';

defineMessages({
  'course.faq.question': ['问题', 'Question'],
  'course.faq.answer': ['回答', 'Answer'],
  'course.faq.courses': ['关联课程', 'Courses'],
  'course.faq.courseCount': ['关联课程数', 'Courses'],
  'course.faq.filterProduct': ['关联课程', 'Course'],
  'course.faq.allocate': ['批量分配课程', 'Assign courses in bulk'],
  'course.faq.pickCourses': ['课程（可多选）', 'Courses (several)'],
  'course.faq.pickFaqs': ['常见问题（勾选要分配的问题）', 'FAQs (tick the ones to change)'],
  'course.faq.searchQuestion': ['按问题搜索', 'Search questions'],
  'course.faq.selectFaq': ['选择问题 {q}', 'Select question {q}'],
  'course.faq.selected': ['已选 {n} 个问题', '{n} questions selected'],
  'course.faq.attach': ['关联到所选问题', 'Attach to selected'],
  'course.faq.detach': ['从所选问题取消关联', 'Detach from selected'],
  'course.faq.attached': ['已为 {n} 个问题关联课程', 'Courses attached to {n} questions'],
  'course.faq.detached': ['已为 {n} 个问题取消关联', 'Courses detached from {n} questions'],
  'course.faq.more': ['等 {n} 门', '{n} in all'],
  'course.faq.close': ['关闭', 'Close'],
});

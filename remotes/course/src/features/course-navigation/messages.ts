import { defineMessages } from '@admin/shared/i18n';

/** The course tree's own texts; the editor's are the kit's (resource.tree.*). */
defineMessages({
  'course.navigation.products': ['{n} 门课程', '{n} courses'],
  'course.navigation.recommends': ['{n} 个推荐', '{n} recommended'],
  'course.navigation.productsFreed': [
    '其中 {n} 门课程将变为未分类，推荐课程配置一并删除。',
    '{n} courses will become unclassified; their recommendations are deleted.',
  ],
  'course.navigation.tree': ['课程分类树', 'Course category tree'],
  'course.navigation.empty': ['还没有课程分类', 'No course categories yet'],
});

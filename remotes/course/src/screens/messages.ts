import { registerMessages } from '@admin/shared/i18n';

/** The course remote's texts are written in Chinese (the default); these are their English. */
registerMessages('en', {
  课程标签: 'Course tags',
  标签名称: 'Tag',
  颜色: 'Colour',
  '# 加 6 位十六进制，如 #FF6A00': '# and 6 hex digits, e.g. #FF6A00',
  '排序（小的在前）': 'Sort (smaller first)',
});

import { registerMessages } from '@admin/shared/i18n';

/** The home-manage remote's texts are written in Chinese (the default); these are their English. */
registerMessages('en', {
  首页楼层: 'Home floors',
  楼层名称: 'Floor',
  楼层类型: 'Floor type',
  课程列表: 'Course list',
  轮播图: 'Banner',
  图标宫格: 'Icon grid',
  直播列表: 'Live list',
  文章列表: 'Article list',
  考研年份: 'Kaoyan year',
  全部年份: 'All years',
  '排序（小的在前）': 'Sort (smaller first)',
});

import { defineMessages } from '@admin/shared/i18n';

defineMessages({
  'course.recommend.classify': ['课程分类', 'Category'],
  'course.recommend.product': ['推荐课程', 'Course'],
  'course.recommend.reason': ['推荐语', 'Selling line'],
  'course.recommend.reason.help': ['卡片上的一句话，如 限时 8 折；可留空', 'One line on the card, e.g. 20% off; may be empty'],
  'course.recommend.categories': ['课程分类', 'Categories'],
  'course.recommend.all': ['全部分类', 'All categories'],
  'course.recommend.pickCategory': ['先在左侧选择一个分类，再按商品体系添加', 'Pick a category on the left first'],
  'course.recommend.fromSystem': ['按商品体系添加', 'Add from a product system'],
  'course.recommend.fromSystemTitle': ['按商品体系添加到「{name}」', 'Add to “{name}” from a product system'],
  'course.recommend.system': ['商品体系', 'Product system'],
  'course.recommend.searchName': ['按课程名称搜索', 'Search by course name'],
  'course.recommend.select': ['选择 {name}', 'Select {name}'],
  'course.recommend.price': ['价格（元）', 'Price (yuan)'],
  'course.recommend.add': ['添加所选 {n} 门', 'Add {n} selected'],
  'course.recommend.added': ['已添加 {n} 门推荐课程', '{n} courses recommended'],
  'course.recommend.already': ['已推荐', 'Recommended'],
  'course.recommend.notAdded': ['未添加：{list}', 'Not added: {list}'],
});

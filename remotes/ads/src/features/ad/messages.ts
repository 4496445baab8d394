import { defineMessages } from '@admin/shared/i18n';

/** Texts of the ad screens (shared field labels are the kit's `resource.*`). */
defineMessages({
  'ads.field.expired': ['标记过期', 'Marked expired'],
  'ads.field.expiredMark': ['已过期', 'Expired'],
  'ads.field.showFrequency': ['展示频率', 'Frequency'],
  'ads.field.duration': ['展示秒数', 'Seconds on screen'],
  'ads.field.coupon': ['优惠券批次号', 'Coupon batch'],
  'ads.field.status': ['投放状态', 'Schedule'],
  'ads.freq.every_time': ['每次打开', 'Every time'],
  'ads.freq.daily': ['每天一次', 'Once a day'],
  'ads.freq.once': ['仅一次', 'Only once'],
  'ads.status.scheduled': ['未开始', 'Not started'],
  'ads.status.active': ['投放中', 'Running'],
  'ads.status.ended': ['已结束', 'Ended'],
  'ads.places': ['广告位', 'Ad places'],
  'ads.myHome.config': ['我的页广告配置', '"My" page ad settings'],
  'ads.myHome.enable': ['启用广告区', 'Show the ad area'],
  'ads.myHome.maxCount': ['最多展示条数', 'At most (ads)'],
  'ads.myHome.seconds': ['轮播间隔（秒）', 'Seconds per slide'],
  'ads.myHome.title': ['区域标题', 'Area title'],
  'ads.myHome.platforms': ['展示平台', 'Platforms'],
  'ads.place.pc': ['PC', 'PC'],
  'ads.place.mobile': ['移动端', 'Mobile'],
  'ads.place.app': ['App', 'App'],
  'ads.place.h5': ['H5', 'H5'],
});

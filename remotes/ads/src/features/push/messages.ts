import { defineMessages } from '@admin/shared/i18n';

/** Texts of the push screens (shared field labels are the kit's `resource.*`). */
defineMessages({
  'push.field.body': ['推送内容', 'Message'],
  'push.field.audience': ['推送对象', 'Audience'],
  'push.field.userIds': ['用户 ID', 'User ids'],
  'push.field.userIds.help': ['逗号、空格或换行分隔，最多 1000 个', 'Separated by commas, spaces or new lines; at most 1000'],
  'push.field.sendAt': ['发送时间', 'Send at'],
  'push.field.sendAt.help': ['定时发送必填；草稿可不填', 'Required to schedule; a draft may leave it empty'],
  'push.field.status': ['状态', 'Status'],
  'push.field.sendWindow': ['发送日期', 'Sending'],
  'push.sendWindow.today': ['今天', 'Today'],
  'push.sendWindow.soon': ['7 天内', 'Within 7 days'],
  'push.field.sentAt': ['实际发送时间', 'Sent at'],
  'push.field.sentCount': ['送达人数', 'Delivered to'],
  'push.audience.all': ['全部用户', 'All users'],
  'push.audience.group': ['用户分组', 'User group'],
  'push.audience.users': ['指定用户', 'Listed users'],
  'push.status.draft': ['草稿', 'Draft'],
  'push.status.scheduled': ['定时发送', 'Scheduled'],
  'push.status.sent': ['已发送', 'Sent'],
  'push.status.failed': ['发送失败', 'Failed'],
});

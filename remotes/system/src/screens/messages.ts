import { registerMessages } from '@admin/shared/i18n';

/** The system remote's texts are written in Chinese (the default); these are their English. */
registerMessages('en', {
  用户管理: 'Users',
  '用户 ID': 'User id',
  手机号: 'Phone',
  昵称: 'Nickname',
  注册平台: 'Signed up on',
  注册时间: 'Signed up at',
  状态: 'Status',
  正常: 'Active',
  已封禁: 'Banned',
  '封禁后该用户无法登录 App 和网站': 'A banned user cannot sign in to the apps or the website',
});

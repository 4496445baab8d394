import { Icon, isIconName, type IconName } from '../icons';

/**
 * Route `icon` strings of the remote contract mapped to a fixed set of icons (every antd icon
 * would cost hundreds of KB; each one here costs the first screen ~0.3 KB gzip). Several
 * spellings map to one icon so remotes can use either the vue-element-admin names or antd's
 * component names; anything else gets the generic icon.
 */
const ICONS: Record<string, IconName> = {
  dashboard: 'DashboardOutlined',
  home: 'HomeOutlined',
  homemanage: 'HomeOutlined',
  school: 'BankOutlined',
  bank: 'BankOutlined',
  'pick-school': 'BankOutlined',
  exercise: 'EditOutlined',
  edit: 'EditOutlined',
  form: 'EditOutlined',
  course: 'BookOutlined',
  book: 'BookOutlined',
  education: 'BookOutlined',
  read: 'BookOutlined',
  pay: 'CreditCardOutlined',
  money: 'CreditCardOutlined',
  'credit-card': 'CreditCardOutlined',
  'pay-method': 'CreditCardOutlined',
  comment: 'CommentOutlined',
  message: 'MessageOutlined',
  'learn-interaction': 'CommentOutlined',
  ad: 'PictureOutlined',
  picture: 'PictureOutlined',
  example: 'PictureOutlined',
  push: 'NotificationOutlined',
  notification: 'NotificationOutlined',
  sound: 'NotificationOutlined',
  user: 'UserOutlined',
  peoples: 'TeamOutlined',
  team: 'TeamOutlined',
  whitelist: 'SafetyOutlined',
  safety: 'SafetyOutlined',
  lock: 'SafetyOutlined',
  feedback: 'MessageOutlined',
  article: 'FileTextOutlined',
  documentation: 'FileTextOutlined',
  'file-text': 'FileTextOutlined',
  setting: 'SettingOutlined',
  settings: 'SettingOutlined',
  global: 'GlobalOutlined',
  abroad: 'GlobalOutlined',
  video: 'PictureOutlined',
};

const ROUTE_ICONS = new Set<IconName>(Object.values(ICONS));

export function RouteIcon({ name }: { name?: string }) {
  // antd component names are accepted for the route icons only, not for the shell's own glyphs.
  const byName = name && isIconName(name) && ROUTE_ICONS.has(name) ? name : undefined;
  return <Icon name={(name && ICONS[name]) || byName || 'AppstoreOutlined'} />;
}

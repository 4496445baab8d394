import type { ComponentType } from 'react';
import {
  AppstoreOutlined,
  BankOutlined,
  BookOutlined,
  CommentOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  EditOutlined,
  FileTextOutlined,
  GlobalOutlined,
  HomeOutlined,
  MessageOutlined,
  NotificationOutlined,
  PictureOutlined,
  SafetyOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';

/**
 * Route `icon` strings of the remote contract mapped to a fixed set of icons (importing every
 * antd icon would cost hundreds of KB, and each one here costs the first screen ~0.3 KB gzip).
 * Several spellings map to one icon so remotes can use either the vue-element-admin names or
 * antd's; anything else gets the generic icon.
 */
const BY_NAME: Record<string, ComponentType> = {
  AppstoreOutlined,
  BankOutlined,
  BookOutlined,
  CommentOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  EditOutlined,
  FileTextOutlined,
  GlobalOutlined,
  HomeOutlined,
  MessageOutlined,
  NotificationOutlined,
  PictureOutlined,
  SafetyOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
};

const ICONS: Record<string, ComponentType> = {
  ...BY_NAME,
  dashboard: DashboardOutlined,
  home: HomeOutlined,
  homemanage: HomeOutlined,
  school: BankOutlined,
  bank: BankOutlined,
  'pick-school': BankOutlined,
  exercise: EditOutlined,
  edit: EditOutlined,
  form: EditOutlined,
  course: BookOutlined,
  book: BookOutlined,
  education: BookOutlined,
  read: BookOutlined,
  pay: CreditCardOutlined,
  money: CreditCardOutlined,
  'credit-card': CreditCardOutlined,
  'pay-method': CreditCardOutlined,
  comment: CommentOutlined,
  message: MessageOutlined,
  'learn-interaction': CommentOutlined,
  ad: PictureOutlined,
  picture: PictureOutlined,
  example: PictureOutlined,
  push: NotificationOutlined,
  notification: NotificationOutlined,
  sound: NotificationOutlined,
  user: UserOutlined,
  peoples: TeamOutlined,
  team: TeamOutlined,
  whitelist: SafetyOutlined,
  safety: SafetyOutlined,
  lock: SafetyOutlined,
  feedback: MessageOutlined,
  article: FileTextOutlined,
  documentation: FileTextOutlined,
  'file-text': FileTextOutlined,
  setting: SettingOutlined,
  settings: SettingOutlined,
  global: GlobalOutlined,
  abroad: GlobalOutlined,
  video: PictureOutlined,
};

export function RouteIcon({ name }: { name?: string }) {
  const Icon = (name && ICONS[name]) || AppstoreOutlined;
  return <Icon />;
}

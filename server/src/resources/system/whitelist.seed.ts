import { whitelist } from '@admin/shared/contract/resources';
import { moduleSeed } from '../../seed/module-seed';

export const whitelistSeed = moduleSeed(whitelist, [
  { account: '13800138000', type: 'tester', note: 'iOS 测试机', expires_at: null },
  { account: '13912345678', type: 'tester', note: 'Android 测试机', expires_at: '2027-12-31T23:59:59+08:00' },
  { account: '15011112222', type: 'staff', note: '运营：课程验收', expires_at: null },
  { account: '18622223333', type: 'staff', note: '客服：复现用户问题', expires_at: '2027-06-30T23:59:59+08:00' },
  { account: '17733334444', type: 'partner', note: '合作机构：XX 考研', expires_at: '2026-01-31T23:59:59+08:00' },
  { account: '3', type: 'tester', note: '内测用户（按用户 ID）', expires_at: null },
  { account: '12', type: 'partner', note: '渠道合作账号', expires_at: '2025-12-31T23:59:59+08:00' },
]);

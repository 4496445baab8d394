import { appVersion } from '@admin/shared/contract/resources';
import { moduleSeed } from '../../seed/module-seed';

const STORE = 'https://download.example.com/app/';

export const appVersionSeed = moduleSeed(appVersion, [
  { platform: 2, version_name: '3.9.2', build: 392, release_notes: '修复已知问题', download_url: `${STORE}android-3.9.2.apk`, min_supported: '3.0.0' },
  {
    platform: 3,
    version_name: '3.9.2',
    build: 392,
    release_notes: '修复已知问题',
    download_url: 'https://apps.apple.com/cn/app/id000000001',
    min_supported: '3.0.0',
  },
  {
    platform: 2,
    version_name: '3.10.0',
    build: 400,
    release_notes: '新增每日打卡；题库支持离线',
    download_url: `${STORE}android-3.10.0.apk`,
    min_supported: '3.2.0',
  },
  {
    platform: 3,
    version_name: '3.10.0',
    build: 400,
    release_notes: '新增每日打卡；题库支持离线',
    download_url: 'https://apps.apple.com/cn/app/id000000001',
    min_supported: '3.2.0',
    force_update: true,
  },
  {
    platform: 7,
    version_name: '2.4.1',
    build: 241,
    release_notes: 'iPad 分屏适配',
    download_url: 'https://apps.apple.com/cn/app/id000000002',
    min_supported: '2.0.0',
  },
]);

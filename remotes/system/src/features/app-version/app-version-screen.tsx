import { Tag } from 'antd';
import { APP_VERSION_PLATFORMS, appVersion } from '@admin/shared/contract/resources';
import { PLATFORM_OPTIONS } from '@admin/shared/format';
import { defineMessages, t } from '@admin/shared/i18n';
import { resourceDef, resourceScreen } from '@admin/shared/resource';

defineMessages({
  'system.appVersion.platform': ['平台', 'Platform'],
  'system.appVersion.version': ['版本号', 'Version'],
  'system.appVersion.version.help': [
    '格式 主.次.修订（如 3.10.0），须高于该平台当前最新版本',
    'major.minor.patch (e.g. 3.10.0), higher than the platform’s latest',
  ],
  'system.appVersion.build': ['构建号', 'Build'],
  'system.appVersion.notes': ['更新说明', 'Release notes'],
  'system.appVersion.url': ['下载地址', 'Download URL'],
  'system.appVersion.min': ['最低支持版本', 'Minimum supported'],
  'system.appVersion.min.help': ['低于此版本的客户端必须更新', 'Clients below this version must update'],
  'system.appVersion.force': ['强制更新', 'Force update'],
  'system.appVersion.force.yes': ['强制', 'Forced'],
  'system.appVersion.latest': ['最新', 'Latest'],
});

const platformOptions = PLATFORM_OPTIONS.filter((p) => (APP_VERSION_PLATFORMS as readonly number[]).includes(p.value)).map((p) => ({
  value: p.value,
  label: p.label,
}));

/** /setting/index (版本控制): app versions per platform, each higher than the last. */
export const resource = resourceDef(appVersion, {
  title: 'route./setting/index',
  titleField: 'version_name',
  fields: [
    { name: 'platform', label: 'system.appVersion.platform', type: 'select', options: platformOptions, list: { width: 100 }, search: true },
    {
      name: 'version_name',
      label: 'system.appVersion.version',
      type: 'text',
      list: {
        width: 130,
        render: (v, r) => (
          <>
            {String(v)} {r.is_latest ? <Tag color="blue">{t('system.appVersion.latest')}</Tag> : null}
          </>
        ),
      },
      search: true,
      form: { help: 'system.appVersion.version.help', placeholder: '3.10.0' },
    },
    { name: 'build', label: 'system.appVersion.build', type: 'number', list: { width: 90 } },
    {
      name: 'min_supported',
      label: 'system.appVersion.min',
      type: 'text',
      list: { width: 120 },
      form: { help: 'system.appVersion.min.help', placeholder: '3.0.0' },
    },
    {
      name: 'force_update',
      label: 'system.appVersion.force',
      type: 'switch',
      list: { width: 90, render: (v) => (v ? <Tag color="red">{t('system.appVersion.force.yes')}</Tag> : null) },
      search: true,
    },
    { name: 'release_notes', label: 'system.appVersion.notes', type: 'textarea', list: { width: 220 } },
    { name: 'download_url', label: 'system.appVersion.url', type: 'text', list: { defaultHidden: true }, form: { placeholder: 'https://' } },
  ],
});

export default resourceScreen(resource);

import { Card } from 'antd';
import { useAuthStore } from '@admin/shared/auth';
import { PLATFORMS } from '@admin/shared/contract';
import { myHomeAdConfig } from '@admin/shared/contract/resources';
import { useI18n } from '@admin/shared/i18n';
import { DocumentForm, documentDef, mayCall } from '@admin/shared/resource';

/** GET / PUT /base/my_home_ad/config/ (spec 7): how the "my" page shows its ads. */
export const myHomeConfigDef = documentDef(myHomeAdConfig, {
  title: 'ads.myHome.config',
  fields: [
    { name: 'is_enable', label: 'ads.myHome.enable', type: 'switch' },
    { name: 'title', label: 'ads.myHome.title', type: 'text' },
    { name: 'max_count', label: 'ads.myHome.maxCount', type: 'number' },
    { name: 'carousel_seconds', label: 'ads.myHome.seconds', type: 'number' },
    { name: 'show_platforms', label: 'ads.myHome.platforms', type: 'checkboxes', options: PLATFORMS.map((p) => ({ value: p.value, label: p.label })) },
  ],
});

/** The settings panel above the "my" page ad list; read-only without the change permission. */
export function MyHomeConfig() {
  const { t } = useI18n();
  const roles = useAuthStore((s) => s.roles);
  return (
    <Card size="small" title={t('ads.myHome.config')} style={{ marginBottom: 16 }}>
      <DocumentForm def={myHomeConfigDef} canWrite={mayCall(roles, myHomeConfigDef.write, myHomeConfigDef.endpoints)} />
    </Card>
  );
}

import { useEffect, useState } from 'react';
import { Button, Dropdown } from 'antd';
import { CheckOutlined, GlobalOutlined } from '@ant-design/icons';
import { getSites, type Site } from '@admin/shared/api';
import { useI18n } from '@admin/shared/i18n';
import { browser } from '../gate/browser';

/** Opens a sibling site (spec 1, 3): in a new window when the site asks for it. */
export function openSite(site: Site, nav: { assign(url: string): void; open(url: string): void } = browser): void {
  if (site.is_open_new_win) nav.open(site.get_host);
  else nav.assign(site.get_host);
}

export function SiteSelector({ compact = false }: { compact?: boolean }) {
  const { t } = useI18n();
  const [sites, setSites] = useState<Site[]>([]);

  useEffect(() => {
    let alive = true;
    // A failure is already toasted by the API layer; the selector simply stays hidden.
    getSites().then(
      (list) => alive && setSites(Array.isArray(list) ? list : []),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, []);

  if (sites.length === 0) return null;
  const current = sites.find((s) => s.cur);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: current ? [current.client_id] : [],
        items: sites.map((s) => ({
          key: s.client_id,
          label: s.name,
          extra: s.cur ? <CheckOutlined aria-label={t('layout.currentSite')} /> : undefined,
        })),
        onClick: ({ key }) => {
          const site = sites.find((s) => s.client_id === key);
          if (site && !site.cur) openSite(site);
        },
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('layout.site')}>
        {!compact && (current?.name ?? t('layout.site'))}
      </Button>
    </Dropdown>
  );
}

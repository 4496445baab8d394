import { useEffect, useState } from 'react';
import { getSites, type Site } from '@admin/shared/api';
import { useI18n } from '@admin/shared/i18n';
import { browser } from '../gate/browser';
import { Icon } from './icons';
import { MenuButton } from './ui/menu-button';

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
    <MenuButton
      label={t('layout.site')}
      shown={compact ? undefined : current?.name}
      selectedKey={current?.client_id ?? ''}
      items={sites.map((s) => ({
        key: s.client_id,
        label: s.name,
        extra: s.cur ? <Icon name="CheckOutlined" label={t('layout.currentSite')} /> : undefined,
      }))}
      onSelect={(key) => {
        const site = sites.find((s) => s.client_id === key);
        if (site && !site.cur) openSite(site);
      }}
    >
      <Icon name="GlobalOutlined" />
      {!compact && !current && <span>{t('layout.site')}</span>}
    </MenuButton>
  );
}

import { Segmented } from 'antd';
import { useInRouterContext, useNavigate } from 'react-router-dom';
import { useI18n } from '@admin/shared/i18n';
import type { Place } from './places';

function Tabs({ places, current }: { places: readonly Place[]; current: string }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <nav aria-label={t('ads.places')} style={{ marginBottom: 16 }}>
      {/* Named: antd calls every Segmented "segmented control" in every language. */}
      <Segmented
        aria-label={t('ads.places')}
        value={current}
        options={places.map((p) => ({ value: p.path, label: t(p.label) }))}
        onChange={(path) => navigate(String(path))}
      />
    </nav>
  );
}

/** Switches between the places of one family (e.g. PC / App / H5 banners), each its own route. */
export function PlaceTabs({ places, current }: { places: readonly Place[]; current: string }) {
  // The console always renders screens in its router; a screen shown on its own has nowhere to go.
  return useInRouterContext() ? <Tabs places={places} current={current} /> : null;
}

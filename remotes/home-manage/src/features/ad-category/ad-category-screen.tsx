import { Link } from 'react-router-dom';
import type { KaoyanYearItem } from '@admin/shared/contract/resources';
import { api, useResourceQuery } from '@admin/shared/data';
import { defineMessages, useI18n } from '@admin/shared/i18n';
import { resourceScreen, type Rec } from '@admin/shared/resource';
import { categoryResource } from '../ad-place/ad-place-resources';

defineMessages({
  'home.adCategory.places': ['广告位', 'Ad places'],
  'home.adCategory.places.label': ['{name} 的广告位', 'Ad places of {name}'],
});

/** The category's ad places of the current kaoyan year (assetList keeps the year in its URL). */
function PlacesLink({ category }: { category: Rec }) {
  const { t } = useI18n();
  const years = useResourceQuery(api.reference.kaoyanYears.options<KaoyanYearItem[]>()).data;
  const year = years?.find((y) => y.is_current)?.year ?? years?.[0]?.year;
  // The link names its year, so it waits for the list of years (one read for every row).
  if (!year) return <span aria-busy="true">{t('home.adCategory.places')}</span>;
  const to = `/homemanage/assetList?category=${String(category.id)}&year=${year}`;
  return (
    <Link to={to} aria-label={t('home.adCategory.places.label', { name: String(category.name) })}>
      {t('home.adCategory.places')}
    </Link>
  );
}

/** /homemanage/classifyManage (一级分类): the level-one categories of ad places, each opening its places by year. */
export const resource = categoryResource;
export default resourceScreen(categoryResource, { rowActions: (category: Rec) => <PlacesLink category={category} /> });

import { Empty } from 'antd';
import { useAuthStore } from '@admin/shared/auth';
import { adPlace, type AdPlaceCopyResult } from '@admin/shared/contract/resources';
import { api, invalidate } from '@admin/shared/data';
import { defineMessages, useI18n } from '@admin/shared/i18n';
import { RecordPage, mayCall, type RecordContext } from '@admin/shared/resource';
import { PageContainer } from '@admin/shared/ui';
import { useSearchParams } from 'react-router-dom';
import { YearCopyButton, QUIET_REFUSAL } from '../year-copy/year-copy-button';
import { categoryResource, placeResource, yearOptions } from './ad-place-resources';

defineMessages({
  'home.adPlace.tab': ['广告位', 'Ad places'],
  'home.adPlace.noCategory': ['请从一级分类列表打开某个分类的广告位', 'Open a category’s ad places from the top category list'],
  'home.adPlace.noYear': ['还没有考研年份', 'No kaoyan year yet'],
  'home.adPlace.copy': ['复制到其他年份', 'Copy to another year'],
  'home.adPlace.copy.title': ['把 {year} 年的广告位复制到', 'Copy the places of {year} to'],
  'home.adPlace.copy.target': ['目标年份', 'Target year'],
  'home.adPlace.copy.help': [
    '一次复制全部；目标年份已有相同编码时一个也不复制',
    'All are copied at once; if the target year has a place of the same code, none is',
  ],
  'home.adPlace.copy.done': ['已复制 {count} 个广告位到 {year} 年', 'Copied {count} ad places to {year}'],
  'home.adPlace.copy.ok': ['复制', 'Copy'],
});

/** "Copy this year's places to another year": one call, one transaction on the server, undoable from its message. */
function CopyYear({ ctx }: { ctx: RecordContext }) {
  const { t } = useI18n();
  const roles = useAuthStore((s) => s.roles);
  const from = ctx.chosen.year;
  if (!from || !mayCall(roles, adPlace.routes.copy, adPlace.endpoints)) return null;
  return (
    <YearCopyButton<AdPlaceCopyResult>
      id="ad-place-copy-target"
      // A refusal (a clashing code, an empty year) is said beside the target year, not as a toast.
      copy={(to_year) => api.adPlace.copy.returning<AdPlaceCopyResult>()({ category: String(ctx.id), year: from }, { to_year }, QUIET_REFUSAL)}
      texts={{
        button: t('home.adPlace.copy'),
        title: t('home.adPlace.copy.title', { year: from }),
        label: t('home.adPlace.copy.target'),
        help: t('home.adPlace.copy.help'),
        ok: t('home.adPlace.copy.ok'),
      }}
      from={from}
      done={(r) => t('home.adPlace.copy.done', { count: r.count, year: r.to_year })}
      // 撤销 takes the copied places out of the target year again (the server checks they are unchanged).
      onUndone={() => void invalidate(adPlace)}
    />
  );
}

const TABS = [
  {
    key: 'places',
    label: 'home.adPlace.tab',
    list: { def: placeResource, scope: (ctx: RecordContext) => ({ category: Number(ctx.id), year: Number(ctx.chosen.year) }) },
  },
];
const SELECTORS = [{ param: 'year', label: 'home.adPlace.year', options: yearOptions, emptyText: 'home.adPlace.noYear' }];

/**
 * /homemanage/assetList?category=<id>&year=<kaoyan year>: the ad places of one level-one category
 * in one exam year, the year switchable on the page and kept in the URL, with "copy this year".
 */
export default function AdPlaceScreen() {
  const { t } = useI18n();
  const [query] = useSearchParams();
  const category = query.get('category');
  if (!category || !/^[1-9]\d{0,9}$/.test(category))
    return (
      <PageContainer title={t('route./homemanage/assetList')}>
        <Empty description={t('home.adPlace.noCategory')} />
      </PageContainer>
    );
  return (
    <RecordPage
      def={categoryResource}
      id={Number(category)}
      tabs={TABS}
      selectors={SELECTORS}
      back="/homemanage/classifyManage"
      extra={(ctx) => <CopyYear ctx={ctx} />}
    />
  );
}

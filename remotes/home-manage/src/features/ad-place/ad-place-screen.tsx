import { useState } from 'react';
import { App, Button, Empty } from 'antd';
import { isApiError } from '@admin/shared/api';
import { useAuthStore } from '@admin/shared/auth';
import { Code } from '@admin/shared/contract';
import { adPlace, type AdPlaceCopyResult } from '@admin/shared/contract/resources';
import { api, invalidate, useResourceMutation } from '@admin/shared/data';
import { defineMessages, useI18n } from '@admin/shared/i18n';
import { RecordPage, mayCall, offerUndoCopy, type RecordContext } from '@admin/shared/resource';
import { PageContainer } from '@admin/shared/ui';
import { useSearchParams } from 'react-router-dom';
import { YearCopyModal } from '../year-copy/year-copy-modal';
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
  const { message } = App.useApp();
  const roles = useAuthStore((s) => s.roles);
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // A refusal (a clashing code, an empty year) is said beside the target year, not as a toast.
  const copy = useResourceMutation(api.adPlace.copy.returning<AdPlaceCopyResult>(), { quiet: (e) => e.code === Code.INVALID });
  const from = ctx.chosen.year;
  if (!from || !mayCall(roles, adPlace.routes.copy, adPlace.endpoints)) return null;
  const submit = async (target: number) => {
    setProblem(null);
    const r = await copy.mutateAsync({ params: { category: String(ctx.id), year: from }, body: { to_year: target } }).catch((e: unknown) => {
      if (isApiError(e) && e.code === Code.INVALID) setProblem(e.fieldErrors[0]?.message ?? e.msg);
      return null;
    });
    if (!r) return;
    // 撤销 takes the copied places out of the target year again (the server checks they are unchanged).
    offerUndoCopy(message, {
      text: t('home.adPlace.copy.done', { count: r.count, year: r.to_year }),
      entry: r.entry,
      onUndone: () => void invalidate(adPlace),
    });
    setOpen(false);
  };
  return (
    <>
      <Button
        onClick={() => {
          setProblem(null);
          setOpen(true);
        }}
      >
        {t('home.adPlace.copy')}
      </Button>
      <YearCopyModal
        id="ad-place-copy-target"
        open={open}
        title={t('home.adPlace.copy.title', { year: from })}
        label={t('home.adPlace.copy.target')}
        help={t('home.adPlace.copy.help')}
        okText={t('home.adPlace.copy.ok')}
        from={from}
        problem={problem}
        busy={copy.isPending}
        onCopy={(year) => void submit(year)}
        onChange={() => setProblem(null)}
        onCancel={() => setOpen(false)}
      />
    </>
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

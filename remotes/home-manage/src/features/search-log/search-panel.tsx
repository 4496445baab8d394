import { useState } from 'react';
import { App, Button, Card, Flex, Segmented, Tag, Typography } from 'antd';
import { useAuthStore } from '@admin/shared/auth';
import { hotKeyword, searchKeyword, searchLog, type SearchInsight, type SearchInsights } from '@admin/shared/contract/resources';
import { api, useResourceMutation, useResourceQuery } from '@admin/shared/data';
import { defineMessages, useI18n } from '@admin/shared/i18n';
import { mayCall, useUrlQuery } from '@admin/shared/resource';

defineMessages({
  'home.searchLog.panel': ['学生在搜什么', 'What students search'],
  'home.searchLog.total': ['近 {days} 天共 {n} 次搜索', '{n} searches in the last {days} days'],
  'home.searchLog.days': ['统计天数', 'Period'],
  'home.searchLog.days.n': ['近 {n} 天', 'Last {n} days'],
  'home.searchLog.top': ['热门搜索', 'Top queries'],
  'home.searchLog.rising': ['上升最快', 'Rising'],
  'home.searchLog.noResult': ['无结果的搜索', 'Queries with no result'],
  'home.searchLog.count': ['{n} 次', '{n}×'],
  'home.searchLog.was': ['前期 {n} 次', 'was {n}'],
  'home.searchLog.empty': ['暂无', 'None'],
  'home.searchLog.isHot': ['已是热搜词', 'Hot term'],
  'home.searchLog.hitsKeyword': ['命中关键词「{keyword}」', 'Hits keyword “{keyword}”'],
  'home.searchLog.addHot': ['加为热搜词', 'Add as hot term'],
  'home.searchLog.addKeyword': ['加为关键词', 'Add as keyword'],
  'home.searchLog.addHot.label': ['把“{query}”加为热搜词', 'Add as hot term: “{query}”'],
  'home.searchLog.addKeyword.label': ['把“{query}”加为关键词', 'Add as keyword: “{query}”'],
  'home.searchLog.added': ['已添加“{query}”', 'Added “{query}”'],
});

const PERIODS = [7, 30] as const;

interface Props {
  /** What a click adds the query as: this screen's resource. */
  target: 'hot' | 'keyword';
}

/**
 * What students search, above both search screens: the top queries, the rising ones and those
 * that found nothing over the last 7 or 30 days (the server's insights of the search log), each
 * one click from becoming this screen's hot term or keyword. Follows the list's business-line
 * filter; reads again after every write to terms and keywords.
 */
export function SearchPanel({ target }: Props) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const roles = useAuthStore((s) => s.roles);
  const [query] = useUrlQuery();
  const [days, setDays] = useState<number>(7);
  const line = Number(query.get('business_line') ?? 1) === 2 ? 2 : 1;
  const read = useResourceQuery(api.searchLog.insights.options<SearchInsights>(null, { days, business_line: line, limit: 8 }));
  const targetModule = target === 'hot' ? hotKeyword : searchKeyword;
  const mayAdd = mayCall(roles, targetModule.routes.create, targetModule.endpoints);
  const adding = useResourceMutation(target === 'hot' ? api.hotKeyword.create : api.searchKeyword.create, { invalidates: [searchLog] });
  const add = async (q: string) => {
    const body = target === 'hot' ? { word: q, business_line: line } : { keyword: q };
    const done = await adding.mutateAsync({ body }).then(
      () => true,
      () => false, // the API client has said why
    );
    if (done) message.success(t('home.searchLog.added', { query: q }));
  };
  const data = read.data;

  const row = (x: SearchInsight, rising = false) => {
    const covered = target === 'hot' ? x.hot_keyword_id !== null : x.keyword_id !== null;
    return (
      <li key={x.query} style={{ padding: '4px 0' }}>
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong>{x.query}</Typography.Text>
          <Typography.Text type="secondary">
            {t('home.searchLog.count', { n: x.count })}
            {rising ? ` · ${t('home.searchLog.was', { n: x.previous })}` : ''}
          </Typography.Text>
          {x.hot_keyword_id !== null ? <Tag color="orange">{t('home.searchLog.isHot')}</Tag> : null}
          {x.keyword !== null ? <Tag color="green">{t('home.searchLog.hitsKeyword', { keyword: x.keyword })}</Tag> : null}
          {mayAdd && !covered ? (
            <Button
              size="small"
              onClick={() => void add(x.query)}
              disabled={adding.isPending}
              aria-label={t(target === 'hot' ? 'home.searchLog.addHot.label' : 'home.searchLog.addKeyword.label', { query: x.query })}
            >
              {t(target === 'hot' ? 'home.searchLog.addHot' : 'home.searchLog.addKeyword')}
            </Button>
          ) : null}
        </Flex>
      </li>
    );
  };
  const list = (key: 'top' | 'rising' | 'no_result', title: string) => (
    <Card size="small" title={t(title)} style={{ flex: '1 1 240px', minWidth: 0 }}>
      {!data ? (
        '…'
      ) : data[key].length ? (
        <ol aria-label={t(title)} style={{ margin: 0, paddingInlineStart: 20 }}>
          {data[key].map((x) => row(x, key === 'rising'))}
        </ol>
      ) : (
        <Typography.Text type="secondary">{t('home.searchLog.empty')}</Typography.Text>
      )}
    </Card>
  );
  return (
    <section aria-label={t('home.searchLog.panel')} style={{ marginBottom: 16 }}>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('home.searchLog.panel')}
          {data ? (
            <Typography.Text type="secondary" style={{ fontWeight: 'normal', marginInlineStart: 8, fontSize: 13 }}>
              {t('home.searchLog.total', { n: data.total, days: data.days })}
            </Typography.Text>
          ) : null}
        </Typography.Title>
        <Segmented
          aria-label={t('home.searchLog.days')}
          value={days}
          onChange={(v) => setDays(Number(v))}
          options={PERIODS.map((n) => ({ value: n, label: t('home.searchLog.days.n', { n }) }))}
        />
      </Flex>
      <Flex gap={12} wrap>
        {list('top', 'home.searchLog.top')}
        {list('rising', 'home.searchLog.rising')}
        {list('no_result', 'home.searchLog.noResult')}
      </Flex>
    </section>
  );
}

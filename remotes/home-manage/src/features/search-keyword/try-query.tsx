import { useDeferredValue, useState } from 'react';
import { Card, Flex, Input, Tag, Typography } from 'antd';
import type { KeywordMatch } from '@admin/shared/contract/resources';
import { api, useResourceQuery } from '@admin/shared/data';
import { defineMessages, useI18n } from '@admin/shared/i18n';

defineMessages({
  'home.searchKeyword.try': ['试一试', 'Try a query'],
  'home.searchKeyword.try.placeholder': ['输入学生可能搜索的词', 'Type what a student might search'],
  'home.searchKeyword.try.hit': [
    '命中关键词「{keyword}」（匹配词「{term}」，{mode}），跳转：{link}',
    'Hits keyword “{keyword}” (term “{term}”, {mode}), goes to: {link}',
  ],
  'home.searchKeyword.try.miss': ['没有命中任何关键词，显示普通搜索结果', 'No keyword is hit: the plain search results show'],
  'home.searchKeyword.try.noLink': ['（无链接）', '(no link)'],
  'home.searchKeyword.try.help': ['与 App 搜索用同一套匹配规则，只看已启用的关键词', 'The same matching as the app’s search, over the enabled keywords'],
});

/**
 * "Try a query": which keyword a typed query would hit, answered by the server's matcher (the one
 * the app's search uses), read again after every change to the keywords.
 */
export function TryQuery() {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const q = useDeferredValue(text.trim());
  const read = useResourceQuery(api.searchKeyword.match.options<KeywordMatch>(null, { q }), { enabled: q !== '' });
  const answer = q && read.data?.query === q ? read.data : null;
  const hit = answer?.hit;
  return (
    <Card size="small" title={t('home.searchKeyword.try')} style={{ marginBottom: 16 }}>
      <Flex vertical gap={8}>
        <Input
          aria-label={t('home.searchKeyword.try')}
          placeholder={t('home.searchKeyword.try.placeholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          allowClear
          style={{ maxWidth: 360 }}
        />
        <div role="status" aria-live="polite">
          {!answer ? (
            <Typography.Text type="secondary">{t('home.searchKeyword.try.help')}</Typography.Text>
          ) : hit ? (
            <Typography.Text>
              <Tag color="green">{hit.keyword}</Tag>
              {t('home.searchKeyword.try.hit', {
                keyword: hit.keyword,
                term: hit.term,
                mode: t(`home.searchKeyword.matchMode.${hit.match_mode}`),
                link: hit.link_type === 'none' ? t('home.searchKeyword.try.noLink') : `${t(`resource.link.${hit.link_type}`)} ${hit.link_value}`,
              })}
            </Typography.Text>
          ) : (
            <Typography.Text type="warning">{t('home.searchKeyword.try.miss')}</Typography.Text>
          )}
        </div>
      </Flex>
    </Card>
  );
}

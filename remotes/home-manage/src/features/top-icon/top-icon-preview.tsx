import { Flex, Typography, theme } from 'antd';
import { PLATFORMS } from '@admin/shared/contract';
import type { TopIcon } from '@admin/shared/contract/resources';
import { api, useResourceQuery } from '@admin/shared/data';
import { defineMessages, useI18n } from '@admin/shared/i18n';
import { liveStatusOf, useUrlQuery } from '@admin/shared/resource';

defineMessages({
  'home.topIcon.preview': ['顶部图标预览', 'Top icon preview'],
  'home.topIcon.preview.hint': [
    '{platform} · {line}：现在启用并在投放中的图标，按排序显示（随列表的业务线和平台筛选切换）',
    '{platform} · {line}: the icons enabled and live now, in order (follows the list’s business line and platform filters)',
  ],
  'home.topIcon.preview.empty': ['现在没有会显示的图标', 'No icon would show now'],
  'home.topIcon.line.1': ['国内考研', 'Domestic'],
  'home.topIcon.line.2': ['留学', 'Study abroad'],
});

/** The app's row of top icons as a student sees it now, on the platform and line the list is filtered to (default Android, line 1). */
export function TopIconPreview() {
  const { t } = useI18n();
  const { token } = theme.useToken();
  const [query] = useUrlQuery();
  const line = Number(query.get('business_line') ?? 1) === 2 ? 2 : 1;
  const platform = PLATFORMS.find((p) => String(p.value) === query.get('platform')) ?? PLATFORMS[2];
  const read = useResourceQuery(
    api.topIcon.list.options<{ items: TopIcon[] }>(null, { is_enable: true, business_line: line, platform: platform.value, ordering: 'sort,id', limit: 100 }),
  );
  // Live when the answer came; without a schedule an icon shows all the time.
  const icons = (read.data?.items ?? []).filter((i) => (liveStatusOf(i.start_at, i.end_at, read.dataUpdatedAt) ?? 'live') === 'live');
  return (
    <section aria-label={t('home.topIcon.preview')} style={{ marginBottom: 16 }}>
      <Typography.Text type="secondary">{t('home.topIcon.preview.hint', { platform: platform.label, line: t(`home.topIcon.line.${line}`) })}</Typography.Text>
      <div
        data-testid="top-icon-preview"
        style={{
          marginTop: 8,
          width: 340,
          maxWidth: '100%',
          border: `8px solid ${token.colorText}`,
          borderRadius: 24,
          padding: '12px 8px',
          background: token.colorBgLayout,
        }}
      >
        {icons.length ? (
          <Flex gap={4} style={{ overflowX: 'auto' }} role="list">
            {icons.map((i) => (
              <Flex key={i.id} vertical align="center" gap={4} role="listitem" style={{ width: 60, flex: 'none' }}>
                <img src={i.icon} alt="" width={44} height={44} style={{ borderRadius: '50%', objectFit: 'cover' }} />
                <Typography.Text style={{ fontSize: 12 }}>{i.name}</Typography.Text>
              </Flex>
            ))}
          </Flex>
        ) : (
          <Typography.Text type="secondary">{read.data ? t('home.topIcon.preview.empty') : '…'}</Typography.Text>
        )}
      </div>
    </section>
  );
}

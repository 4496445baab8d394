import { useMemo, useState } from 'react';
import { Drawer, Flex, Typography } from 'antd';
import type { Material } from '@admin/shared/contract/resources';
import { api, useResourceQuery } from '@admin/shared/data';
import { defineMessages, useI18n } from '@admin/shared/i18n';
import { LinkButton } from '@admin/shared/ui';
import { ResourceList } from '@admin/shared/resource';
import { downloadResource } from './material-resource';

defineMessages({
  'exercise.material.log': ['下载记录', 'Download log'],
  'exercise.material.logOf': ['「{title}」的下载记录', 'Downloads of “{title}”'],
  'exercise.material.daily': ['近 30 天每日下载量（合计 {n}）', 'Downloads per day, last 30 days ({n} in all)'],
  'exercise.material.dayBar': ['{day}：{n} 次', '{day}: {n}'],
  'exercise.material.dailyList': ['每日下载量', 'Downloads per day'],
});

const DAYS = 30;

/** Downloads per day as bars (each bar names its day and count for screen readers). */
function DailyChart({ materialId }: { materialId: number }) {
  const { t } = useI18n();
  const read = useResourceQuery(api.materialDownload.daily.options<{ day: string; count: number }[]>(null, { material_id: materialId, days: DAYS }));
  const days = read.data ?? [];
  const max = Math.max(1, ...days.map((d) => d.count));
  const total = days.reduce((a, d) => a + d.count, 0);
  return (
    <figure style={{ margin: '0 0 16px' }}>
      <figcaption>
        <Typography.Text strong>{t('exercise.material.daily', { n: total })}</Typography.Text>
      </figcaption>
      <Flex
        align="flex-end"
        gap={2}
        style={{ height: 96, marginTop: 8, borderBottom: '1px solid #d9d9d9' }}
        role="list"
        aria-label={t('exercise.material.dailyList')}
      >
        {days.map((d) => (
          <div
            key={d.day}
            role="listitem"
            aria-label={t('exercise.material.dayBar', { day: d.day, n: d.count })}
            title={t('exercise.material.dayBar', { day: d.day, n: d.count })}
            style={{
              flex: 1,
              minWidth: 4,
              height: `${(d.count / max) * 100}%`,
              minHeight: d.count ? 2 : 0,
              background: '#1677ff',
              borderRadius: '2px 2px 0 0',
            }}
          />
        ))}
      </Flex>
      {days.length ? (
        <Flex justify="space-between">
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {days[0].day}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {days[days.length - 1].day}
          </Typography.Text>
        </Flex>
      ) : null}
    </figure>
  );
}

/** A row's 下载记录: the chart of downloads per day and the log (who, platform, when). */
export function DownloadLogButton({ record }: { record: Material }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const id = Number(record.id);
  const def = useMemo(() => downloadResource(id), [id]);
  return (
    <>
      <LinkButton onClick={() => setOpen(true)}>{t('exercise.material.log')}</LinkButton>
      {open ? (
        <Drawer open size="large" title={t('exercise.material.logOf', { title: record.title })} onClose={() => setOpen(false)}>
          <DailyChart materialId={id} />
          <ResourceList def={def} embedded urlState={false} />
        </Drawer>
      ) : null}
    </>
  );
}

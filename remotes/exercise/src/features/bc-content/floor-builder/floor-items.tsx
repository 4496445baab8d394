import { useEffect, useState } from 'react';
import { Flex, Spin, Typography } from 'antd';
import { http } from '@admin/shared/api';
import type { BcFloorContent } from '@admin/shared/contract/resources';
import { defineMessages, useI18n } from '@admin/shared/i18n';

defineMessages({
  'exercise.bc.floor.items': ['前 {n} 条内容', 'First {n} items'],
  'exercise.bc.floor.noItems': ['还没有内容', 'No items yet'],
  'exercise.bc.floor.itemOff': ['已停用', 'Disabled'],
});

const SHOWN = 5;

/** The first items of an expanded floor, read when it opens (and again after the page's writes). */
export function FloorItems({ base, floor, revision }: { base: string; floor: string; revision: number }) {
  const { t } = useI18n();
  const [items, setItems] = useState<{ key: string; rows: BcFloorContent[] } | null>(null);
  const key = `${base}/${floor}#${revision}`;
  useEffect(() => {
    let live = true;
    http
      .get<{ items: BcFloorContent[] }>(`${base}/floor/${encodeURIComponent(floor)}/content/`, { params: { limit: SHOWN, ordering: 'sort' } })
      .then((p) => live && setItems({ key, rows: p.items }), () => {});
    return () => {
      live = false;
    };
  }, [base, floor, key]);
  if (!items || items.key !== key) return <Spin size="small" />;
  if (!items.rows.length) return <Typography.Text type="secondary">{t('exercise.bc.floor.noItems')}</Typography.Text>;
  return (
    <ol aria-label={t('exercise.bc.floor.items', { n: SHOWN })} style={{ margin: 0, paddingInlineStart: 20 }}>
      {items.rows.map((c) => (
        <li key={c.id}>
          <Flex gap={8} align="center">
            {c.image ? <img src={c.image} alt="" width={40} height={24} style={{ objectFit: 'cover', borderRadius: 2 }} /> : null}
            <Typography.Text delete={!c.is_enable}>{c.title}</Typography.Text>
            {!c.is_enable ? <Typography.Text type="secondary">（{t('exercise.bc.floor.itemOff')}）</Typography.Text> : null}
          </Flex>
        </li>
      ))}
    </ol>
  );
}

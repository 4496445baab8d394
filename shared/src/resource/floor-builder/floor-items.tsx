import { useEffect, useMemo, useState } from 'react';
import { Flex, Spin, Typography } from 'antd';
import { createDataProvider } from '../data-provider';
import { useFloorI18n } from './texts';
import type { Rec, ResourceDef } from '../types';

const SHOWN = 5;

/** The first items of an expanded floor (`def`: its items, scoped), read when it opens and again after the page's writes. */
export function FloorItems({ def, revision }: { def: ResourceDef; revision: number }) {
  const { t } = useFloorI18n();
  const provider = useMemo(() => createDataProvider(def), [def]);
  const [items, setItems] = useState<{ key: string; rows: Rec[] } | null>(null);
  const key = `${def.name}#${JSON.stringify(def.scope ?? {})}#${revision}`;
  useEffect(() => {
    let live = true;
    provider.list({ limit: SHOWN, page: 1, ordering: 'sort' }).then(
      (p) => live && setItems({ key, rows: p.items }),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [provider, key]);
  if (!items || items.key !== key) return <Spin size="small" />;
  if (!items.rows.length) return <Typography.Text type="secondary">{t('resource.floor.noItems')}</Typography.Text>;
  return (
    <ol aria-label={t('resource.floor.items', { n: SHOWN })} style={{ margin: 0, paddingInlineStart: 20 }}>
      {items.rows.map((c) => (
        <li key={String(c.id ?? c.uuid)}>
          <Flex gap={8} align="center">
            {c.image ? <img src={String(c.image)} alt="" width={40} height={24} style={{ objectFit: 'cover', borderRadius: 2 }} /> : null}
            <Typography.Text delete={!c.is_enable}>{String(c.title ?? c.name ?? '')}</Typography.Text>
            {!c.is_enable ? <Typography.Text type="secondary">（{t('resource.floor.itemOff')}）</Typography.Text> : null}
          </Flex>
        </li>
      ))}
    </ol>
  );
}

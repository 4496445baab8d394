import { useState } from 'react';
import { Button, Space } from 'antd';
import { defineMessages, useI18n } from '@admin/shared/i18n';
import { TreeInput, type BulkActionContext, type DataProvider } from '@admin/shared/resource';
import { materialClassifyTree } from '../material-classify/material-classify-screen';

defineMessages({
  'exercise.material.bulkMove': ['移到分类', 'Move to category'],
  'exercise.material.bulkMove.ok': ['移动', 'Move'],
  'exercise.material.bulkMoved': ['已把 {n} 份资料移到所选分类', 'Moved {n} materials to the category'],
});

/** The selected materials moved to one category: one bulk change, all or nothing. */
export function MaterialBulkMove({ ctx, provider }: { ctx: BulkActionContext; provider: DataProvider }) {
  const { t } = useI18n();
  const [target, setTarget] = useState<number | undefined>();
  const { refs, busy, run } = ctx;
  return (
    <Space size={4}>
      <div style={{ width: 180 }}>
        <TreeInput
          source={materialClassifyTree}
          aria-label={t('exercise.material.bulkMove')}
          placeholder={t('exercise.material.bulkMove')}
          value={target}
          onChange={(v) => setTarget((v as number | null) ?? undefined)}
        />
      </div>
      <Button
        size="small"
        disabled={busy || target === undefined}
        onClick={() =>
          run(async () => {
            const { items } = await provider.bulkPatch!(refs, { classify_id: target });
            return t('exercise.material.bulkMoved', { n: items.length });
          })
        }
      >
        {t('exercise.material.bulkMove.ok')}
      </Button>
    </Space>
  );
}

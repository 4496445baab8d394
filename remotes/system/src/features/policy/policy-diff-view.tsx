import { Alert, Button, Flex, Modal, Select, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { api, useResourceQuery } from '@admin/shared/data';
import { defineMessages, useI18n } from '@admin/shared/i18n';
import type { Rec } from '@admin/shared/resource';
import { diffPolicies, type DiffLine } from './policy-diff';

defineMessages({
  'system.policy.diff': ['对比', 'Compare'],
  'system.policy.diff.named': ['对比 {name}', 'Compare {name}'],
  'system.policy.diff.title': ['版本对比：{type}', 'Compare versions: {type}'],
  'system.policy.diff.from': ['旧版本', 'Older version'],
  'system.policy.diff.to': ['新版本', 'Newer version'],
  'system.policy.diff.added': ['新增', 'Added'],
  'system.policy.diff.removed': ['删除', 'Removed'],
  'system.policy.diff.none': ['两个版本的正文相同', 'The two versions read the same'],
  'system.policy.diff.only': ['这是该类型唯一的版本，没有可对比的版本', 'This is the only version of its type; there is nothing to compare with'],
  'system.policy.diff.summary': ['新增 {added} 段，删除 {removed} 段', '{added} paragraphs added, {removed} removed'],
  'system.policy.diff.close': ['关闭', 'Close'],
});

const STYLE: Record<DiffLine['op'], React.CSSProperties> = {
  same: { color: 'inherit' },
  added: { background: '#f6ffed', borderLeft: '3px solid #52c41a', textDecoration: 'none' },
  removed: { background: '#fff1f0', borderLeft: '3px solid #ff4d4f' },
};

/** The paragraphs of two versions, kept, added (ins) and removed (del), each change also named in words. */
function DiffList({ lines }: { lines: DiffLine[] }) {
  const { t } = useI18n();
  const added = lines.filter((l) => l.op === 'added').length;
  const removed = lines.filter((l) => l.op === 'removed').length;
  if (!added && !removed) return <Alert type="info" title={t('system.policy.diff.none')} />;
  return (
    <>
      <Typography.Paragraph role="status">{t('system.policy.diff.summary', { added, removed })}</Typography.Paragraph>
      <ol aria-label={t('system.policy.diff')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {lines.map((l, i) => {
          const Tag = l.op === 'added' ? 'ins' : l.op === 'removed' ? 'del' : 'span';
          return (
            <li key={i} data-op={l.op} style={{ ...STYLE[l.op], padding: '4px 8px', marginBottom: 2 }}>
              {l.op === 'same' ? null : (
                <strong style={{ marginRight: 8 }}>
                  {l.op === 'added' ? '+' : '−'} {t(`system.policy.diff.${l.op}`)}
                </strong>
              )}
              <Tag>{l.text}</Tag>
            </li>
          );
        })}
      </ol>
    </>
  );
}

/**
 * 对比 on a row: this version against the one before it of the same type (by effective date);
 * either side can be changed to any other version of that type.
 */
export function PolicyDiffButton({ record }: { record: Rec }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  // The versions of this type, oldest first (by when they take effect), read when the dialog opens.
  const read = useResourceQuery(api.policy.list.options(null, { type: record.type, ordering: 'effective_at', limit: 100 }), { enabled: open });
  const versions: Rec[] | null = useMemo(() => (read.data ? read.data.items : read.isError ? [] : null), [read.data, read.isError]);
  const [chosen, setPair] = useState<{ from?: number; to: number } | null>(null);
  const name = `${String(record.title)} ${String(record.revision)}`;
  const close = () => {
    setOpen(false);
    setPair(null);
  };
  // Until a side is chosen: this version and the one before it (or any other of the type).
  const pair = useMemo(() => {
    if (chosen) return chosen;
    const items = versions ?? [];
    const at = items.findIndex((v) => v.id === record.id);
    return { to: record.id as number, from: (items[at - 1] ?? items.find((v) => v.id !== record.id))?.id as number | undefined };
  }, [chosen, versions, record.id]);

  const byId = (id?: number) => versions?.find((v) => v.id === id);
  const lines = useMemo(() => {
    const from = byId(pair.from);
    const to = byId(pair.to);
    return from && to ? diffPolicies(String(from.content), String(to.content)) : null;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [versions, pair.from, pair.to]);
  const options = (versions ?? []).map((v) => ({
    value: v.id as number,
    label: t('resource.option.coded', { name: String(v.revision), code: t(`system.policy.status.${String(v.status)}`) }),
  }));

  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)} aria-label={t('system.policy.diff.named', { name })}>
        {t('system.policy.diff')}
      </Button>
      <Modal
        open={open}
        title={t('system.policy.diff.title', { type: t(`system.policy.type.${String(record.type)}`) })}
        onCancel={close}
        footer={<Button onClick={close}>{t('system.policy.diff.close')}</Button>}
        width={820}
        destroyOnHidden
      >
        {versions === null ? (
          <Spin />
        ) : (
          <Flex vertical gap={12}>
            <Flex gap={12} wrap align="center">
              <label>
                {t('system.policy.diff.from')}{' '}
                <Select
                  aria-label={t('system.policy.diff.from')}
                  style={{ width: 200 }}
                  value={pair.from}
                  options={options}
                  onChange={(from: number) => setPair({ ...pair, from })}
                />
              </label>
              <label>
                {t('system.policy.diff.to')}{' '}
                <Select
                  aria-label={t('system.policy.diff.to')}
                  style={{ width: 200 }}
                  value={pair.to}
                  options={options}
                  onChange={(to: number) => setPair({ ...pair, to })}
                />
              </label>
            </Flex>
            {lines ? <DiffList lines={lines} /> : <Alert type="info" title={t('system.policy.diff.only')} />}
          </Flex>
        )}
      </Modal>
    </>
  );
}

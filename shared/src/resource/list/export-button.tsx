import { useRef, useState } from 'react';
import { App, Button, Dropdown, Flex, Spin, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { isApiError } from '@admin/shared/api';
import { getLocale } from '@admin/shared/i18n';
import { loadTree, storedNames } from '../fields/names';
import { loadOptions } from '../use-options';
import type { DataProvider, ExportBody, ExportColumn, ExportProgress, Option, Rec, ResourceDef } from '../types';
import { saveFile } from './export-download';
import type { KitColumn } from './layout';
import { useListI18n } from './texts';

type T = (key: string, vars?: Record<string, string | number>) => string;

/** The most options a column may carry (the export body's limit). */
const EXPORT_OPTIONS_MAX = 500;

const optionsOf = async (source: ResourceDef['fields'][number]['options']): Promise<readonly Option[]> =>
  typeof source === 'function' ? loadOptions(source) : (source ?? []);

/**
 * The export's columns: the visible columns that are record fields (not the actions or a derived
 * status), with their labels in the current language, a schedule as its start and end, and the
 * option labels of choice fields so the file reads as the screen does.
 */
export async function exportColumns(def: Pick<ResourceDef, 'fields' | 'idKey'>, visible: readonly KitColumn[], t: T): Promise<ExportColumn[]> {
  const byName = new Map(def.fields.map((f) => [f.name, f]));
  const out: ExportColumn[] = [];
  for (const c of visible) {
    if (c.locked || c.key.endsWith('__status')) continue;
    const f = byName.get(c.key);
    if (!f) {
      out.push({ field: c.key, label: c.label });
      continue;
    }
    const label = t(f.label);
    if (f.shownAs) {
      out.push({ field: f.name, label, shows: f.shownAs });
    } else if (f.type === 'money') {
      out.push({ field: f.name, label, money: true });
    } else if (f.type === 'tree' && f.tree) {
      // Named as the list names them: every node of the tree, as options of the column.
      const names = await loadTree(f.tree)
        .then((tree) => storedNames(tree, f.tree!.groupsSelectable ?? true))
        .catch(() => null);
      out.push(
        names && names.size <= EXPORT_OPTIONS_MAX
          ? { field: f.name, label, options: [...names].map(([value, name]) => ({ value, label: name.slice(0, 64) })) }
          : { field: f.name, label },
      );
    } else if (f.type === 'dateRange') {
      out.push({ field: f.name, label: `${label} - ${t('resource.start')}` });
      if (f.end) out.push({ field: f.end, label: `${label} - ${t('resource.end')}` });
    } else if (f.type === 'select' || f.type === 'checkboxes' || f.type === 'radio') {
      const options = await optionsOf(f.options).catch(() => [] as readonly Option[]);
      out.push({ field: f.name, label, options: options.map((o) => ({ value: o.value, label: t(o.label) })) });
    } else {
      out.push({ field: f.name, label });
    }
  }
  return out;
}

const timeZone = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Shanghai';
  } catch {
    return 'Asia/Shanghai';
  }
};

export interface ExportButtonProps {
  def: ResourceDef;
  provider: DataProvider;
  /** The list's query without paging: filters, fixed query, ordering. */
  query: Rec;
  visible: readonly KitColumn[];
}

/** 导出 with a CSV / Excel menu; shows the download's progress with a cancel while it runs. */
export function ExportButton({ def, provider, query, visible }: ExportButtonProps) {
  const { t } = useListI18n();
  const { message } = App.useApp();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const abort = useRef<AbortController | null>(null);
  if (!provider.export) return null;

  const start = async (format: ExportBody['format']) => {
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ bytes: 0, total: null });
    try {
      const body: ExportBody = { format, query, columns: await exportColumns(def, visible, t), lang: getLocale() === 'en' ? 'en' : 'zh', tz: timeZone() };
      const file = await provider.export!(body, setProgress, controller.signal);
      saveFile(file);
      message.success(t('resource.list.export.done', { name: file.filename }));
    } catch (e) {
      if (isApiError(e) && e.kind === 'canceled') message.info(t('resource.list.export.canceled'));
      else message.error(t('resource.list.export.failed', { msg: isApiError(e) ? e.msg : String(e) }));
    } finally {
      abort.current = null;
      setProgress(null);
    }
  };

  if (progress) {
    const kb = Math.round(progress.bytes / 1024);
    return (
      <Flex align="center" gap={8} role="status">
        <Spin size="small" />
        <Typography.Text>
          {t('resource.list.exporting')}{' '}
          {progress.total !== null ? t('resource.list.export.progressRows', { rows: progress.total, kb }) : t('resource.list.export.progress', { kb })}
        </Typography.Text>
        <Button size="small" onClick={() => abort.current?.abort()}>
          {t('resource.list.export.cancel')}
        </Button>
      </Flex>
    );
  }
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'csv', label: t('resource.list.export.csv') },
          { key: 'xlsx', label: t('resource.list.export.xlsx') },
        ],
        onClick: ({ key }) => void start(key as ExportBody['format']),
      }}
    >
      <Button icon={<DownloadOutlined />}>{t('resource.list.export')}</Button>
    </Dropdown>
  );
}

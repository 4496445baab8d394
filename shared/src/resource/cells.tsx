import { useState } from 'react';
import { App, Space } from 'antd';
import { isApiError } from '@admin/shared/api';
import { Code } from '@admin/shared/contract';
import { StructuredCell, isStructured } from './fields/structured';
import { ImageThumb } from './image-thumb';
import { formatTime } from './list/format-time';
import { ListTag } from './list/list-tag';
import { RowSwitch } from './list/row-switch';
import { useKitI18n } from './texts';
import { writeToggle } from './toggle';
import type { DataProvider, FieldDef, OptionSource, Rec, ResourceDef } from './types';
import { optionLabelOf, useOptions } from './use-options';

export { formatTime };

function OptionText({ source, value }: { source?: OptionSource; value: unknown }) {
  const { t } = useKitI18n();
  const options = useOptions(source);
  if (Array.isArray(value)) {
    return (
      <Space size={[0, 4]} wrap>
        {value.map((v) => (
          <ListTag key={String(v)}>{t(optionLabelOf(options, v))}</ListTag>
        ))}
      </Space>
    );
  }
  return <>{t(optionLabelOf(options, value))}</>;
}

/** The read-only cell of a field, by its type. */
export function ValueCell({ field, record }: { field: FieldDef; record: Rec }) {
  const { t } = useKitI18n();
  const v = record[field.name];
  if (isStructured(field)) return <StructuredCell field={field} record={record} />;
  switch (field.type) {
    case 'image':
      return typeof v === 'string' && v ? <ImageThumb src={v} label={t(field.label)} /> : null;
    case 'select':
    case 'radio':
    case 'checkboxes':
      return <OptionText source={field.options} value={v} />;
    case 'switch':
      return v ? <ListTag color="green">{t('resource.yes')}</ListTag> : <ListTag>{t('resource.no')}</ListTag>;
    case 'dateTime':
      return <>{formatTime(v)}</>;
    case 'idList':
      return <>{Array.isArray(v) ? v.join(', ') : ''}</>;
    case 'dateRange':
      return (
        <span style={{ whiteSpace: 'nowrap' }}>
          {formatTime(v)}
          <br />~ {field.end ? formatTime(record[field.end]) : ''}
        </span>
      );
    default:
      return <>{v === null || v === undefined ? '' : String(v)}</>;
  }
}

export interface ToggleCellProps {
  def: ResourceDef;
  provider: DataProvider;
  field: FieldDef;
  record: Rec;
  onChanged: (record: Rec) => void;
  /** The record changed meanwhile (40900): the list should be read again. */
  onStale: () => void;
}

/** A switch in a list row that writes one boolean with the row's version. */
export function ToggleCell({ def, provider, field, record, onChanged, onStale }: ToggleCellProps) {
  const { t } = useKitI18n();
  const { message } = App.useApp();
  // Which record is being written: the list keys rows by place, so this cell may show another
  // record (the next page) before the write ends.
  const [busy, setBusy] = useState<unknown>(null);
  const key = record[def.idKey ?? 'id'];
  const titleField = def.titleField ?? 'title';
  const flip = async (value: boolean) => {
    setBusy(key);
    try {
      const saved = await writeToggle(def, provider, record, field.name, value);
      message.success(t('resource.saved'));
      onChanged(saved);
    } catch (e) {
      if (!isApiError(e)) throw e;
      if (e.code === Code.CONFLICT) onStale();
    } finally {
      setBusy(null);
    }
  };
  return (
    <RowSwitch
      checked={!!record[field.name]}
      loading={busy !== null && busy === key}
      onChange={flip}
      aria-label={`${t(field.label)} ${String(record[titleField] ?? key)}`}
    />
  );
}

const MARK_STYLE = { marginInlineStart: 8 };

/** Tags of the row's marks (e.g. 已过期) shown beside the first column. */
export function RowMarks({ def, record }: { def: Pick<ResourceDef, 'fields'>; record: Rec }) {
  const { t } = useKitI18n();
  const marks = def.fields.filter((f) => f.mark && record[f.name]);
  if (!marks.length) return null;
  return (
    <>
      {marks.map((f) => (
        <ListTag key={f.name} color={f.mark!.color} style={MARK_STYLE}>
          {t(f.mark!.label)}
        </ListTag>
      ))}
    </>
  );
}

export const isMarked = (def: Pick<ResourceDef, 'fields'>, record: Rec): boolean => def.fields.some((f) => f.mark && record[f.name]);

import type { ReactNode } from 'react';
import { Space } from 'antd';
import { defineMessages } from '@admin/shared/i18n';
import { StructuredCell, isStructured } from './fields/structured';
import { ImageThumb, thumbButton } from './image-thumb';
import { formatTime } from './list/format-time';
import { listTag } from './list/list-tag';
import { toggleSwitch, useRowToggles } from './list/row-toggles';
import { useKitI18n } from './texts';
import type { DataProvider, FieldDef, Option, OptionSource, Rec, ResourceDef } from './types';
import { optionLabelOf, useOptions } from './use-options';

export { formatTime };

// In this module, not a file of texts alone: `sideEffects: false` would drop a bare import.
defineMessages({
  'resource.schedule.any': ['不限', 'Any time'],
});

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** The label(s) of a choice field's value among its options. */
function optionText(options: readonly Option[], value: unknown, t: Translate): ReactNode {
  if (Array.isArray(value)) {
    return (
      <Space size={[0, 4]} wrap>
        {value.map((v) => listTag('default', t(optionLabelOf(options, v)), undefined, String(v)))}
      </Space>
    );
  }
  return t(optionLabelOf(options, value));
}

/** optionText of options the server gives (read once per page load, see use-options.ts). */
function OptionText({ source, value }: { source?: OptionSource; value: unknown }) {
  const { t } = useKitI18n();
  return <>{optionText(useOptions(source), value, t)}</>;
}

/**
 * The read-only content of a field's cell, by its type, with the caller's `t`. Drawn inside the
 * list row's own render (columns.tsx): a value that needs no hook (text, dates, yes/no, a schedule)
 * is elements and nothing more, not a component of its own. A 20-row page draws ~100 of these, and a
 * component per cell (with its i18n subscription) was that many more fibers in every page's render
 * between the data and the painted rows (the list's render budget: a 20-row page within 50 ms of its data). Values that need hooks (options read from
 * the server, a picture's preview, structured fields) keep their components.
 */
export function valueContent(field: FieldDef, record: Rec, t: Translate, preview?: (src: string, label: string) => void): ReactNode {
  const v = record[field.name];
  if (isStructured(field)) return <StructuredCell field={field} record={record} />;
  switch (field.type) {
    case 'image': {
      if (typeof v !== 'string' || !v) return null;
      const label = t(field.label);
      // In a list, the list's one preview (list/picture-preview.tsx); elsewhere the picture's own.
      return preview ? thumbButton(v, label, t('resource.image.enlarge', { label }), () => preview(v, label)) : <ImageThumb src={v} label={label} />;
    }
    case 'select':
    case 'radio':
    case 'checkboxes':
      return typeof field.options === 'function' ? <OptionText source={field.options} value={v} /> : optionText(field.options ?? [], v, t);
    case 'switch':
      return v ? listTag('green', t('resource.yes')) : listTag('default', t('resource.no'));
    case 'dateTime':
      return formatTime(v);
    case 'idList':
      return Array.isArray(v) ? v.join(', ') : '';
    case 'tags':
      return Array.isArray(v) && v.length ? (
        <Space size={[0, 4]} wrap>
          {v.map((x) => listTag('default', String(x), undefined, String(x)))}
        </Space>
      ) : null;
    case 'dateRange': {
      // An open side of a schedule is no limit: the record shows from always or until forever.
      const from = formatTime(v);
      const to = field.end ? formatTime(record[field.end]) : '';
      const any = t('resource.schedule.any');
      if (!from && !to) return any;
      return (
        <span style={NO_WRAP}>
          {from || any}
          <br />~ {to || any}
        </span>
      );
    }
    default:
      return v === null || v === undefined ? '' : String(v);
  }
}

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** The read-only cell of a field, by its type (valueContent as a component, for views outside a list row). */
export function ValueCell({ field, record }: { field: FieldDef; record: Rec }) {
  const { t } = useKitI18n();
  return <>{valueContent(field, record, t)}</>;
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

/** A switch in a list row that writes one boolean with the row's version (a list's own rows use useRowToggles once for all). */
export function ToggleCell({ def, provider, field, record, onChanged, onStale }: ToggleCellProps) {
  const { t } = useKitI18n();
  return toggleSwitch(useRowToggles(def, provider, onChanged, onStale), def, field, record, t);
}

const MARK_STYLE = { marginInlineStart: 8 };

/** Tags of the row's marks (e.g. 已过期) shown beside the first column; elements, drawn in the row's render (see valueContent). */
export function rowMarks(def: Pick<ResourceDef, 'fields'>, record: Rec, t: Translate): ReactNode {
  const marks = def.fields.filter((f) => f.mark && record[f.name]);
  if (!marks.length) return null;
  return marks.map((f) => listTag(f.mark!.color, t(f.mark!.label), MARK_STYLE, f.name));
}

/** rowMarks as a component, for a screen's own cells. */
export function RowMarks({ def, record }: { def: Pick<ResourceDef, 'fields'>; record: Rec }) {
  const { t } = useKitI18n();
  return <>{rowMarks(def, record, t)}</>;
}

export const isMarked = (def: Pick<ResourceDef, 'fields'>, record: Rec): boolean => def.fields.some((f) => f.mark && record[f.name]);

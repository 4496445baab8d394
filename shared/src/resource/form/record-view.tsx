import { Descriptions, Typography } from 'antd';
import { ValueCell } from '../cells';
import { formatTime } from '../cells';
import { useKitI18n } from '../texts';
import type { FieldDef, Rec, ResourceDef } from '../types';
import { isShown } from '../values';
import { useFormI18n } from './texts';
import { useRecordAuthors } from '../history/use-record-authors';
import { ht } from '../history/texts';

/** A field's value as people read it (option labels, local dates, 是/否, the image), or (空). */
export function ReadableValue({ field, record }: { field: FieldDef; record: Rec }) {
  const { t } = useFormI18n();
  const v = record[field.name];
  const empty =
    (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) && field.type !== 'switch' && !(field.end && record[field.end]);
  if (empty) return <Typography.Text type="secondary">{t('form.empty')}</Typography.Text>;
  return <ValueCell field={field} record={record} />;
}

export interface RecordViewProps {
  def: Pick<ResourceDef, 'fields' | 'idKey'>;
  record: Rec;
  /** The resource's name: adds who created and last changed the record (from its history). */
  resource?: string;
}

/**
 * A whole record, read-only: every form field the record shows (as the form would), then its id
 * and times. Used by the 查看 drawer and by record pages.
 */
export function RecordView({ def, record, resource }: RecordViewProps) {
  const { t } = useKitI18n();
  const idKey = def.idKey ?? 'id';
  const authors = useRecordAuthors(resource, record[idKey] as string | number | undefined, record.version);
  const fields = def.fields.filter((f) => (f.form === false ? !!f.list : isShown(f, record)));
  return (
    <Descriptions
      column={1}
      bordered
      size="small"
      styles={{ label: { width: 140 } }}
      items={[
        { key: idKey, label: 'ID', children: String(record[idKey] ?? '') },
        ...fields.map((f) => ({ key: f.name, label: t(f.label), children: <ReadableValue field={f} record={record} /> })),
        { key: 'created_at', label: t('form.createdAt'), children: formatTime(record.created_at) },
        { key: 'updated_at', label: t('resource.updatedAt'), children: formatTime(record.updated_at) },
        ...(authors
          ? [
              { key: 'created_by', label: ht('history.createdBy'), children: authors.created_by ?? ht('history.notRecorded') },
              { key: 'updated_by', label: ht('history.updatedBy'), children: authors.updated_by ?? ht('history.notRecorded') },
            ]
          : []),
      ]}
    />
  );
}

import type { ReactNode } from 'react';
import { Form } from 'antd';
import { TrimInput } from '@admin/shared/ui';
import type { FieldInputProps } from '../field-input';
import type { FieldDef, Rec } from '../types';
import { ColourCell, ColourInput } from './colour-input';
import { DocumentCell, DocumentUpload } from './document-upload';
import { MoneyCell, MoneyInput } from './money-input';
import { courseProducts } from './sources';
import { ReferenceCell, ReferenceInput } from './reference-input';
import { RichTextCell, RichTextInput } from './rich-text';
import { TreeCell, TreeInput } from './tree-input';
import { STRUCTURED_TYPES, type StructuredType } from './types';
import { VideoCell, VideoInput } from './video-input';
import { useFieldI18n } from './texts';

/*
 * The dispatch of the structured field types for FieldInput (controls) and ValueCell (lists and
 * read-only views). Sub-lists are rendered by FormFields (they hold Form.Items of their own).
 */

export const isStructured = (f: FieldDef): f is FieldDef & { type: StructuredType } => (STRUCTURED_TYPES as readonly string[]).includes(f.type);

export type StructuredInputProps = FieldInputProps & {
  /** The field's label, translated (accessible names). */
  label: string;
};

/** The link value: a course product picker when the link goes to a course, the text otherwise. */
function LinkTargetInput({ field, value, onChange, id, disabled, placeholder, label }: StructuredInputProps) {
  const form = Form.useFormInstance();
  const linkType = Form.useWatch(field.linkTypeField ?? 'link_type', form) as string | undefined;
  if (linkType === 'course') {
    // The contract stores the product id as text ("53"); the picker works with the number.
    const id_ = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : undefined;
    return (
      <ReferenceInput
        source={field.reference ?? courseProducts()}
        id={id}
        disabled={disabled}
        aria-label={label}
        value={id_ ?? null}
        onChange={(v) => onChange?.(v === null || v === undefined ? '' : String(v))}
      />
    );
  }
  return (
    <TrimInput
      id={id}
      aria-label={label}
      disabled={disabled}
      placeholder={placeholder}
      value={(value as string | undefined) ?? ''}
      onChange={(v: string) => onChange?.(v)}
    />
  );
}

export function StructuredInput(props: StructuredInputProps): ReactNode {
  const { field, value, onChange, id, disabled, placeholder, label } = props;
  const common = { id, disabled, 'aria-label': label };
  switch (field.type as StructuredType) {
    case 'tree':
      return field.tree ? (
        <TreeInput {...common} source={field.tree} multiple={field.multiple} placeholder={placeholder} value={value as number} onChange={onChange} />
      ) : null;
    case 'reference':
      return field.reference ? (
        <ReferenceInput {...common} source={field.reference} multiple={field.multiple} placeholder={placeholder} value={value as number} onChange={onChange} />
      ) : null;
    case 'richText':
      return <RichTextInput {...common} formulas={field.formulas} value={value as string} onChange={onChange} />;
    case 'document':
      return <DocumentUpload {...common} value={value as never} onChange={onChange} />;
    case 'video':
      return <VideoInput {...common} value={value as never} onChange={onChange} />;
    case 'colour':
      return <ColourInput {...common} placeholder={placeholder} value={value as string} onChange={onChange} />;
    case 'linkTarget':
      return <LinkTargetInput {...props} />;
    case 'money':
      return <MoneyInput {...common} placeholder={placeholder} value={value as number | string | null} onChange={onChange} />;
    default:
      return null;
  }
}

function ListCount({ value }: { value: unknown }) {
  const { t } = useFieldI18n();
  return <>{t('resource.list.count', { n: Array.isArray(value) ? value.length : 0 })}</>;
}

/** How a structured field reads in a list or a read-only view. */
export function StructuredCell({ field, record }: { field: FieldDef; record: Rec }): ReactNode {
  const v = record[field.name];
  switch (field.type as StructuredType) {
    case 'tree':
      return field.tree ? <TreeCell source={field.tree} value={v} /> : null;
    case 'reference':
      return field.reference ? <ReferenceCell source={field.reference} value={v} /> : null;
    case 'linkTarget':
      return record[field.linkTypeField ?? 'link_type'] === 'course' && typeof v === 'string' && v ? (
        <ReferenceCell source={field.reference ?? courseProducts()} value={Number(v)} />
      ) : (
        <>{typeof v === 'string' ? v : ''}</>
      );
    case 'richText':
      return <RichTextCell value={v} />;
    case 'document':
      return <DocumentCell value={v} />;
    case 'video':
      return <VideoCell value={v} />;
    case 'colour':
      return <ColourCell value={v} />;
    case 'money':
      return <MoneyCell value={v} />;
    case 'list':
      return <ListCount value={v} />;
    default:
      return null;
  }
}

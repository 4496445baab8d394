import { Checkbox, Radio, Select, Switch } from 'antd';
import { TrimInput, TrimTextArea } from '@admin/shared/ui';
import { StructuredInput, isStructured } from './fields/structured';
import { DateRangeInput, DateTimeInput } from './form/date-inputs';
import { NumberInput } from './form/number-input';
import { ImageUpload } from './image-upload';
import { useKitI18n } from './texts';
import type { FieldDef, Option } from './types';
import { useOptions } from './use-options';

export interface FieldInputProps {
  field: FieldDef;
  /** Set by Form.Item. */
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
  disabled?: boolean;
  placeholder?: string;
  /** The choices offered in place of the field's own (FormConfig.optionsOf for the values typed). */
  options?: readonly Option[];
}

type AnyChange = (v: unknown) => void;
type Value = string | number | boolean;

/** The control of one field type; a Form.Item child (value / onChange). */
export function FieldInput({ field, value, onChange, id, disabled, placeholder, options: given }: FieldInputProps) {
  const { t } = useKitI18n();
  const own = useOptions((field.form && field.form !== true && field.form.options) || field.options);
  const options = given ?? own;
  const label = t(field.label);
  const change = onChange as AnyChange;
  const common = { id, disabled, 'aria-label': label };
  if (isStructured(field))
    return <StructuredInput field={field} value={value} onChange={change} id={id} disabled={disabled} placeholder={placeholder} label={label} />;
  switch (field.type) {
    case 'text':
      return <TrimInput {...common} value={(value as string | undefined) ?? ''} onChange={change} placeholder={placeholder} />;
    case 'textarea':
      return (
        <TrimTextArea
          {...common}
          value={(value as string | undefined) ?? ''}
          onChange={change}
          placeholder={placeholder}
          autoSize={{ minRows: 2, maxRows: 6 }}
        />
      );
    case 'idList':
      return (
        <TrimTextArea
          {...common}
          value={(value as string | undefined) ?? ''}
          onChange={change}
          placeholder={placeholder}
          autoSize={{ minRows: 2, maxRows: 6 }}
        />
      );
    case 'tags':
      // Typed words, each kept trimmed and once; no list to pick from.
      return (
        <Select
          {...common}
          mode="tags"
          open={false}
          suffixIcon={null}
          tokenSeparators={[',', '，']}
          value={(value as string[] | undefined) ?? []}
          onChange={(next: string[]) => change([...new Set(next.map((x) => x.trim()).filter(Boolean))])}
          placeholder={placeholder}
          style={{ minWidth: 200 }}
        />
      );
    case 'number':
      return <NumberInput {...common} value={value as number | string | null | undefined} onChange={change} placeholder={placeholder} />;
    case 'switch':
      return <Switch {...common} checked={!!value} onChange={change} />;
    case 'select':
      return (
        <Select
          {...common}
          mode={field.multiple ? 'multiple' : undefined}
          value={value as Value | undefined}
          onChange={change}
          options={options.map((o) => ({ value: o.value as string | number, label: t(o.label) }))}
          allowClear={field.emptyValue !== undefined}
          placeholder={placeholder}
          style={{ minWidth: 200 }}
        />
      );
    case 'radio':
      return (
        <Radio.Group {...common} value={value} onChange={(e) => change(e.target.value)}>
          {options.map((o) => (
            <Radio key={String(o.value)} value={o.value}>
              {t(o.label)}
            </Radio>
          ))}
        </Radio.Group>
      );
    case 'checkboxes':
      return (
        <Checkbox.Group
          {...common}
          value={(value as Value[] | undefined) ?? []}
          onChange={change}
          options={options.map((o) => ({ value: o.value as string | number, label: t(o.label) }))}
        />
      );
    case 'image':
      return <ImageUpload id={id} disabled={disabled} value={value as string | undefined} onChange={change} aria-label={label} rule={field.imageRule} />;
    case 'dateTime':
      return <DateTimeInput {...common} value={value as never} onChange={change} />;
    case 'dateRange':
      return <DateRangeInput id={id} disabled={disabled} value={value as never} onChange={change} placeholder={[t('resource.start'), t('resource.end')]} />;
    default:
      return null;
  }
}

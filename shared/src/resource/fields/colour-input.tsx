import { ColorPicker, Flex } from 'antd';
import { TrimInput } from '@admin/shared/ui';
import { useFieldI18n } from './texts';
import { ListTag } from '../list/list-tag';

/** Colours offered with one click (antd's palette); any other can be picked or typed. */
export const COLOUR_PRESETS = [
  '#F5222D',
  '#FA541C',
  '#FF6A00',
  '#FAAD14',
  '#52C41A',
  '#13C2C2',
  '#1677FF',
  '#2F54EB',
  '#722ED1',
  '#EB2F96',
  '#8C8C8C',
  '#000000',
];

export interface ColourInputProps {
  /** `#RRGGBB` (the contract's hexColour). */
  value?: string | null;
  onChange?: (value: string) => void;
  id?: string;
  disabled?: boolean;
  placeholder?: string;
  'aria-label'?: string;
}

/** A colour as `#RRGGBB`: a picker with presets, and the hex text beside it for typing or pasting. */
export function ColourInput({ value, onChange, id, disabled, placeholder, 'aria-label': ariaLabel }: ColourInputProps) {
  const { t } = useFieldI18n();
  const valid = typeof value === 'string' && /^#[0-9A-Fa-f]{6}$/.test(value);
  return (
    <Flex gap={8} align="center">
      <ColorPicker
        value={valid ? value : undefined}
        disabled={disabled}
        disabledAlpha
        format="hex"
        presets={[{ label: t('resource.colour.pick'), colors: COLOUR_PRESETS, defaultOpen: true }]}
        onChange={(c) => onChange?.(c.toHexString().slice(0, 7).toUpperCase())}
      >
        <button
          type="button"
          disabled={disabled}
          aria-label={`${t('resource.colour.pick')} ${ariaLabel ?? ''}`.trim()}
          style={{
            width: 32,
            height: 32,
            borderRadius: 6,
            border: '1px solid #d9d9d9',
            background: valid ? value : '#fff',
            cursor: disabled ? 'not-allowed' : 'pointer',
          }}
        />
      </ColorPicker>
      <TrimInput
        id={id}
        aria-label={ariaLabel}
        disabled={disabled}
        value={value ?? ''}
        onChange={(v: string) => onChange?.(v)}
        placeholder={placeholder ?? '#1677FF'}
        style={{ width: 120 }}
      />
    </Flex>
  );
}

/** A colour in a list: its hex text in a tag of that colour (the kit's light tag, one per row). */
export function ColourCell({ value }: { value: unknown }) {
  if (typeof value !== 'string' || !value) return null;
  return <ListTag color={value}>{value}</ListTag>;
}

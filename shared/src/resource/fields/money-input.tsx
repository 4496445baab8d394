import { useState } from 'react';
import { Input } from 'antd';
import { centsToYuan, yuanToCents } from '@admin/shared/format';
import { useFieldI18n } from './texts';

/** What typed yuan mean: nothing, an amount in cents, or text that is no amount (kept, so the form can say so). */
export const typedCents = (text: string): number | string | null => {
  const s = text.trim();
  if (!s) return null;
  return yuanToCents(s) ?? s;
};

export interface MoneyInputProps {
  id?: string;
  /** In cents (spec 9); a string is typed text that is not an amount. */
  value?: number | string | null;
  onChange?: (value: number | string | null) => void;
  disabled?: boolean;
  placeholder?: string;
  'aria-label'?: string;
}

/**
 * An amount typed in yuan (19.90) and held in cents (1990), as the API stores it. Text that is no
 * amount (letters, a third decimal) stays visible and is the value, so the field's rule says so
 * instead of the input dropping what was typed.
 */
export function MoneyInput({ value, onChange, placeholder, ...rest }: MoneyInputProps) {
  const { t } = useFieldI18n();
  const shown = typeof value === 'number' ? centsToYuan(value) : (value ?? '');
  const [text, setText] = useState(shown);
  // A value set from outside (reset, restored draft) replaces the text unless it means the same.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (typedCents(text) !== (value ?? null)) setText(shown);
  }
  return (
    <Input
      {...rest}
      inputMode="decimal"
      prefix="¥"
      suffix={t('resource.money.yuan')}
      style={{ width: 180 }}
      placeholder={placeholder ?? '0.00'}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange?.(typedCents(e.target.value));
      }}
    />
  );
}

/** An amount in cents as people read it: ¥19.90. */
export function MoneyCell({ value }: { value: unknown }) {
  return <>{typeof value === 'number' ? `¥${centsToYuan(value)}` : ''}</>;
}

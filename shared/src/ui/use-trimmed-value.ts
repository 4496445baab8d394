import { useState } from 'react';
import type { ChangeEvent, FocusEvent } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * Value handling shared by TrimInput and TrimTextArea: controlled when `value` is given, and on
 * blur surrounding whitespace is stripped and reported through onChange (spec 5).
 */
export function useTrimmedValue<E extends Field>(
  value: string | null | undefined,
  defaultValue: string | undefined,
  onChange: ((value: string) => void) | undefined,
  onBlur: ((e: FocusEvent<E>) => void) | undefined,
) {
  const [own, setOwn] = useState(defaultValue ?? '');
  const controlled = value !== undefined;
  const update = (next: string) => {
    if (!controlled) setOwn(next);
    onChange?.(next);
  };
  return {
    value: (controlled ? value : own) ?? '',
    onChange: (e: ChangeEvent<E>) => update(e.target.value),
    onBlur: (e: FocusEvent<E>) => {
      const trimmed = e.target.value.trim();
      if (trimmed !== e.target.value) update(trimmed);
      onBlur?.(e);
    },
  };
}

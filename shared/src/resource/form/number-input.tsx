import { useState } from 'react';
import { Input } from 'antd';
import { z } from 'zod';
import { ft } from './texts';

/** Min, max and integer-ness of a contract number schema (through optional, nullable, default). */
export function numberLimits(schema: z.ZodType | undefined): { min?: number; max?: number; int: boolean } | null {
  let s: unknown = schema;
  const innerOf = (x: unknown) => (x as { _zod?: { def?: { innerType?: unknown } } } | undefined)?._zod?.def?.innerType;
  while (innerOf(s)) s = innerOf(s);
  if (!(s instanceof z.ZodNumber)) return null;
  const real = (v: number | null) => (v !== null && Number.isFinite(v) && Math.abs(v) < Number.MAX_SAFE_INTEGER ? v : undefined);
  return { min: real(s.minValue), max: real(s.maxValue), int: !!s.isInt };
}

/** The help line of a number field, e.g. "0 到 100 的整数" as "整数，0 到 100". */
export function numberHint(limits: ReturnType<typeof numberLimits>): string | undefined {
  if (!limits) return undefined;
  const { min, max, int } = limits;
  const range =
    min !== undefined && max !== undefined
      ? ft('form.range', { min, max })
      : min !== undefined
        ? ft('form.atLeast', { min })
        : max !== undefined
          ? ft('form.atMost', { max })
          : '';
  const parts = [int ? ft('form.wholeNumber') : '', range].filter(Boolean);
  return parts.length ? parts.join(ft('form.listSep')) : undefined;
}

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/** What a typed text means: nothing, a number, or text that is not one (kept, so the form can say so). */
export const parseTyped = (text: string): number | string | null => {
  const s = text.trim();
  if (!s) return null;
  return NUMBER.test(s) ? Number(s) : s;
};

/** A number the form refused: the typed text itself, never silently dropped. */
export const isRefusedNumber = (v: unknown): v is string => typeof v === 'string';

export interface NumberInputProps {
  id?: string;
  value?: number | string | null;
  onChange?: (value: number | string | null) => void;
  disabled?: boolean;
  placeholder?: string;
  'aria-label'?: string;
}

/**
 * A number typed as text: letters stay visible and make the field say 请输入数字 (the value is
 * the text, which the field's rule refuses) instead of vanishing as in antd's InputNumber.
 */
export function NumberInput({ value, onChange, ...rest }: NumberInputProps) {
  const shown = value === null || value === undefined ? '' : String(value);
  const [text, setText] = useState(shown);
  // A value set from outside (reset, restored draft) replaces the text unless it means the same.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (parseTyped(text) !== (value ?? null)) setText(shown);
  }
  return (
    <Input
      {...rest}
      inputMode="decimal"
      style={{ width: 160 }}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange?.(parseTyped(e.target.value));
      }}
    />
  );
}

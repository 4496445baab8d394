import { Input } from 'antd';
import type { InputProps, InputRef } from 'antd';
import type { ComponentProps, ComponentRef, Ref } from 'react';
import { useTrimmedValue } from './use-trimmed-value';

// antd's root exports no TextArea types; derive them instead of deep-importing antd/es.
type TextAreaProps = ComponentProps<typeof Input.TextArea>;
type TextAreaRef = ComponentRef<typeof Input.TextArea>;

type ValueProps = {
  value?: string | null;
  defaultValue?: string;
  /** Receives the text (not an event); works as a Form.Item control. */
  onChange?: (value: string) => void;
};

export type TrimInputProps = Omit<InputProps, 'value' | 'defaultValue' | 'onChange'> & ValueProps & { ref?: Ref<InputRef> };
export type TrimTextAreaProps = Omit<TextAreaProps, 'value' | 'defaultValue' | 'onChange'> & ValueProps & { ref?: Ref<TextAreaRef> };

/** antd Input that strips surrounding whitespace on blur. */
export function TrimInput({ value, defaultValue, onChange, onBlur, ref, ...rest }: TrimInputProps) {
  const field = useTrimmedValue<HTMLInputElement>(value, defaultValue, onChange, onBlur);
  return <Input ref={ref} {...rest} {...field} />;
}

/** antd TextArea that strips surrounding whitespace on blur. */
export function TrimTextArea({ value, defaultValue, onChange, onBlur, ref, ...rest }: TrimTextAreaProps) {
  const field = useTrimmedValue<HTMLTextAreaElement>(value, defaultValue, onChange, onBlur);
  return <Input.TextArea ref={ref} {...rest} {...field} />;
}

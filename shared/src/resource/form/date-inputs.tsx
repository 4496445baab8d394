import { useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** How the pickers show a time, and what a typed time may look like. */
export const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const TYPED_FORMATS = [TIME_FORMAT, 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD', 'YYYY/MM/DD HH:mm:ss', 'YYYY/MM/DD HH:mm', 'YYYY/MM/DD'];

/** A typed time, or null when the text is not one. */
export function parseTypedTime(text: string): Dayjs | null {
  const s = text.trim();
  if (!s) return null;
  const d = dayjs(s, TYPED_FORMATS, true);
  return d.isValid() ? d : null;
}

/** Enter confirms what the picker shows; it must never also submit the form around it. */
const noSubmitOnEnter = (e: KeyboardEvent) => {
  if (e.key === 'Enter') e.preventDefault();
};

const TABBABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** The first control after `el` that Tab would reach (outside it and outside any picker's popup). */
function nextTabStop(el: HTMLElement): HTMLElement | null {
  for (const c of el.ownerDocument.querySelectorAll<HTMLElement>(TABBABLE)) {
    if (el.contains(c) || c.closest('.ant-picker-dropdown') || !(el.compareDocumentPosition(c) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
    if (c.tabIndex < 0 || (c as HTMLInputElement).disabled || c.closest('[hidden], [inert]')) continue;
    if (typeof c.checkVisibility === 'function' && !c.checkVisibility({ visibilityProperty: true })) continue;
    return c;
  }
  return null;
}

/**
 * Tab from an empty field of a range goes on to the control after the range. antd's RangePicker
 * holds focus on the part it expects next (its focus lock), so from an empty start Tab came back
 * to the start for ever (only Shift+Tab left). With nothing typed there is nothing to confirm: the
 * key is kept from the picker and focus moves on as Tab does elsewhere. A field with text still
 * gets antd's confirm (and the blur handler below keeps what was typed).
 */
function tabLeavesEmptyRange(e: KeyboardEvent<HTMLElement>) {
  if (e.key !== 'Tab' || e.shiftKey || !(e.target instanceof HTMLInputElement) || e.target.value !== '') return;
  const next = nextTabStop(e.currentTarget);
  if (!next) return;
  e.preventDefault();
  e.stopPropagation();
  next.focus();
}

/** The text typed into one of the picker's inputs when it loses focus, parsed; null when none or unchanged. */
function typedOnBlur(e: FocusEvent, current: Dayjs | null | undefined): Dayjs | null {
  const input = e.target as HTMLElement;
  if (!(input instanceof HTMLInputElement)) return null;
  const typed = parseTypedTime(input.value);
  if (!typed) return null;
  return current && current.isSame(typed) ? null : typed;
}

export interface DateTimeInputProps {
  id?: string;
  value?: Dayjs | null;
  onChange?: (value: Dayjs | null) => void;
  disabled?: boolean;
  'aria-label'?: string;
}

/** One time: Enter does not submit the form, and a typed time is kept when the field loses focus. */
export function DateTimeInput({ value, onChange, ...rest }: DateTimeInputProps) {
  return (
    <span
      onKeyDown={noSubmitOnEnter}
      onBlur={(e) => {
        const typed = typedOnBlur(e, value);
        if (typed) onChange?.(typed);
      }}
    >
      <DatePicker {...rest} showTime format={TIME_FORMAT} value={value ?? null} onChange={(v) => onChange?.(v)} />
    </span>
  );
}

export type Range = [Dayjs | null, Dayjs | null];

export interface DateRangeInputProps {
  id?: string;
  value?: Range | null;
  onChange?: (value: Range | null) => void;
  disabled?: boolean;
  placeholder: [string, string];
}

/**
 * A start and an end: as DateTimeInput, and days the server would refuse (an end before the
 * start, a start after the end) cannot be picked.
 */
export function DateRangeInput({ value, onChange, id, disabled, placeholder }: DateRangeInputProps) {
  const [active, setActive] = useState<'start' | 'end'>('start');
  const [start, end] = value ?? [null, null];
  return (
    <span
      onKeyDownCapture={tabLeavesEmptyRange}
      onKeyDown={noSubmitOnEnter}
      onBlur={(e) => {
        const inputs = [...e.currentTarget.querySelectorAll('input')];
        const index = inputs.indexOf(e.target as HTMLInputElement);
        if (index < 0) return;
        const typed = typedOnBlur(e, index === 0 ? start : end);
        if (typed) onChange?.(index === 0 ? [typed, end] : [start, typed]);
      }}
    >
      <DatePicker.RangePicker
        id={id}
        disabled={disabled}
        showTime
        format={TIME_FORMAT}
        allowEmpty={[false, false]}
        value={value ?? null}
        onChange={(v) => onChange?.(v ? [v[0], v[1]] : null)}
        onFocus={(_e, info) => setActive(info.range ?? 'start')}
        disabledDate={(d) => (active === 'end' && start ? d.isBefore(start, 'day') : active === 'start' && end ? d.isAfter(end, 'day') : false)}
        placeholder={placeholder}
      />
    </span>
  );
}

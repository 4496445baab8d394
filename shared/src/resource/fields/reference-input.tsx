import { useEffect, useMemo, useRef, useState } from 'react';
import { Select, Space, Spin, Tag } from 'antd';
import type { Option } from '../types';
import { useReferenceNames } from './names';
import type { ReferenceSource } from './types';
import { useFieldI18n } from './texts';

/** How long typing pauses before the server is searched. */
export const SEARCH_DEBOUNCE_MS = 300;

type Id = string | number;

export interface ReferenceInputProps {
  source: ReferenceSource;
  multiple?: boolean;
  value?: Id | Id[] | null;
  onChange?: (value: Id | Id[] | null) => void;
  id?: string;
  disabled?: boolean;
  placeholder?: string;
  'aria-label'?: string;
}

const idsOf = (value: unknown): Id[] => (Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : [value as Id]);

/** Picks records by searching the server as the user types; shows names, also for the stored value. */
export function ReferenceInput({ source, multiple, value, onChange, id, disabled, placeholder, 'aria-label': ariaLabel }: ReferenceInputProps) {
  const { t } = useFieldI18n();
  const [found, setFound] = useState<Option[]>([]);
  const [searching, setSearching] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const asked = useRef(0);
  const ids = idsOf(value);
  const names = useReferenceNames(source, ids);

  const search = (text: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      const mine = ++asked.current;
      setSearching(true);
      try {
        const options = await source.search(text.trim());
        if (mine === asked.current) setFound(options);
      } catch {
        // the API client has already told the user
      } finally {
        if (mine === asked.current) setSearching(false);
      }
    }, SEARCH_DEBOUNCE_MS);
  };
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  // The stored values with their names, then what the search found.
  const options = useMemo(() => {
    const seen = new Set(found.map((o) => String(o.value)));
    const stored = ids
      .filter((v) => !seen.has(String(v)))
      .map((v) => {
        const n = names[String(v)];
        return { value: v, label: n === undefined ? `#${v}` : n === null ? t('resource.picker.missing', { id: v }) : n };
      });
    return [...stored, ...found].map((o) => ({ value: o.value as Id, label: o.label }));
  }, [found, ids, names, t]);

  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      disabled={disabled}
      mode={multiple ? 'multiple' : undefined}
      showSearch
      filterOption={false}
      onSearch={search}
      onFocus={() => found.length || search('')}
      value={multiple ? ids : (ids[0] ?? undefined)}
      onChange={(v: Id | Id[] | undefined) => onChange?.(multiple ? ((v as Id[] | undefined) ?? []) : ((v as Id | undefined) ?? null))}
      options={options}
      allowClear
      placeholder={placeholder ?? t('resource.picker.search')}
      notFoundContent={searching ? <Spin size="small" aria-label={t('resource.picker.searching')} /> : t('resource.picker.noMatch')}
      style={{ minWidth: 240 }}
    />
  );
}

/** The names of stored ids in a list cell or read-only view (looked up in one batch per page). */
export function ReferenceCell({ source, value }: { source: ReferenceSource; value: unknown }) {
  const { t } = useFieldI18n();
  const ids = idsOf(value);
  const names = useReferenceNames(source, ids);
  const name = (v: Id) => {
    const n = names[String(v)];
    return n === undefined ? `#${v}` : n === null ? t('resource.picker.missing', { id: v }) : n;
  };
  if (!Array.isArray(value)) return <>{ids.length ? name(ids[0]) : ''}</>;
  return (
    <Space size={[0, 4]} wrap>
      {ids.map((v) => (
        <Tag key={String(v)}>{name(v)}</Tag>
      ))}
    </Space>
  );
}

import { useEffect, useMemo, useRef } from 'react';
import { Button, Form, Select } from 'antd';
import { TrimInput } from '@admin/shared/ui';
import { ReferenceInput } from './fields/reference-input';
import { DayRangeFilter, type DayRange } from './day-range-filter';
import { FilterItem } from './filter-item';
import { useKitI18n } from './texts';
import type { FieldDef, FilterDef, Rec, ResourceDef } from './types';
import { useOptions } from './use-options';

/** The filters of a resource: fields marked `search` (by their type) and the extra `filters`. */
export function searchFilters(def: Pick<ResourceDef, 'fields' | 'filters'>): FilterDef[] {
  const fromField = (f: FieldDef): FilterDef | null => {
    if (!f.search) return null;
    const c = f.search === true ? {} : f.search;
    const type = c.type ?? (f.type === 'switch' ? 'boolean' : f.type === 'text' || f.type === 'textarea' ? 'text' : 'select');
    return { param: c.param ?? f.name, label: f.label, type, options: c.options ?? f.options };
  };
  return [...def.fields.map(fromField).filter((x): x is FilterDef => !!x), ...(def.filters ?? [])];
}

const rangeEnd = (f: FilterDef): string | undefined => (f.type === 'dateRange' ? f.end : undefined);

/** The query parameters of a resource's filters, as the URL and the list query hold them (a date range has two). */
export function searchParams(def: Pick<ResourceDef, 'fields' | 'filters'>): string[] {
  return searchFilters(def).flatMap((f) => [f.param, ...(rangeEnd(f) ? [rangeEnd(f)!] : [])]);
}

/** The query's filters as the form holds them: a date range's two parameters as one value, [start, end]. */
function formValues(filters: readonly FilterDef[], query: Rec): Rec {
  const out = { ...query };
  for (const f of filters) {
    const end = rangeEnd(f);
    if (!end) continue;
    out[f.param] = query[f.param] || query[end] ? [query[f.param], query[end]] : undefined;
    delete out[end];
  }
  return out;
}

/** The form's values as query filters (formValues reversed). */
function queryValues(filters: readonly FilterDef[], values: Rec): Rec {
  const out = { ...values };
  for (const f of filters) {
    const end = rangeEnd(f);
    if (!end) continue;
    const [start, stop] = (values[f.param] as [string?, string?] | undefined) ?? [];
    out[f.param] = start;
    out[end] = stop;
  }
  return out;
}

function FilterInput({ filter, value, onChange, id }: { filter: FilterDef; value?: unknown; onChange?: (v: unknown) => void; id?: string }) {
  const { t } = useKitI18n();
  const options = useOptions(filter.options);
  const label = t(filter.label);
  if (filter.type === 'dateRange') return <DayRangeFilter id={id} label={label} value={value as DayRange | undefined} onChange={onChange} />;
  if (filter.type === 'text')
    return <TrimInput id={id} aria-label={label} value={(value as string) ?? ''} onChange={onChange} allowClear style={{ width: 180 }} />;
  if (filter.type === 'reference' && filter.reference) {
    // From the URL the id comes as text; the picker names it by the record's own (numeric) id.
    const picked = value === undefined || value === null || value === '' ? null : /^\d+$/.test(String(value)) ? Number(value) : String(value);
    return (
      <ReferenceInput
        id={id}
        aria-label={label}
        source={filter.reference}
        value={picked}
        onChange={(v) => onChange?.(v ?? undefined)}
        placeholder={t('resource.all')}
      />
    );
  }
  const choices =
    filter.type === 'boolean'
      ? [
          { value: '1', label: t('resource.yes') },
          { value: '0', label: t('resource.no') },
        ]
      : options.map((o) => ({ value: String(o.value), label: t(o.label) }));
  return (
    <Select
      id={id}
      aria-label={label}
      value={value as string | undefined}
      onChange={onChange}
      options={choices}
      allowClear
      placeholder={t('resource.all')}
      style={{ width: 160 }}
    />
  );
}

/** A filter's value as the URL holds it ('' for none), to compare what the form shows with it. */
const asText = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

export interface SearchFormProps {
  def: Pick<ResourceDef, 'fields' | 'filters' | 'name'>;
  onSearch: (filters: Rec) => void;
  /** The filters in force (e.g. from the URL): the form shows them on load and after back / forward. */
  values?: Rec;
}

/** The search bar above a list; submitting starts again at page 1. */
export function SearchForm({ def, onSearch, values }: SearchFormProps) {
  const { t } = useKitI18n();
  const [form] = Form.useForm();
  const filters = useMemo(() => searchFilters(def), [def]);
  // The same elements while the definition and the language stay: a new search (the URL's filters
  // handed back) draws the bar again, not each of its fields.
  const items = useMemo(
    () =>
      filters.map((f) => (
        <FilterItem key={f.param} name={f.param} label={t(f.label)}>
          <FilterInput filter={f} />
        </FilterItem>
      )),
    [filters, t],
  );
  const shown = JSON.stringify(values ?? {});
  /** The filters last put in the form: what was typed since stays until they change. */
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (!values) return;
    // A page behind another tab runs its effects again when shown, with the filters it had: text
    // typed but not searched is kept.
    if (applied.current === shown) return;
    applied.current = shown;
    const next = JSON.parse(shown) as Rec;
    // Filling the form renders every item again. Not when it shows these filters already: a list
    // opened with none, or the URL catching up with this form's own search (the filter's
    // rows waited for two renders of the whole bar).
    const showing = form.getFieldsValue(filters.map((f) => f.param)) as Rec;
    const wanted = formValues(filters, next);
    if (filters.every((f) => asText(showing[f.param]) === asText(wanted[f.param]))) return;
    form.resetFields();
    form.setFieldsValue(wanted);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `shown` is the content of `values`
  }, [form, shown, filters]);
  if (!filters.length) return null;
  return (
    <Form form={form} layout="inline" role="search" onFinish={(v: Rec) => onSearch(queryValues(filters, v))} style={{ marginBottom: 16, rowGap: 8 }}>
      {items}
      <FilterItem>
        <Button type="primary" htmlType="submit">
          {t('resource.search')}
        </Button>
      </FilterItem>
      <FilterItem>
        <Button
          onClick={() => {
            form.resetFields();
            onSearch({});
          }}
        >
          {t('resource.reset')}
        </Button>
      </FilterItem>
    </Form>
  );
}

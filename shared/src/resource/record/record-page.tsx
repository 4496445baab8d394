import { useEffect, useMemo, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Alert, Button, Empty, Flex, Result, Segmented, Spin, Tabs, Tag, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { defineMessages, useI18n } from '@admin/shared/i18n';
import { PageContainer } from '@admin/shared/ui';
import { useResourceAccess } from '../access';
import { createDataProvider } from '../data-provider';
import { ResourceFormDrawer } from '../form-drawer';
import { recordName, recordNounLabel } from '../noun';
import type { FormTarget } from '../form-drawer';
import { useKitI18n } from '../texts';
import { useUrlQuery } from '../url-query';
import type { Option, Rec, ResourceDef } from '../types';
import { RecordTabContent } from './record-tab';
import type { RecordContext, RecordTab } from './record-tab';
import { useRecord } from './use-record';

// In this module, not a file of texts alone: `sideEffects: false` would drop a bare import.
defineMessages({
  'resource.record.back': ['返回列表', 'Back to the list'],
  'resource.record.notFound': ['记录不存在或已被删除', 'This record does not exist or was deleted'],
  'resource.record.noScope': ['尚未配置{label}', 'No {label} configured yet'],
});

/**
 * A choice that scopes the page's tabs, kept in the URL under `param` (e.g. the kaoyan year of a
 * business course's content: `?year=2027`). Options come from the record (e.g. its year config).
 */
export interface ScopeSelector {
  param: string;
  label: string;
  options: (record: Rec) => Promise<readonly (Option & { default?: boolean })[]>;
  /** Shown instead of the tabs when the record offers no option (e.g. no year configured). */
  emptyText?: string;
}

export interface RecordPageProps {
  /** The record's resource (scoped already when it lives under a parent). */
  def: ResourceDef;
  id: string | number;
  tabs: readonly RecordTab[];
  selectors?: readonly ScopeSelector[];
  /** The list the record belongs to (breadcrumb "back"). */
  back?: string;
  /** More buttons in the header, e.g. "copy this year to…". */
  extra?: (ctx: RecordContext) => ReactNode;
  /** What the record belongs to, named after its title (e.g. the course and year of a floor). */
  subtitle?: (ctx: RecordContext) => ReactNode;
  /** Where the record sits, above its tabs: a breadcrumb back to the records it belongs to. */
  trail?: (ctx: RecordContext) => ReactNode;
}

/** The options of every selector of a record, loaded together (again on a language switch: their labels are worded). */
function useSelectorOptions(selectors: readonly ScopeSelector[], record: Rec | undefined) {
  const [loaded, setLoaded] = useState<{ for: Rec; options: (Option & { default?: boolean })[][] } | null>(null);
  const { locale } = useI18n();
  useEffect(() => {
    if (!record || selectors.length === 0) return;
    let live = true;
    Promise.all(selectors.map((s) => s.options(record))).then(
      (options) => live && setLoaded({ for: record, options: options.map((o) => [...o]) }),
      () => live && setLoaded({ for: record, options: selectors.map(() => []) }), // the API client has told the user
    );
    return () => {
      live = false;
    };
  }, [selectors, record, locale]);
  if (selectors.length === 0) return [];
  // A re-read of the record (the page shown again, a save) keeps the options shown until the new
  // ones arrive: the page is keyed by the record, and drawing a spinner meanwhile would unmount
  // its tabs and throw away what a form in them holds.
  return loaded ? loaded.options : null;
}

/**
 * A record's own page: deep-linkable (`/exercise/bc-content/<uuid>?tab=floor&year=2027`), its
 * title and edit button in the header, tabs for its child collections and settings documents,
 * each tab scoped by the record (and by the selectors, e.g. the year). Tab and selector values
 * live in the URL, so a reload or a shared link opens the same view.
 */
export function RecordPage({ def, id, tabs, selectors = [], back, extra, subtitle, trail }: RecordPageProps) {
  const { t } = useKitI18n();
  const navigate = useNavigate();
  const [query, setQuery] = useUrlQuery();
  const provider = useMemo(() => createDataProvider(def), [def]);
  const access = useResourceAccess(def);
  const { record, error, reload } = useRecord(provider, id);
  const options = useSelectorOptions(selectors, record);
  const [editing, setEditing] = useState<FormTarget | null>(null);
  const [revision, setRevision] = useState(0);

  const set = (key: string, value: string) =>
    setQuery(
      (q) => {
        const next = new URLSearchParams(q);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );

  if (error && !record) {
    return (
      <PageContainer title={t(def.title)}>
        <Result
          status={error.notFound ? '404' : 'error'}
          title={error.notFound ? t('resource.record.notFound') : t('resource.loadFailed')}
          subTitle={error.message}
          extra={
            <Flex gap="small" justify="center">
              {back ? <Button onClick={() => navigate(back)}>{t('resource.record.back')}</Button> : null}
              {!error.notFound ? <Button onClick={reload}>{t('resource.retry')}</Button> : null}
            </Flex>
          }
        />
      </PageContainer>
    );
  }
  if (!record || options === null) return <Spin />;

  const chosen: Record<string, string> = {};
  const emptySelector = selectors.find((s, i) => {
    const opts = options[i];
    const inUrl = query.get(s.param);
    const pick = opts.find((o) => String(o.value) === inUrl) ?? opts.find((o) => o.default) ?? opts[0];
    if (pick) chosen[s.param] = String(pick.value);
    return !pick;
  });
  const ctx: RecordContext = { record, id, chosen, reload, revision, changed: () => setRevision((n) => n + 1) };
  const visible = tabs.filter((tab) => !tab.showIf || tab.showIf(record));
  const activeTab = visible.find((tab) => tab.key === query.get('tab'))?.key ?? visible[0]?.key;

  return (
    <PageContainer
      title={
        <Flex align="center" gap="small" wrap>
          <span>{recordName(def, record)}</span>
          <Tag>{recordNounLabel(def)}</Tag>
          {subtitle ? <Typography.Text type="secondary">{subtitle(ctx)}</Typography.Text> : null}
        </Flex>
      }
      extra={
        <>
          {extra?.(ctx)}
          {access.edit ? <Button onClick={() => setEditing({ mode: 'edit', id })}>{t('resource.edit')}</Button> : null}
          {back ? <Button onClick={() => navigate(back)}>{t('resource.record.back')}</Button> : null}
        </>
      }
    >
      {trail ? <div style={{ marginBottom: 16 }}>{trail(ctx)}</div> : null}
      {error ? <Alert type="error" showIcon style={{ marginBottom: 16 }} title={`${t('resource.loadFailed')}：${error.message}`} /> : null}
      {selectors.map((s, i) =>
        options[i].length > 0 ? (
          <Flex key={s.param} align="center" gap="small" style={{ marginBottom: 16 }}>
            <Typography.Text id={`selector-${s.param}`}>{t(s.label)}</Typography.Text>
            <Segmented
              aria-labelledby={`selector-${s.param}`}
              value={chosen[s.param]}
              options={options[i].map((o) => ({ value: String(o.value), label: t(o.label) }))}
              onChange={(v) => set(s.param, String(v))}
            />
          </Flex>
        ) : null,
      )}
      {emptySelector ? (
        <Empty description={t(emptySelector.emptyText ?? 'resource.record.noScope', { label: t(emptySelector.label) })} />
      ) : (
        <Tabs
          activeKey={activeTab}
          onChange={(key) => set('tab', key)}
          destroyOnHidden
          items={visible.map((tab) => ({ key: tab.key, label: t(tab.label), children: <RecordTabContent tab={tab} ctx={ctx} /> }))}
        />
      )}
      <ResourceFormDrawer
        def={def}
        provider={provider}
        target={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          reload();
        }}
      />
    </PageContainer>
  );
}

export interface RecordScreenOptions extends Omit<RecordPageProps, 'def' | 'id'> {
  /** The route parameter holding the record's key (e.g. `bc_uuid`); default `id`. */
  param?: string;
}

/**
 * The route screen of a record page: the key from the route's parameter `param`; a record that
 * lives under a parent takes its definition from the parameters, e.g.
 * `(p) => scoped(floor, { course: p.bc_uuid!, year: p.year! })`.
 */
export function recordScreen(
  def: ResourceDef | ((params: Readonly<Record<string, string | undefined>>) => ResourceDef),
  { param = 'id', ...options }: RecordScreenOptions,
): ComponentType {
  function Screen() {
    useI18n();
    const params = useParams();
    const id = params[param];
    const resolved = typeof def === 'function' ? def(params) : def;
    if (!id) return <Result status="404" />;
    return <RecordPage key={id} def={resolved} id={id} {...options} />;
  }
  Screen.displayName = `RecordScreen(${typeof def === 'function' ? 'scoped' : def.name})`;
  return Screen;
}

import { useEffect, useMemo, useState } from 'react';
import type { ComponentType } from 'react';
import { useI18n } from '@admin/shared/i18n';
import type { ReactNode } from 'react';
import { Alert, App, Button, Result, Table } from 'antd';
import type { TableProps } from 'antd';
import { Pager, PageContainer } from '@admin/shared/ui';
import { useResourceAccess } from './access';
import { isMarked } from './cells';
import { buildColumns } from './columns';
import { createDataProvider } from './data-provider';
import { ResourceFormDrawer } from './form-drawer';
import type { FormTarget } from './form-drawer';
import { SearchForm } from './search-form';
import { useKitI18n } from './texts';
import type { DataProvider, Rec, ResourceDef } from './types';
import { useResourceList } from './use-resource-list';

export interface ResourceListProps {
  def: ResourceDef;
  /** Defaults to the resource's routes through the shared API client. */
  provider?: DataProvider;
  /** More buttons in each row's action cell. */
  rowActions?: (record: Rec) => ReactNode;
  /** More buttons beside 新增. */
  extra?: ReactNode;
  /** Content above the search form (e.g. a settings panel of the same screen). */
  header?: ReactNode;
}

/**
 * The list screen of a resource: search form, table with sorting, the spec's pager, empty and
 * error states, and the create / edit drawer, delete and toggles for holders of their permission.
 */
export function ResourceList({ def, provider: given, rowActions, extra, header }: ResourceListProps) {
  const { t } = useKitI18n();
  const { message } = App.useApp();
  const provider = useMemo(() => given ?? createDataProvider(def), [given, def]);
  const access = useResourceAccess(def);
  const list = useResourceList(def, provider);
  const [target, setTarget] = useState<FormTarget | null>(null);
  const idKey = def.idKey ?? 'id';
  const { state, items, total, loading, setPage } = list;

  // Deleting the last row of the last page leaves an empty page: step back to one with rows.
  useEffect(() => {
    if (!loading && items.length === 0 && state.page > 1 && total > 0) setPage(state.page - 1, state.limit);
  }, [loading, items.length, state.page, state.limit, total, setPage]);

  const columns = buildColumns({
    def,
    provider,
    access,
    t,
    ordering: state.ordering,
    onEdit: (r) => setTarget({ mode: 'edit', id: r[idKey] as string | number }),
    onDelete: async (r) => {
      try {
        await provider.remove(r[idKey] as string | number, r.version as number | undefined);
        message.success(t('resource.deleted'));
      } finally {
        list.reload(); // also after a failure: the row may have changed or gone meanwhile
      }
    },
    onView: (r) => setTarget({ mode: 'view', id: r[idKey] as string | number }),
    onDuplicate: (r) => setTarget({ mode: 'duplicate', id: r[idKey] as string | number }),
    onChanged: list.replace,
    onStale: list.reload,
    rowActions,
  });

  const onTableChange: TableProps<Rec>['onChange'] = (_p, _f, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const name = s?.columnKey ? String(s.columnKey) : undefined;
    list.setOrdering(name && s.order ? (s.order === 'descend' ? `-${name}` : name) : def.defaultOrdering);
  };

  const filtered = Object.keys(state.filters).length > 0;
  const failedEmpty = list.error && items.length === 0;
  const createButton = access.create ? (
    <Button type="primary" onClick={() => setTarget({ mode: 'create' })}>
      {t('resource.create')}
    </Button>
  ) : null;

  return (
    <PageContainer
      title={t(def.title)}
      extra={
        createButton || extra ? (
          <>
            {createButton}
            {extra}
          </>
        ) : undefined
      }
    >
      {header}
      <SearchForm def={def} onSearch={list.search} />
      {list.error && !failedEmpty ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={`${t('resource.loadFailed')}：${list.error}`}
          action={<Button size="small" onClick={list.reload}>{t('resource.retry')}</Button>}
        />
      ) : null}
      {failedEmpty ? (
        <Result
          status="error"
          title={t('resource.loadFailed')}
          subTitle={list.error}
          extra={<Button onClick={list.reload}>{t('resource.retry')}</Button>}
        />
      ) : (
        <>
          <Table<Rec>
            rowKey={idKey}
            columns={columns}
            dataSource={items}
            loading={loading}
            pagination={false}
            onChange={onTableChange}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t(filtered ? 'resource.emptyFiltered' : 'resource.empty') }}
            onRow={(r) => (isMarked(def, r) ? ({ 'data-marked': 'true' } as object) : {})}
          />
          <Pager total={total} page={state.page} pageSize={state.limit} onChange={list.setPage} />
        </>
      )}
      <ResourceFormDrawer
        def={def}
        provider={provider}
        target={target}
        onClose={() => setTarget(null)}
        canEdit={(r) => access.edit && (def.rowEditable?.(r) ?? true)}
        onTarget={setTarget}
        onSaved={() => {
          setTarget(null);
          list.reload();
        }}
      />
    </PageContainer>
  );
}

/** The screen of a resource that is its list and nothing more (re-rendered on a language switch). */
export function resourceScreen(def: ResourceDef, props: Omit<ResourceListProps, 'def'> = {}): ComponentType {
  function Screen() {
    useI18n();
    return <ResourceList def={def} {...props} />;
  }
  Screen.displayName = `ResourceScreen(${def.name})`;
  return Screen;
}

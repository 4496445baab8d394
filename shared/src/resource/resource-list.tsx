import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import type { PreloadableScreen } from '@admin/shared/contract';
import { useI18n } from '@admin/shared/i18n';
import { createDataProvider } from './data-provider';
import type { BulkBarProps } from './list/bulk-bar';
import { columnPrefsRead } from './list/column-prefs';
import { ListView } from './list/list-view';
import { preload } from './list/preload';
import { useListController, type ListControllerOptions } from './list/use-list-controller';
import { searchParams } from './search-form';
import type { DataProvider, Rec, ResourceDef } from './types';
import { firstListRead } from './use-resource-list';

export interface ResourceListProps extends ListControllerOptions {
  /** More buttons in each row's action cell. */
  rowActions?: (record: Rec) => ReactNode;
  /** More buttons beside 新增. */
  extra?: ReactNode;
  /** Content above the search form (e.g. a settings panel of the same screen). */
  header?: ReactNode;
  /** The screen's own actions on the selected rows, beside the kit's (see BulkBar). */
  bulkActions?: BulkBarProps['actions'];
}

/**
 * The list screen of a resource: search form, table toolbar (refresh, export, column settings,
 * recycle bin), table with sorting, selection and bulk actions, drag reorder, the spec's pager,
 * empty and error states, and the create / edit drawer, delete and toggles for holders of their
 * permission. Its state and actions are useListController's, drawn by ListView; a screen that
 * draws a list its own way uses those two.
 */
export function ResourceList({ def, provider, embedded, urlState, onChanged, ...view }: ResourceListProps) {
  const controller = useListController({ def, provider, embedded, urlState, onChanged });
  return <ListView controller={controller} embedded={embedded} {...view} />;
}

/**
 * The first reads of a screen whose main list is `def`'s with the kit's own provider and URL state
 * (its first page and column settings), for the screen's `preload` (list/preload.ts): the host
 * starts them before drawing the screen, so its rows come in the first render. `from` answers
 * them some other way (list/warm-up.tsx answers both from memory).
 */
export function listPreload(def: ResourceDef, from: { provider?: DataProvider; readPrefs?: () => Promise<unknown> } = {}): (search: string) => Promise<void> {
  const provider = from.provider ?? createDataProvider(def);
  return (search) => {
    const prefs = columnPrefsRead(def.name);
    const reads: Array<{ key: QueryKey; read: () => Promise<unknown> }> = [
      firstListRead(def, provider, searchParams(def), search),
      { key: prefs.key, read: from.readPrefs ?? prefs.read },
    ];
    return Promise.all(reads.map(({ key, read }) => preload(key, read))).then(() => undefined);
  };
}

/**
 * The screen of a resource that is its list and nothing more (re-rendered on a language switch);
 * it reads ahead (listPreload) unless it has its own provider or list state.
 */
export function resourceScreen(def: ResourceDef, props: Omit<ResourceListProps, 'def'> = {}): PreloadableScreen {
  function Screen() {
    useI18n();
    return <ResourceList def={def} {...props} />;
  }
  Screen.displayName = `ResourceScreen(${def.name})`;
  if (!props.provider && props.urlState === undefined && !props.embedded) Screen.preload = listPreload(def);
  return Screen;
}

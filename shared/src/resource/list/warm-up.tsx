import type { ReactElement } from 'react';
import { listPreload, ResourceList } from '../resource-list';
import type { DataProvider, Rec, ResourceDef } from '../types';

const noCall = (): Promise<never> => Promise.reject(new Error('a warm-up list calls nothing'));

/** A provider that answers the list from `rows` and refuses everything else. */
export function memoryListProvider(rows: readonly Rec[]): DataProvider {
  return {
    list: async (query) => ({
      items: rows.map((r) => ({ ...r })),
      total: rows.length,
      page: Number(query.page ?? 1),
      limit: Number(query.limit ?? rows.length),
    }),
    get: noCall,
    create: noCall,
    update: noCall,
    patch: noCall,
    remove: noCall,
  };
}

/**
 * The list screen of `def` drawn from `rows` in memory, ready to render where nobody sees it.
 *
 * Why: the first list a user opens in a page costs about twice the CPU of the next one (300–400
 * vs 155 ms at 1×, four times that on a slow machine): the browser compiles the kit's and antd's
 * code on first use and optimises React's as it gets hot, and antd registers each component's
 * CSS-variable block the first time it renders. Rendered once while the home page is idle (the
 * host mounts it off the document and keeps it mounted, so antd keeps those blocks), that work is
 * done before the click (open a list → first row).
 *
 * Nothing goes to the server: the rows come from `rows`, and the reads the screen would make at
 * its first render (its page and the user's column settings, which it takes from the read-ahead
 * store, list/preload.ts) are answered ahead from memory, under `def.name`, so `def` must not
 * share its name with a real resource.
 */
export async function listWarmUp(def: ResourceDef, rows: readonly Rec[]): Promise<ReactElement> {
  const provider = memoryListProvider(rows);
  await listPreload(def, { provider, readPrefs: async () => ({ key: `columns:${def.name}`, value: null, version: 0 }) })('');
  return <ResourceList def={def} provider={provider} />;
}

import { useEffect, useState } from 'react';
import type { TreeNode } from '@admin/shared/contract/resources';
import { getLocale, useI18n } from '@admin/shared/i18n';
import type { ReferenceSource, TreeSource } from './types';

/*
 * Page-wide caches of what pickers and cells show: each tree is read once, and the names of
 * stored ids are looked up in batches, so a list page of 20 rows costs one request per source,
 * not one per row. A name may be worded by the console ("name（#12）" / "name (#12)"), so names
 * are kept per language and asked for again after a language switch.
 */

const trees = new Map<string, Promise<TreeNode[]>>();

/** The tree of a source, read once per page load (a failed read is retried by the next user). */
export function loadTree(source: TreeSource): Promise<TreeNode[]> {
  let p = trees.get(source.key);
  if (!p) {
    p = source.load().catch((e: unknown) => {
      trees.delete(source.key);
      throw e;
    });
    trees.set(source.key, p);
  }
  return p;
}

export function useTree(source: TreeSource | undefined): TreeNode[] | null {
  const [tree, setTree] = useState<TreeNode[] | null>(null);
  useEffect(() => {
    if (!source) return;
    let live = true;
    loadTree(source).then(
      (t) => live && setTree(t),
      () => {}, // the API client has already told the user
    );
    return () => {
      live = false;
    };
  }, [source]);
  return tree;
}

/** id → name of the nodes that can be values (for the majors tree: majors, not categories). */
export function treeNames(tree: readonly TreeNode[], groupsSelectable = true): Map<number, string> {
  const out = new Map<number, string>();
  const walk = (nodes: readonly TreeNode[], root: boolean) => {
    for (const n of nodes) {
      if (groupsSelectable || (!root && !n.children.length)) out.set(n.id, n.name);
      walk(n.children, false);
    }
  };
  walk(tree, true);
  return out;
}

/**
 * id → name for showing stored ids: the nodes that can be values, then any other node (a group
 * stored before, such as a subject group) whose id none of them has. Groups and values may number
 * their ids apart (majors' categories and majors), so a value's name always wins.
 */
export function storedNames(tree: readonly TreeNode[], groupsSelectable = true): Map<number, string> {
  const out = treeNames(tree, groupsSelectable);
  if (!groupsSelectable) for (const [id, name] of treeNames(tree, true)) if (!out.has(id)) out.set(id, name);
  return out;
}

type Id = string | number;
interface Batch {
  known: Map<string, Promise<string | null>>;
  pending: Map<string, { id: Id; resolve: (name: string | null) => void }>;
  timer: ReturnType<typeof setTimeout> | null;
}
const batches = new Map<string, Batch>();
/** The most ids one lookup request carries (the API's `ids` limit). */
export const LOOKUP_CHUNK = 100;

async function flush(source: ReferenceSource, b: Batch) {
  b.timer = null;
  const waiting = [...b.pending.values()];
  b.pending.clear();
  for (let i = 0; i < waiting.length; i += LOOKUP_CHUNK) {
    const chunk = waiting.slice(i, i + LOOKUP_CHUNK);
    try {
      const found = await source.byIds(chunk.map((w) => w.id));
      const byId = new Map(found.map((o) => [String(o.value), o.label]));
      for (const w of chunk) w.resolve(byId.get(String(w.id)) ?? null);
    } catch {
      // Not cached, so the next render asks again; meanwhile the id is shown.
      for (const w of chunk) {
        b.known.delete(String(w.id));
        w.resolve(null);
      }
    }
  }
}

/** The name of one id; ids asked for in the same tick go out in one request. null: no such record. */
export function lookupName(source: ReferenceSource, id: Id): Promise<string | null> {
  const key = `${getLocale()} ${source.key}`;
  let b = batches.get(key);
  if (!b) batches.set(key, (b = { known: new Map(), pending: new Map(), timer: null }));
  const k = String(id);
  let p = b.known.get(k);
  if (!p) {
    const batch = b;
    p = new Promise<string | null>((resolve) => batch.pending.set(k, { id, resolve }));
    b.known.set(k, p);
    b.timer ??= setTimeout(() => void flush(source, batch), 0);
  }
  return p;
}

/** Names of the ids (undefined while loading, null when the record does not exist). */
export function useReferenceNames(source: ReferenceSource | undefined, ids: readonly Id[]): Record<string, string | null | undefined> {
  const [names, setNames] = useState<Record<string, string | null>>({});
  const key = ids.map(String).join(',');
  const { locale } = useI18n();
  useEffect(() => {
    if (!source || !key) return;
    let live = true;
    for (const id of key.split(',')) {
      lookupName(source, id).then((name) => live && setNames((n) => (n[id] === name ? n : { ...n, [id]: name })));
    }
    return () => {
      live = false;
    };
  }, [source, key, locale]);
  return names;
}

/** Forgets cached trees and names (tests; after a record of a source was renamed). */
export function resetNameCaches(): void {
  trees.clear();
  batches.clear();
}

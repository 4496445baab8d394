import { fillPath } from '../routes';
import type { DocumentDef } from '../document-form';
import type { Rec, ResourceDef, ResourceRoutes } from '../types';

/**
 * The path parameters a scoped resource lives under, e.g. `{ course, year }` of
 * `/nav/bc/:course/year/:year/floor/`. Values are strings or numbers as the URL shows them.
 */
export type Scope = Readonly<Record<string, string | number>>;

const keyOf = (scope: Scope) => JSON.stringify(Object.entries(scope).sort(([a], [b]) => a.localeCompare(b)));

/** Parameters a path still has unfilled, e.g. ['course', 'year', 'id']. */
export const paramsOf = (path: string): string[] => [...path.matchAll(/:([a-z_]+)/g)].map((m) => m[1]);

// One object per (definition, scope): screens pass the scoped definition to hooks and memos that
// compare by identity, so scoping on every render must not make a new definition every time.
const resourceCache = new WeakMap<object, Map<string, ResourceDef>>();
const documentCache = new WeakMap<object, Map<string, DocumentDef>>();

function cached<D extends object>(cache: WeakMap<object, Map<string, D>>, def: D, scope: Scope, make: () => D): D {
  let byScope = cache.get(def);
  if (!byScope) cache.set(def, (byScope = new Map()));
  const key = keyOf(scope);
  let made = byScope.get(key);
  if (!made) byScope.set(key, (made = make()));
  return made;
}

/**
 * The definition of a scoped collection with its scope's parameters filled into every route, so
 * its list, form, delete and toggles call e.g. `/nav/bc/<uuid>/year/2027/floor/`. The record's
 * own id parameter (`idParam` of the module: `id`, or `cid` for floor contents) is left for the
 * data provider, and permissions still match the module's rows (they match filled paths).
 */
export function scoped(def: ResourceDef, scope: Scope): ResourceDef {
  const idParam = def.contract?.idParam ?? 'id';
  const { [idParam]: _own, ...rest } = scope;
  return cached(resourceCache, def, rest, () => {
    const routes: ResourceRoutes = {};
    for (const [op, r] of Object.entries(def.routes)) if (r) routes[op as keyof ResourceRoutes] = { ...r, path: fillPath(r.path, rest) };
    return { ...def, routes, scope: { ...(def.scope ?? {}), ...rest } };
  });
}

/** A settings document of a scope (e.g. the course-selection entrance of one course and year). */
export function scopedDocument(def: DocumentDef, scope: Scope): DocumentDef {
  return cached(documentCache, def, scope, () => ({
    ...def,
    read: { ...def.read, path: fillPath(def.read.path, scope) },
    write: { ...def.write, path: fillPath(def.write.path, scope) },
  }));
}

/** The parameters of a route still unfilled other than the record id: what a screen must supply. */
export function missingScope(def: Pick<ResourceDef, 'routes' | 'contract'>): string[] {
  const idParam = def.contract?.idParam ?? 'id';
  const missing = new Set<string>();
  for (const r of Object.values(def.routes)) for (const p of paramsOf(r?.path ?? '')) if (p !== idParam) missing.add(p);
  return [...missing];
}

export type { Rec };

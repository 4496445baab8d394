import { readFileSync } from 'node:fs';

/*
 * remotes.json with every remote's route table in it: the console builds its
 * menu, guard and breadcrumb from this one answer and loads a remote's code only when one of its
 * screens opens. Deploy and rollback write the table into the entry they switch
 * (scripts/lib/deploy-state.mjs); for an entry without one (the list the host build ships, an
 * older deploy) the server adds the `routes.json` published beside the entry's manifest, when
 * that build is served from here. Entries on other origins keep loading their routes module.
 * The host checks every table; a broken one makes only its remote unavailable.
 */

const NAME = /^[a-z][a-z0-9-]*$/;

/** `routes.json` beside a same-origin entry: `/remotes/<name>/<dir>/mf-manifest.json` → `[name, '<dir>/routes.json']`. */
export function routeTableFile(name: string, entry: string): string | null {
  const prefix = `/remotes/${name}/`;
  if (!entry.startsWith(prefix)) return null;
  const dir = entry.slice(prefix.length).split(/[?#]/)[0].split('/').slice(0, -1);
  return [...dir, 'routes.json'].join('/');
}

/**
 * The list with `routes` added to each entry that has none and whose build has a table;
 * `locate(name, rel)` finds a remote's file as /remotes/<name>/<rel> would serve it.
 * Anything not a list of entries goes out untouched, for the host to report.
 */
export function withRouteTables(body: string, locate: (name: string, rel: string) => string | null): string {
  let list: unknown;
  try {
    list = JSON.parse(body);
  } catch {
    return body;
  }
  if (!Array.isArray(list)) return body;
  let added = false;
  const out = list.map((e: unknown) => {
    if (typeof e !== 'object' || e === null || 'routes' in e) return e;
    const { name, entry } = e as { name?: unknown; entry?: unknown };
    if (typeof name !== 'string' || !NAME.test(name) || typeof entry !== 'string') return e;
    const rel = routeTableFile(name, entry);
    const file = rel ? locate(name, rel) : null;
    if (!file) return e;
    try {
      const routes: unknown = JSON.parse(readFileSync(file, 'utf8'));
      added = true;
      return { ...e, routes };
    } catch {
      return e; // an unreadable table: the host loads that remote's routes module instead
    }
  });
  return added ? JSON.stringify(out) : body;
}

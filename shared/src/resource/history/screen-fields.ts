import type { FieldDef } from '../types';

/*
 * The fields of every screen definition made in this page, by resource name (resourceDef and
 * documentDef remember them): how a screen labels and shows a field, for what reads the audit of a
 * resource without that screen's definition at hand (the operation log). Two definitions of one
 * resource (a list and a read-only list elsewhere) add up; the first to name a field keeps it.
 */
const known = new Map<string, Map<string, FieldDef>>();

export function rememberScreenFields(resource: string, fields: readonly FieldDef[]): void {
  let byName = known.get(resource);
  if (!byName) known.set(resource, (byName = new Map()));
  for (const f of fields) {
    if (!byName.has(f.name)) byName.set(f.name, f);
    if (f.end && !byName.has(f.end)) byName.set(f.end, f);
  }
}

/** The screen field of `resource` that edits `name` (for a date range, its start's or its end's), if any screen of it was defined. */
export const screenFieldOf = (resource: string, name: string): FieldDef | undefined => known.get(resource)?.get(name);

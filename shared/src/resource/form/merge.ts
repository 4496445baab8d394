import type { FieldDef, Rec, ResourceDef } from '../types';
import { patchAccepts } from '../toggle';
import { ownerOf } from '../validate';
import { same } from './compare';

/*
 * Field-level merge after a stale write (40900). Three versions of the writable fields: base (the
 * record as this form first read it), mine (what the form would send), theirs (the latest). A
 * field this user did not change is never written, so a colleague's change to it survives.
 */

export interface MergePlan {
  /** API fields this user changed (mine ≠ base). */
  mine: string[];
  /** API fields the colleague changed (theirs ≠ base). */
  theirs: string[];
  /** Fields both changed, to different values: the user chooses. */
  conflicts: string[];
}

const keysOf = (...recs: Rec[]) => [...new Set(recs.flatMap((r) => Object.keys(r)))];

export function mergePlan(base: Rec, mine: Rec, theirs: Rec): MergePlan {
  const mineChanged = keysOf(base, mine).filter((k) => !same(mine[k], base[k]));
  const theirsChanged = keysOf(base, theirs).filter((k) => !same(theirs[k], base[k]));
  return {
    mine: mineChanged,
    theirs: theirsChanged,
    conflicts: mineChanged.filter((k) => theirsChanged.includes(k) && !same(mine[k], theirs[k])),
  };
}

/** Per conflicting API field, whose value to keep. */
export type Choices = Record<string, 'mine' | 'theirs'>;

/** The fields of mine to write: those I changed, minus the conflicts where I chose theirs. */
export function fieldsToWrite(plan: MergePlan, choices: Choices = {}): string[] {
  return plan.mine.filter((k) => choices[k] !== 'theirs');
}

/**
 * The write that applies my changes on the latest version: a PATCH of just those fields when the
 * resource's PATCH takes them all, else a PUT of theirs with those fields replaced.
 */
export function mergedWrite(
  def: Pick<ResourceDef, 'routes' | 'schemas'>,
  plan: MergePlan,
  mine: Rec,
  theirs: Rec,
  version: unknown,
  choices: Choices = {},
): { op: 'patch' | 'update'; body: Rec } {
  const write = fieldsToWrite(plan, choices);
  const usePatch = !!def.routes.patch && (!def.routes.update || write.every((k) => patchAccepts(def, k)));
  const body: Rec = usePatch ? {} : { ...theirs };
  for (const k of write) {
    if (mine[k] === undefined) delete body[k];
    else body[k] = mine[k];
  }
  return { op: usePatch ? 'patch' : 'update', body: { ...body, version } };
}

/** The form fields that own these API fields (a schedule's start and end are one field), in form order. */
export function ownersOf(def: Pick<ResourceDef, 'fields'>, apiFields: readonly string[]): FieldDef[] {
  const owners = new Set(apiFields.map((k) => ownerOf(def, k)).filter((f): f is FieldDef => !!f));
  return def.fields.filter((f) => owners.has(f));
}

import { Code } from '@admin/shared/contract';
import { isApiError } from '@admin/shared/api';
import type { DataProvider, FieldDef, Rec, ResourceDef, WriteOptions } from '../types';
import { recordBody } from '../values';
import { mergePlan, mergedWrite, ownersOf } from './merge';
import type { Choices, MergePlan } from './merge';

export type MergeOutcome =
  | { kind: 'saved'; saved: Rec; /** The fields a colleague had changed meanwhile (kept). */ theirs: FieldDef[] }
  | { kind: 'conflict'; plan: MergePlan; theirs: Rec };

/** A colleague saving again between our read and our write is retried this often before giving up. */
const ATTEMPTS = 3;

/**
 * After a 40900: reads the latest record and writes only the fields this user changed on it.
 * Returns the conflict instead when both changed a field the choices do not settle.
 */
export async function saveOnLatest(
  def: ResourceDef,
  provider: DataProvider,
  base: Rec,
  mine: Rec,
  choices: Choices,
  opts: WriteOptions,
): Promise<MergeOutcome> {
  const id = base[def.idKey ?? 'id'] as string | number;
  for (let attempt = 1; ; attempt++) {
    const latest = await provider.get(id);
    const theirs = recordBody(def, latest);
    const plan = mergePlan(recordBody(def, base), mine, theirs);
    if (plan.conflicts.some((k) => !choices[k])) return { kind: 'conflict', plan, theirs: latest };
    const { op, body } = mergedWrite(def, plan, mine, theirs, latest.version, choices);
    try {
      const saved = op === 'patch' ? await provider.patch(id, body, opts) : await provider.update(id, body, opts);
      return { kind: 'saved', saved, theirs: ownersOf(def, plan.theirs) };
    } catch (e) {
      if (!isApiError(e) || e.code !== Code.CONFLICT || attempt >= ATTEMPTS) throw e;
    }
  }
}

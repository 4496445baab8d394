import type { Rec, ResourceDef, RowRef } from '../types';

/** The ids and versions of the rows a batch call names. */
export const rowRefs = (def: Pick<ResourceDef, 'idKey'>, rows: readonly Rec[]): RowRef[] =>
  rows.map((r) => ({ id: r[def.idKey ?? 'id'] as string | number, version: r.version as number }));

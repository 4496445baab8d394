import { z } from 'zod';
import type { DataProvider, Rec, ResourceDef } from './types';
import { recordBody } from './values';

/** True when a PATCH of the resource may carry `field` (e.g. the expiry-only PATCH of spec 4). */
export function patchAccepts(def: Pick<ResourceDef, 'routes' | 'schemas'>, field: string): boolean {
  if (!def.routes.patch) return false;
  const schema = def.schemas.patch ?? def.schemas.create;
  return schema instanceof z.ZodObject && field in schema.shape;
}

/**
 * A toggle uses the module's own enable call for `is_enable` when it has one, else PATCHes just
 * its field when the PATCH accepts it, otherwise PUTs the whole record.
 */
export function toggleOp(def: Pick<ResourceDef, 'routes' | 'schemas'>, field: string): 'toggle' | 'patch' | 'update' | undefined {
  if (def.routes.toggle && field === 'is_enable') return 'toggle';
  if (patchAccepts(def, field)) return 'patch';
  return def.routes.update ? 'update' : undefined;
}

/** Writes one boolean of a record with its version; rejects with ApiError (e.g. 40900). */
export function writeToggle(def: ResourceDef, provider: DataProvider, record: Rec, field: string, value: boolean): Promise<Rec> {
  const id = record[def.idKey ?? 'id'] as string | number;
  const version = record.version as number;
  const op = toggleOp(def, field);
  if (op === 'toggle' && provider.toggle) return provider.toggle(id, { [field]: value, version });
  if (op === 'patch') return provider.patch(id, { [field]: value, version });
  if (op === 'update') return provider.update(id, { ...recordBody(def, record), [field]: value, version });
  return Promise.reject(new Error(`${def.name} cannot change ${field}`));
}

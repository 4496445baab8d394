import type { CollectionModule } from '@admin/shared/contract/resources';
import { z } from 'zod';

/**
 * A create or update (PUT) body that also accepts the read-only fields of a record as GET returns
 * it (kind, counts, timestamps, id/uuid, version on create, derived names), so a record read can
 * be sent back as it is (duplicate, edit). The repository ignores them; any other field not in
 * the record is still refused.
 */
export function acceptingReadOnly(m: CollectionModule, schema: z.ZodType): z.ZodType {
  // One per schema, not per app (every test server builds an app).
  let made = tolerant.get(schema);
  if (!made) tolerant.set(schema, (made = make(m, schema)));
  return made;
}

const tolerant = new WeakMap<z.ZodType, z.ZodType>();

function make(m: CollectionModule, schema: z.ZodType): z.ZodType {
  const item = m.schemas.item;
  if (!(schema instanceof z.ZodObject) || !(item instanceof z.ZodObject)) return schema;
  const extra = Object.keys(item.shape).filter((k) => !(k in schema.shape));
  if (!extra.length) return schema;
  return schema.extend(Object.fromEntries(extra.map((k) => [k, z.unknown().optional()])));
}

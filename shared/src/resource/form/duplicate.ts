import type { Rec, ResourceDef } from '../types';
import { recordBody } from '../values';
import { ft } from './texts';

/**
 * The values a copy of a record starts with: its writable fields only (so no id, uuid, timestamps,
 * version, kind or counts), the title marked as a copy where the resource has a text title.
 */
export function duplicateSource(def: Pick<ResourceDef, 'fields' | 'schemas' | 'titleField'>, record: Rec): Rec {
  const copy = recordBody(def, record);
  const titleName = def.titleField ?? 'title';
  const title = def.fields.find((f) => f.name === titleName && (f.type === 'text' || f.type === 'textarea') && f.form !== false);
  if (title && typeof copy[titleName] === 'string' && copy[titleName]) copy[titleName] = `${copy[titleName] as string}${ft('form.copySuffix')}`;
  return copy;
}

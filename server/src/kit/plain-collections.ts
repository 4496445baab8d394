import { ALL_RESOURCES } from '@admin/shared/contract/resources';
import type { Registry } from '../http/registry';
import { registerCollection } from './collection';

/**
 * Collections that need nothing beyond their contract module (no references, derived fields or
 * special operations) are stored by convention in the table named after them (`course.tag` →
 * `course_tag`): adding such a resource is its module and its migration, no server code.
 */
export function plainCollections(reg: Registry): void {
  for (const m of ALL_RESOURCES) {
    if (m.kind !== 'collection' || reg.storageOf(m.name)) continue;
    registerCollection(reg, { resource: m, table: m.name.replace(/\./g, '_') });
  }
}

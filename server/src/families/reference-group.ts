import { referenceGroup } from '@admin/shared/contract/resources';
import type { Registry } from '../http/registry';
import { registerCollection } from '../resources/collection';

/** Exam-prep groups (/setting/reference-group): a group's subject and year must exist. */
export function referenceGroupFamily(reg: Registry): void {
  registerCollection(reg, {
    resource: referenceGroup,
    table: 'setting_reference_group',
    refs: [
      { field: 'subject_id', table: 'subject', label: '科目' },
      { field: 'kaoyan_year', table: 'kaoyan_year', key: 'year', label: '考研年份' },
    ],
  });
}

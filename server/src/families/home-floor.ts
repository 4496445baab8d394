import { homeFloor } from '@admin/shared/contract/resources';
import type { Registry } from '../http/registry';
import { registerCollection } from '../resources/collection';

/** Home-page floors (/homemanage/floor), shown for a kaoyan year that must exist. */
export function homeFloorFamily(reg: Registry): void {
  registerCollection(reg, {
    resource: homeFloor,
    table: 'home_floor',
    refs: [{ field: 'kaoyan_year', table: 'kaoyan_year', key: 'year', label: '考研年份' }],
  });
}

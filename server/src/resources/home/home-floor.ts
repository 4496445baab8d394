import { homeFloorContent } from '@admin/shared/contract/resources';
import type { Registry } from '../../http/registry';
import { registerCollection, type CollectionDef } from '../../kit/collection';

const contentDef: CollectionDef = {
  resource: homeFloorContent,
  table: 'home_floor_content',
  scope: [{ param: 'id', column: 'floor_id', exists: { table: 'home_floor', key: 'id', label: '楼层' } }],
  // The items of a study-abroad floor are as much line 2 as the floor.
  parentLine: { param: 'id', table: 'home_floor', key: 'id' },
};

/** /nav/floor/{id}/content/ (/homemanage/floormould): a home floor's items; the floors themselves are a plain collection. */
export function homeFloorFamily(reg: Registry): void {
  registerCollection(reg, contentDef);
}

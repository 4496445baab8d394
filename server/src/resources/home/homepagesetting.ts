import { abroadFloor, abroadFloorContent } from '@admin/shared/contract/resources';
import type { Registry } from '../../http/registry';
import { registerCollection, type CollectionDef } from '../../kit/collection';
import { countBy } from '../../kit/count-by';

/** The study-abroad home is the home page of business line 2: its floors are home floors of that line. */
const LINE = { business_line: 2 };

const floorDef: CollectionDef = {
  resource: abroadFloor,
  table: 'home_floor',
  fixed: LINE,
  decorate: async (db, items) => {
    const counts = await countBy(
      db,
      'home_floor_content',
      'floor_id',
      items.map((i) => i.id),
    );
    return items.map((i) => ({ ...i, content_count: counts.get(i.id) ?? 0 }));
  },
};

const contentDef: CollectionDef = {
  resource: abroadFloorContent,
  table: 'home_floor_content',
  // A floor of the other line is not on this page: 40400 as for a floor that does not exist.
  scope: [{ param: 'id', column: 'floor_id', exists: { table: 'home_floor', key: 'id', label: '楼层', where: LINE } }],
};

/** /nav/homepagesetting/floor/… (spec 2 /homepagesetting/index). */
export function homepagesettingFamily(reg: Registry): void {
  registerCollection(reg, floorDef);
  registerCollection(reg, contentDef);
}

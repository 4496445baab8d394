import { recordScreen } from '@admin/shared/resource';
import { floorContentResource, floorResource } from './homepagesetting-resources';

/** /homepagesetting/floor-content/:id: one floor of the study-abroad home and the items it shows. */
export default recordScreen(floorResource, {
  param: 'id',
  back: '/homepagesetting/index',
  tabs: [{ key: 'content', label: 'system.homepagesetting.content', list: { def: floorContentResource, scope: (ctx) => ({ id: Number(ctx.id) }) } }],
});

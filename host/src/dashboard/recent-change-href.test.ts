import type { ConsoleRoute } from '@admin/shared/contract';
import { viewHref, VIEW_PARAM as KIT_VIEW_PARAM } from '@admin/shared/resource';
import { recentChangeHref, VIEW_PARAM } from './recent-change-href';

const screen = async () => ({ default: () => null });
const ROUTES: ConsoleRoute[] = [
  {
    path: '/setting',
    children: [
      { path: '/setting/reference-group', resource: 'setting.reference_group', component: screen },
      { path: '/setting/customerNew', resource: 'setting.customer_service', component: screen },
    ],
  },
  {
    path: '/user',
    children: [
      { path: '/user/index', resource: 'account.app_user', component: screen },
      { path: '/user/index/:id', resource: 'account.app_user', hidden: true, component: screen },
    ],
  },
  // A record page with no list of its own, and a scoped child page that cannot be linked.
  { path: '/homepagesetting', children: [{ path: '/homepagesetting/floor-content/:id', resource: 'homepagesetting.floor', component: screen }] },
  { path: '/exercise', children: [{ path: '/exercise/floor-content/:bc_uuid/:year/:floor_uuid', resource: 'bc.floor', component: screen }] },
  { path: '/course', children: [{ path: '/course/classify', component: screen }] },
];
const href = recentChangeHref(ROUTES);
const entry = (resource: string, record_id: string | null, action = 'patch') => ({ resource, record_id, action });

describe('recentChangeHref', () => {
  it('opens a changed record in its list’s read-only view, the way the kit reads it', () => {
    expect(href(entry('setting.reference_group', '12'))).toBe('/setting/reference-group?view=12');
    expect(href(entry('setting.reference_group', '12'))).toBe(viewHref('/setting/reference-group', 12));
    expect(VIEW_PARAM).toBe(KIT_VIEW_PARAM);
  });

  it('opens the list’s view (fields and history) before a record page, which serves where no list shows the resource', () => {
    expect(href(entry('account.app_user', '7', 'update'))).toBe('/user/index?view=7');
    expect(href(entry('homepagesetting.floor', 'a b/c', 'create'))).toBe('/homepagesetting/floor-content/a%20b%2Fc');
  });

  it('opens the list of a deleted record, and the page of a settings document', () => {
    expect(href(entry('setting.reference_group', '12', 'delete'))).toBe('/setting/reference-group');
    expect(href(entry('setting.reference_group', '12', 'bulkDelete'))).toBe('/setting/reference-group');
    expect(href(entry('setting.customer_service', '-', 'write'))).toBe('/setting/customerNew');
    // Gone, with no list to show it in: nothing to open.
    expect(href(entry('homepagesetting.floor', '3', 'delete'))).toBeUndefined();
  });

  it('links nothing for a resource no route (the user may open) names', () => {
    expect(href(entry('course.tag', '1'))).toBeUndefined();
    expect(href(entry('bc.floor', '1'))).toBeUndefined();
    expect(recentChangeHref([])(entry('setting.reference_group', '12'))).toBeUndefined();
  });
});

import { DEMO_ROLES } from '@admin/shared/contract';
import { resourceAccess } from './access';
import { searchAdDef } from './test-kit';

// The permission table of the contract decides; these are the demo accounts' real role sets.
describe('resourceAccess', () => {
  it('lets the ads account do everything on search_page ads', () => {
    expect(resourceAccess(searchAdDef, DEMO_ROLES.ads)).toEqual({
      list: true,
      view: true,
      create: true,
      edit: true,
      delete: true,
      toggle: { is_enable: true, is_marked_expired: true },
      bulkPatch: true,
      bulkDelete: true,
      reorder: true,
      export: true,
    });
  });

  it('gives viewer the list and nothing that writes', () => {
    expect(resourceAccess(searchAdDef, DEMO_ROLES.viewer)).toEqual({
      list: true,
      view: true,
      create: false,
      edit: false,
      delete: false,
      toggle: { is_enable: false, is_marked_expired: false },
      bulkPatch: false,
      bulkDelete: false,
      reorder: false,
      export: true,
    });
  });

  it('follows single permissions: change without add or delete', () => {
    const roles = ['base_services.view_search_page_advertisement', 'base_services.change_search_page_advertisement'];
    const a = resourceAccess(searchAdDef, roles);
    expect([a.create, a.edit, a.delete, a.toggle.is_marked_expired]).toEqual([false, true, false, true]);
  });

  it('gives a read-only screen nothing that writes, whatever the permission', () => {
    expect(resourceAccess({ ...searchAdDef, readOnly: true }, DEMO_ROLES.ads)).toEqual({
      list: true,
      view: true, // records are read in the 查看 drawer instead
      create: false,
      edit: false,
      delete: false,
      toggle: { is_enable: false, is_marked_expired: false },
      bulkPatch: false,
      bulkDelete: false,
      reorder: false,
      export: true,
    });
  });

  it('grants nothing without the view permission of the kind', () => {
    const a = resourceAccess(searchAdDef, ['base_services.view_launch_advertisement', 'base_services.change_launch_advertisement']);
    expect(a.list || a.edit || a.create).toBe(false);
  });
});

describe('resourceAccess of a resource made from its contract module', () => {
  it('reads the module’s own endpoint rows, so a module newer than the page’s registry still shows its buttons', () => {
    const rows = [
      { method: 'GET' as const, path: '/demo/note/', resource: 'demo.note', op: 'list', auth: 'permission' as const, permissions: ['demo.view_note'] },
      { method: 'POST' as const, path: '/demo/note/', resource: 'demo.note', op: 'create', auth: 'permission' as const, permissions: ['demo.add_note'] },
    ];
    const def = {
      routes: { list: { method: 'GET' as const, path: '/demo/note/' }, create: { method: 'POST' as const, path: '/demo/note/' } },
      fields: [],
      schemas: searchAdDef.schemas,
    };
    expect(resourceAccess(def, ['demo.view_note', 'demo.add_note'])).toMatchObject({ list: false, create: false });
    expect(resourceAccess({ ...def, endpoints: rows }, ['demo.view_note', 'demo.add_note'])).toMatchObject({ list: true, create: true, delete: false });
    expect(resourceAccess({ ...def, endpoints: rows }, ['demo.view_note'])).toMatchObject({ list: true, create: false });
  });
});

describe('resourceAccess of the batch calls', () => {
  it('reads each batch call from its own endpoint row and action', () => {
    const row = (op: string, method: 'PATCH' | 'POST' | 'PUT', suffix: string, permission: string) => ({
      method,
      path: `/demo/note/${suffix}`,
      resource: 'demo.note',
      op,
      auth: 'permission' as const,
      permissions: [permission],
    });
    const endpoints = [
      row('bulkPatch', 'PATCH', 'bulk/', 'demo.change_note'),
      row('bulkDelete', 'POST', 'bulk-delete/', 'demo.delete_note'),
      row('reorder', 'PUT', 'order/', 'demo.change_note'),
      row('export', 'POST', 'export/', 'demo.view_note'),
    ];
    const routes = Object.fromEntries(endpoints.map((e) => [e.op, { method: e.method, path: e.path }]));
    const def = { routes, fields: [], schemas: searchAdDef.schemas, endpoints };
    expect(resourceAccess(def, ['demo.view_note'])).toMatchObject({ bulkPatch: false, bulkDelete: false, reorder: false, export: true });
    expect(resourceAccess(def, ['demo.view_note', 'demo.change_note'])).toMatchObject({ bulkPatch: true, bulkDelete: false, reorder: true, export: true });
    expect(resourceAccess(def, ['demo.delete_note'])).toMatchObject({ bulkDelete: true, export: false });
  });
});

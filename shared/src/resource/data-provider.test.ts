import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { http } from '@admin/shared/api';
import { bcFloor, bcFloorContent, businessCourse, courseTag, productClassify } from '@admin/shared/contract/resources';
import { createDataProvider } from './data-provider';
import { resourceDef } from './define';
import { missingScope, scoped } from './record/scope';
import { writeToggle } from './toggle';

const seen: InternalAxiosRequestConfig[] = [];
const adapter: AxiosAdapter = async (config) => {
  seen.push(config);
  return { data: { code: 20000, msg: 'ok', data: { items: [], total: 0, page: 1, limit: 20 } }, status: 200, statusText: 'OK', headers: {}, config };
};
const saved = http.defaults.adapter;
beforeAll(() => void (http.defaults.adapter = adapter));
afterAll(() => void (http.defaults.adapter = saved));
beforeEach(() => void (seen.length = 0));

const COURSE = '0b8a4c3e-5d7f-4a8e-9a1b-2c3d4e5f6a7b';
const FLOOR = '9c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f';

describe('the data provider of a resource made from its contract module', () => {
  it('calls the module’s paths with their methods', async () => {
    const tags = createDataProvider(resourceDef(courseTag, { title: 't', fields: [] }));
    await tags.list({ page: 2 });
    await tags.patch(7, { is_enable: false, version: 3 });
    expect(seen.map((c) => `${c.method?.toUpperCase()} ${c.url}`)).toEqual(['GET /course/tag/', 'PATCH /course/tag/7/']);
  });

  it('waits 10 s for a business-course detail (spec 9) and 5 s for everything else', async () => {
    const courses = createDataProvider(resourceDef(businessCourse, { title: 't', fields: [] }));
    await courses.get('0b8a4c3e-5d7f-4a8e-9a1b-2c3d4e5f6a7b');
    await courses.list({});
    expect(seen.map((c) => c.timeout)).toEqual([10000, 5000]);
  });

  it('fills every parameter of a scoped resource, and the record key into the module’s id parameter', async () => {
    const contents = resourceDef(bcFloorContent, { title: 't', fields: [] });
    expect(missingScope(contents)).toEqual(['course', 'year', 'id']);
    const inFloor = scoped(contents, { course: COURSE, year: 2027, id: FLOOR });
    expect(missingScope(inFloor)).toEqual([]);
    const p = createDataProvider(inFloor);
    await p.list({});
    await p.update(41, { title: 'x', version: 1 });
    await p.remove(41, 2);
    expect(seen.map((c) => `${c.method?.toUpperCase()} ${c.url}`)).toEqual([
      `GET /nav/bc/${COURSE}/year/2027/floor/${FLOOR}/content/`,
      `PUT /nav/bc/${COURSE}/year/2027/floor/${FLOOR}/content/41/`,
      `DELETE /nav/bc/${COURSE}/year/2027/floor/${FLOOR}/content/41/`,
    ]);
  });

  it('gives one definition per scope, so screens that scope on every render do not reload forever', () => {
    const floors = resourceDef(bcFloor, { title: 't', fields: [] });
    expect(scoped(floors, { course: COURSE, year: 2027 })).toBe(scoped(floors, { year: 2027, course: COURSE }));
    expect(scoped(floors, { course: COURSE, year: 2027 })).not.toBe(scoped(floors, { course: COURSE, year: 2028 }));
  });

  it('refuses to call a scoped resource whose scope was not given, rather than sending `:course`', () => {
    const floors = createDataProvider(resourceDef(bcFloor, { title: 't', fields: [] }));
    expect(() => floors.list({})).toThrow(/needs :course, :year/);
    expect(seen).toEqual([]);
  });
});

describe('the batch calls of the data provider', () => {
  const routes = {
    list: { method: 'GET' as const, path: '/course/tag/' },
    bulkPatch: { method: 'PATCH' as const, path: '/course/tag/bulk/' },
    bulkDelete: { method: 'POST' as const, path: '/course/tag/bulk-delete/' },
    reorder: { method: 'PUT' as const, path: '/course/tag/order/' },
  };

  it('sends one request per batch with the rows’ ids and versions', async () => {
    const p = createDataProvider({ name: 'course.tag', routes });
    const items = [
      { id: 1, version: 2 },
      { id: 5, version: 1 },
    ];
    await p.bulkPatch!(items, { is_enable: false });
    await p.bulkDelete!(items);
    await p.reorder!([...items].reverse());
    expect(seen.map((c) => `${c.method?.toUpperCase()} ${c.url} ${c.data}`)).toEqual([
      'PATCH /course/tag/bulk/ {"items":[{"id":1,"version":2},{"id":5,"version":1}],"changes":{"is_enable":false}}',
      'POST /course/tag/bulk-delete/ {"items":[{"id":1,"version":2},{"id":5,"version":1}]}',
      'PUT /course/tag/order/ {"items":[{"id":5,"version":1},{"id":1,"version":2}]}',
    ]);
  });

  it('names the rows of a batch by the module’s key (uuid for floors)', async () => {
    const floors = createDataProvider(scoped(resourceDef(bcFloor, { title: 't', fields: [] }), { course: COURSE, year: 2027 }));
    await floors.reorder!([{ id: FLOOR, version: 3 }]);
    expect(seen.map((c) => `${c.method?.toUpperCase()} ${c.url} ${String(c.data)}`)).toEqual([
      `PUT /nav/bc/${COURSE}/year/2027/floor/order/ {"items":[{"uuid":"${FLOOR}","version":3}]}`,
    ]);
  });

  it('switches is_enable through the module’s own enable call when it has one', async () => {
    const def = resourceDef(productClassify, { title: 't', fields: [] });
    await writeToggle(def, createDataProvider(def), { id: 3, version: 2, name: 'x' }, 'is_enable', false);
    expect(seen.map((c) => `${c.method?.toUpperCase()} ${c.url} ${String(c.data)}`)).toEqual([
      'PUT /nav/bc/product_classify/is_enable/3/ {"is_enable":false,"version":2}',
    ]);
  });

  it('has no batch call the module does not declare', () => {
    const p = createDataProvider({ name: 'course.tag', routes: { list: routes.list } });
    expect([p.bulkPatch, p.bulkDelete, p.reorder, p.export]).toEqual([undefined, undefined, undefined, undefined]);
  });
});

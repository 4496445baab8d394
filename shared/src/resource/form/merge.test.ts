import { adSchemas } from '@admin/shared/contract/resources';
import { searchAdDef, routesOfKind } from '../test-kit';
import type { ResourceDef } from '../types';
import { fieldsToWrite, mergePlan, mergedWrite, ownersOf } from './merge';

const base = { title: 'a', sort: 0, start_at: '2026-03-01T00:00:00Z', end_at: '2026-04-01T00:00:00Z', platforms: [1] };

describe('mergePlan', () => {
  it('finds what each side changed and no conflict when they changed different fields', () => {
    const plan = mergePlan(base, { ...base, title: 'mine' }, { ...base, sort: 5 });
    expect(plan).toEqual({ mine: ['title'], theirs: ['sort'], conflicts: [] });
  });

  it('reports a field both changed to different values, not one both changed alike', () => {
    expect(mergePlan(base, { ...base, title: 'mine' }, { ...base, title: 'theirs' }).conflicts).toEqual(['title']);
    expect(mergePlan(base, { ...base, title: 'same' }, { ...base, title: 'same' }).conflicts).toEqual([]);
  });

  it('compares times by instant and empty values alike', () => {
    const plan = mergePlan({ ...base, remark: null }, { ...base, start_at: '2026-03-01T08:00:00+08:00', remark: '' }, base);
    expect(plan.mine).toEqual([]);
  });
});

describe('mergedWrite', () => {
  it('PUTs theirs with only my changed fields when the PATCH does not take them', () => {
    const theirs = { ...base, sort: 5 };
    const plan = mergePlan(base, { ...base, title: 'mine' }, theirs);
    expect(mergedWrite(searchAdDef, plan, { ...base, title: 'mine' }, theirs, 2)).toEqual({
      op: 'update',
      body: { ...base, sort: 5, title: 'mine', version: 2 },
    });
  });

  it('PATCHes just my changed fields when the resource’s PATCH takes them', () => {
    const def: ResourceDef = { ...searchAdDef, schemas: adSchemas, routes: routesOfKind('search_page') };
    const theirs = { ...base, sort: 5 };
    const plan = mergePlan(base, { ...base, title: 'mine' }, theirs);
    expect(mergedWrite(def, plan, { ...base, title: 'mine' }, theirs, 2)).toEqual({ op: 'patch', body: { title: 'mine', version: 2 } });
  });

  it('leaves a conflicting field to theirs when the user chose theirs', () => {
    const mine = { ...base, title: 'mine', sort: 1 };
    const theirs = { ...base, title: 'theirs' };
    const plan = mergePlan(base, mine, theirs);
    expect(fieldsToWrite(plan, { title: 'theirs' })).toEqual(['sort']);
    expect(mergedWrite(searchAdDef, plan, mine, theirs, 3, { title: 'theirs' }).body).toMatchObject({ title: 'theirs', sort: 1, version: 3 });
  });
});

it('names the form fields that own API fields (start and end are the schedule)', () => {
  expect(ownersOf(searchAdDef, ['end_at', 'sort', 'start_at']).map((f) => f.name)).toEqual(['start_at', 'sort']);
});

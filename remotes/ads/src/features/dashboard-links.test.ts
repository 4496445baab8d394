import { AD_KINDS, AD_LIST_PATHS, PUSH_LIST_PATHS } from '@admin/shared/contract/resources';
import routes from '../routes';
import { AD_PLACES } from './ad/places';

/*
 * The dashboard (GET dashboard/) links each ad kind and push channel to a console list by path,
 * from the contract; this remote decides what each path shows. They must agree, or a count
 * would link to another place's list.
 */
const paths = (rs: typeof routes): string[] => rs.flatMap((r) => [r.path, ...paths(r.children ?? [])]);

it('links every ad kind to the route whose screen lists that kind', () => {
  expect(Object.keys(AD_LIST_PATHS).sort()).toEqual(AD_KINDS.map((k) => k.kind).sort());
  for (const [kind, path] of Object.entries(AD_LIST_PATHS)) expect({ kind, shown: AD_PLACES[path]?.kind }).toEqual({ kind, shown: kind });
});

it('links pushes to the push routes of this remote', () => {
  const all = paths(routes);
  for (const path of Object.values(PUSH_LIST_PATHS)) expect(all).toContain(path);
});

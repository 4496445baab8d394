/*
 * The generated smoke test of every resource list screen of a remote: each route without
 * parameters whose screen module exports the kit's `resource` (made from a contract module) gets
 * the same four checks against the real server. A remote's `features/smoke.screen.test.tsx` is one call with its route table.
 */
import { cleanup, configure } from '@testing-library/react';
import type { ComponentType } from 'react';
import { isApiError } from '@admin/shared/api';
import type { ConsoleRoute } from '@admin/shared/contract';
import { createDataProvider, type Rec, type ResourceDef } from '@admin/shared/resource';
import { isPlaceholder } from '@admin/shared/routing';
import { rowOf } from './dom';
import { flatten } from './route-table-checks';
import { renderScreen, signIn } from './session';

interface ScreenModule {
  default: ComponentType;
  resource?: ResourceDef;
}

const WRITE_BUTTONS = /^(新\s*增|编辑 .*|删除 .*)$/;

/** The same value as the API returns it: times compared as instants, the rest as JSON. */
function sameValue(sent: unknown, got: unknown): boolean {
  if (typeof sent === 'string' && /^\d{4}-\d\d-\d\dT/.test(sent) && typeof got === 'string') return Date.parse(sent) === Date.parse(got);
  return JSON.stringify(sent) === JSON.stringify(got);
}

export function smokeTestRoutes(routes: readonly ConsoleRoute[]): void {
  configure({ asyncUtilTimeout: 30_000 });
  // A route with parameters is a record's page (the kit's recordScreen): it needs a record of
  // the demo data to open, so its own screen test covers it.
  const screens = flatten(routes).filter((r) => r.component && !isPlaceholder(r.component) && !r.path.includes('/:'));

  it('has real screens to test', () => expect(screens.length).toBeGreaterThan(0));

  describe.each(screens.map((r) => [r.path, r] as const))('%s', (_path, route) => {
    let mod: ScreenModule;
    let def: ResourceDef;
    const provider = () => createDataProvider(def);
    const idOf = (r: Rec) => r[def.idKey ?? 'id'] as string | number;
    const firstRow = async () => (await provider().list({ ...def.fixedQuery, limit: 1 })).items[0];

    beforeAll(async () => {
      mod = (await route.component!()) as ScreenModule;
      if (!mod.resource) throw new Error(`${route.path}: its screen module exports no \`resource\``);
      def = mod.resource;
    });
    afterEach(cleanup);

    it('lists the seeded records for admin, who creates the contract sample and reads it back', async () => {
      await signIn('admin');
      const first = await firstRow();
      expect(first).toBeDefined();
      renderScreen(mod.default);
      expect(await rowOf(idOf(first))).toBeInTheDocument();
      // A read-only list (app users are created by signing up in the apps) stops here.
      if (!def.routes.create) return;
      const sample = def.contract?.sample;
      expect(sample).toBeDefined();
      const created = await provider().create(sample!);
      const read = await provider().get(idOf(created));
      for (const [k, v] of Object.entries(sample!)) expect(`${k} ${sameValue(v, read[k])}`).toBe(`${k} true`);
      if (def.routes.delete) await provider().remove(idOf(created), read.version as number);
    });

    it('shows the viewer no write action', async () => {
      await signIn('viewer');
      const first = await firstRow();
      renderScreen(mod.default);
      await rowOf(idOf(first));
      // By label, not by role: computing every button's accessible name takes jsdom seconds.
      const labels = [...document.querySelectorAll('button')].map((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim());
      expect(labels.filter((l) => WRITE_BUTTONS.test(l))).toEqual([]);
      expect(labels.some((l) => /^(查\s*询|搜\s*索)$/.test(l))).toBe(true);
    });

    it('is refused a write by the server without the permission', async () => {
      await signIn('viewer');
      const first = await firstRow();
      const write = def.routes.create
        ? provider().create(def.contract?.sample ?? {})
        : def.routes.patch
          ? provider().patch(idOf(first), { version: first.version })
          : provider().update(idOf(first), { version: first.version });
      const error = await write.then(
        () => null,
        (e: unknown) => e,
      );
      expect(isApiError(error) ? error.code : error).toBe(40300);
    });
  });
}

/*
 * The route table names the resource each screen shows (`resource`, a contract module): the
 * dashboard's "my recent changes" links an audit entry to the screen of its resource from the
 * route data alone, without loading screen code. Checked here by loading every screen of a table.
 */
import type { ComponentType } from 'react';
import type { ConsoleRoute } from '@admin/shared/contract';
import { resourceNamed } from '@admin/shared/contract/resources';
import { isPlaceholder } from '@admin/shared/routing';
import { flatten } from './route-table-checks';

interface ScreenModule {
  default: ComponentType & { displayName?: string };
  resource?: { name: string };
}

/** The kit's screens carry their resource in the component's name (resourceScreen / recordScreen). */
const KIT_SCREEN = /^(?:Resource|Record)Screen\((.+)\)$/;

/**
 * The resource a screen module shows, as far as its code says: the `resource` it exports (the
 * remotes' convention for a list screen), else the kit screen it is made with. A record page of
 * a scoped child (`RecordScreen(scoped)`) and a hand-made screen say nothing.
 */
export function resourceOfScreen(mod: ScreenModule): string | undefined {
  if (mod.resource?.name) return mod.resource.name;
  const kit = KIT_SCREEN.exec(mod.default?.displayName ?? '')?.[1];
  return kit && kit !== 'scoped' ? kit : undefined;
}

/** Every screen built on one resource names it, and every name is a contract module. */
export function checkRouteResources(routes: readonly ConsoleRoute[]): void {
  const all = flatten(routes);

  it('names a contract module in every route resource', () => {
    expect(all.filter((r) => r.resource && !resourceNamed(r.resource)).map((r) => `${r.path} ${r.resource}`)).toEqual([]);
  });

  it('names the resource of every screen made from one (its exported resource, resourceScreen or recordScreen)', async () => {
    const wrong: string[] = [];
    let named = 0;
    for (const r of all.filter((x) => x.component && !isPlaceholder(x.component))) {
      const shown = resourceOfScreen((await r.component!()) as ScreenModule);
      if (shown) named++;
      if (shown && shown !== r.resource) wrong.push(`${r.path}: screen shows ${shown}, route names ${r.resource ?? 'nothing'}`);
    }
    expect(wrong).toEqual([]);
    expect(named).toBeGreaterThan(0);
  });
}

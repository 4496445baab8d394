import { adKind } from '@admin/shared/contract';
import { useI18n } from '@admin/shared/i18n';
import { ResourceList } from '@admin/shared/resource';
import type { ResourceDef } from '@admin/shared/resource';
import { adResource } from './ad-resource';
import { MyHomeConfig } from './my-home-config';
import { PlaceTabs } from './place-tabs';
import type { ScreenSpec } from './screen-table';

type AdSpec = Extract<ScreenSpec, { type: 'ad' }>;

const defs = new Map<string, ResourceDef>();

/** One declaration per route, made once (the list keeps its data provider per declaration). */
export function adDefFor(path: string, spec: AdSpec, title: string): ResourceDef {
  let def = defs.get(path);
  if (!def) {
    const k = adKind(spec.kind);
    if (!k) throw new Error(`${path}: no ad kind "${spec.kind}" in AD_KINDS`);
    def = adResource(k, title);
    defs.set(path, def);
  }
  return def;
}

/** The screen of every /ad route: the kind's list, its sibling places, and for "my" page its settings. */
export function AdScreen({ path, spec, title }: { path: string; spec: AdSpec; title: string }) {
  useI18n(); // re-render on a locale switch
  const def = adDefFor(path, spec, title);
  const header = (
    <>
      {spec.places ? <PlaceTabs places={spec.places} current={path} /> : null}
      {spec.withMyHomeConfig ? <MyHomeConfig /> : null}
    </>
  );
  return <ResourceList def={def} header={header} />;
}

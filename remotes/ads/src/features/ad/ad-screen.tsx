import type { ComponentType } from 'react';
import { adResourceOf } from '@admin/shared/contract/resources';
import { useI18n } from '@admin/shared/i18n';
import { listPreload, ResourceList, type ResourceDef } from '@admin/shared/resource';
import { adDef } from './ad-resource';
import './messages';
import { MyHomeConfig } from './my-home-config';
import { PlaceTabs } from './place-tabs';
import { AD_PLACES } from './places';

/**
 * The screen of an /ad route (routes.ts loads it lazily): the kind's list, its sibling places, and
 * for the "my" page its settings. One factory for every ad kind; the differences are places.ts.
 */
export function screenFor(path: string): { default: ComponentType; resource: ResourceDef } {
  const place = AD_PLACES[path];
  const module = place && adResourceOf(place.kind);
  if (!module) throw new Error(`${path}: no ad kind declared in places.ts`);
  const resource = adDef(module, path);
  const header = (
    <>
      {place.places ? <PlaceTabs places={place.places} current={path} /> : null}
      {place.withMyHomeConfig ? <MyHomeConfig /> : null}
    </>
  );
  function AdScreen() {
    useI18n(); // re-render on a locale switch
    return <ResourceList def={resource} header={header} />;
  }
  AdScreen.displayName = `AdScreen(${path})`;
  AdScreen.preload = listPreload(resource);
  return { default: AdScreen, resource };
}

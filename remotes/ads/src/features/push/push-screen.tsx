import type { ComponentType } from 'react';
import { PUSH_RESOURCES, type PushResource } from '@admin/shared/contract/resources';
import { useI18n } from '@admin/shared/i18n';
import { listPreload, ResourceList, type ResourceDef } from '@admin/shared/resource';
import './messages';
import { pushDef } from './push-resource';

/** /push/index (app) and /push/pcIndex (PC): the channel's pushes. */
export function screenFor(path: string, channel: PushResource['name']): { default: ComponentType; resource: ResourceDef } {
  const module = PUSH_RESOURCES.find((r) => r.name === channel);
  if (!module) throw new Error(`no push channel ${channel} in the contract`);
  const resource = pushDef(module, path);
  function PushScreen() {
    useI18n();
    return <ResourceList def={resource} />;
  }
  PushScreen.displayName = `PushScreen(${path})`;
  PushScreen.preload = listPreload(resource);
  return { default: PushScreen, resource };
}

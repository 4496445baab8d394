import { PUSH_CHANNELS } from '@admin/shared/contract';
import type { PushChannel } from '@admin/shared/contract';
import { useI18n } from '@admin/shared/i18n';
import { ResourceList } from '@admin/shared/resource';
import type { ResourceDef } from '@admin/shared/resource';
import { pushResource } from './push-resource';

const defs = new Map<string, ResourceDef>();

export function pushDefFor(channel: PushChannel['channel'], title: string): ResourceDef {
  let def = defs.get(channel);
  if (!def) {
    const ch = PUSH_CHANNELS.find((c) => c.channel === channel);
    if (!ch) throw new Error(`no push channel "${channel}" in PUSH_CHANNELS`);
    def = pushResource(ch, title);
    defs.set(channel, def);
  }
  return def;
}

/** /push/index (app) and /push/pcIndex (PC): the channel's pushes. */
export function PushScreen({ channel, title }: { channel: PushChannel['channel']; title: string }) {
  useI18n();
  return <ResourceList def={pushDefFor(channel, title)} />;
}

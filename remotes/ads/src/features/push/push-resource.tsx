import { PUSH_AUDIENCES, PUSH_CHANNELS, PUSH_EDITABLE_STATUSES, PUSH_SEND_WINDOWS, PUSH_STATUSES, type PushResource } from '@admin/shared/contract/resources';
import { t } from '@admin/shared/i18n';
import {
  businessLineField,
  linkFields,
  ListTag,
  platformField,
  remarkField,
  resourceDef,
  titleField,
  userGroupField,
  type ResourceDef,
} from '@admin/shared/resource';

const STATUS_COLORS: Record<string, string> = { draft: 'default', scheduled: 'blue', sent: 'green', failed: 'red' };
const statusOptions = (values: readonly string[]) => values.map((v) => ({ value: v, label: `push.status.${v}` }));

/** A push channel's module (app / PC) as a resource of the kit, shown on `path`. */
export function pushDef(resource: PushResource, path: string): ResourceDef {
  const ch = PUSH_CHANNELS.find((c) => `push.${c.channel}` === resource.name)!;
  return resourceDef(resource, {
    title: `route.${path}`,
    defaultOrdering: '-id',
    createDefaults: { platforms: [...ch.platforms] },
    // What the delivery system handled is history (the server refuses it too).
    rowEditable: (r) => (PUSH_EDITABLE_STATUSES as readonly unknown[]).includes(r.status),
    rowDeletable: (r) => r.status !== 'sent',
    fields: [
      titleField(),
      // Off by default (with platforms, the sent time and count) so the list fits 1440 px (list-width.test.ts).
      { name: 'body', label: 'push.field.body', type: 'textarea', list: { width: 260, defaultHidden: true } },
      ...linkFields(),
      {
        name: 'audience',
        label: 'push.field.audience',
        type: 'radio',
        options: PUSH_AUDIENCES.map((v) => ({ value: v, label: `push.audience.${v}` })),
        list: true,
        search: true,
      },
      userGroupField({ form: { showIf: (v) => v.audience === 'group' } }),
      { name: 'user_ids', label: 'push.field.userIds', type: 'idList', form: { showIf: (v) => v.audience === 'users', help: 'push.field.userIds.help' } },
      platformField({ codes: ch.platforms, list: { defaultHidden: true } }),
      businessLineField(),
      { name: 'send_at', label: 'push.field.sendAt', type: 'dateTime', list: true, form: { help: 'push.field.sendAt.help' } },
      {
        name: 'status',
        label: 'push.field.status',
        type: 'select',
        options: statusOptions(PUSH_STATUSES),
        list: { render: (v) => <ListTag color={STATUS_COLORS[String(v)]}>{t(`push.status.${String(v)}`)}</ListTag> },
        search: true,
        form: { options: statusOptions(PUSH_EDITABLE_STATUSES) },
      },
      { name: 'sent_at', label: 'push.field.sentAt', type: 'dateTime', list: { defaultHidden: true }, form: false },
      { name: 'sent_count', label: 'push.field.sentCount', type: 'number', list: { defaultHidden: true }, form: false },
      remarkField(),
    ],
    // What the dashboard links to: due today (UTC+8) or within the next 7 days.
    filters: [
      {
        param: 'send_window',
        label: 'push.field.sendWindow',
        type: 'select',
        options: PUSH_SEND_WINDOWS.map((v) => ({ value: v, label: `push.sendWindow.${v}` })),
      },
    ],
  });
}

import { http } from '@admin/shared/api';
import { LINK_TYPES } from '@admin/shared/contract';
import type { UserGroup } from '@admin/shared/contract';
import type { FieldDef, Option } from '@admin/shared/resource';

/** Fields ads and pushes share: what a click opens, and the audience group. */

export const titleField: FieldDef = { name: 'title', label: 'ads.field.title', type: 'text', list: true, search: true };

export const linkFields: readonly FieldDef[] = [
  {
    name: 'link_type',
    label: 'ads.field.linkType',
    type: 'select',
    options: LINK_TYPES.map((v) => ({ value: v, label: `ads.link.${v}` })),
  },
  {
    name: 'link_value',
    label: 'ads.field.linkValue',
    type: 'text',
    form: { showIf: (v) => v.link_type !== 'none', help: 'ads.field.linkValue.help' },
  },
];

/** Audience groups from GET /base/user_groups/ (one request per page load, shared by every form). */
export const userGroupOptions = (): Promise<Option[]> =>
  http.get<UserGroup[]>('/base/user_groups/').then((groups) => groups.map((g) => ({ value: g.id, label: `${g.name}（${g.user_count} 人）` })));

export const userGroupField = (over: Partial<FieldDef> = {}): FieldDef => ({
  name: 'user_group_id',
  label: 'ads.field.userGroup',
  type: 'select',
  options: userGroupOptions,
  emptyValue: null,
  form: { placeholder: 'ads.field.userGroup.placeholder' },
  ...over,
});

export const remarkField: FieldDef = { name: 'remark', label: 'ads.field.remark', type: 'textarea' };

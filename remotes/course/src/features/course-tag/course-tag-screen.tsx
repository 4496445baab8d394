import { courseTag } from '@admin/shared/contract/resources';
import { defineMessages } from '@admin/shared/i18n';
import { enableField, ListTag, resourceDef, resourceScreen, sortField } from '@admin/shared/resource';

defineMessages({
  'course.tag.name': ['标签名称', 'Tag'],
  'course.tag.color': ['颜色', 'Colour'],
  'course.tag.color.help': ['点色块选择，或输入 # 加 6 位十六进制，如 #FF6A00', 'Pick from the swatch, or type # and 6 hex digits, e.g. #FF6A00'],
});

/** /course/tag: the tags shown on course cards, in sort order. */
export const resource = resourceDef(courseTag, {
  title: 'route./course/tag',
  titleField: 'name',
  defaultOrdering: 'sort',
  fields: [
    {
      name: 'name',
      label: 'course.tag.name',
      type: 'text',
      list: { render: (v, r) => <ListTag color={String(r.color)}>{String(v)}</ListTag> },
      search: true,
    },
    { name: 'color', label: 'course.tag.color', type: 'colour', list: true, form: { help: 'course.tag.color.help' } },
    sortField(),
    enableField(),
  ],
});

/** List, search, create, edit, enable and delete course tags. */
export default resourceScreen(resource);

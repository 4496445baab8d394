import { courseGroup } from '@admin/shared/contract/resources';
import { defineMessages } from '@admin/shared/i18n';
import { courseProductField, courseProducts, enableField, ReferenceCell, resourceDef, resourceScreen, sortField } from '@admin/shared/resource';

defineMessages({
  'course.group.name': ['分组名称', 'Group'],
  'course.group.description': ['说明', 'Description'],
  'course.group.members': ['课程（按展示顺序）', 'Courses (in display order)'],
  'course.group.members.help': ['同一课程只能出现一次；用上移、下移或 Alt+↑ / Alt+↓ 调整顺序', 'Each course once; reorder with up / down or Alt+↑ / Alt+↓'],
  'course.group.member': ['课程', 'Course'],
  'course.group.memberLabel': ['卡片名称（留空用课程名）', 'Card title (empty: the course name)'],
});

/** /course/group: courses shown together, each group an ordered list of course products. */
export const resource = resourceDef(courseGroup, {
  title: 'route./course/group',
  titleField: 'name',
  defaultOrdering: 'sort',
  fields: [
    { name: 'name', label: 'course.group.name', type: 'text', list: { width: 180 }, search: true },
    { name: 'description', label: 'course.group.description', type: 'textarea', list: { width: 220, defaultHidden: true } },
    {
      name: 'members',
      label: 'course.group.members',
      type: 'list',
      form: { help: 'course.group.members.help' },
      list: {
        width: 400,
        render: (v) => <ReferenceCell source={courseProducts()} value={((v as { product_id: number }[] | null) ?? []).map((m) => m.product_id)} />,
      },
      item: {
        fields: [courseProductField({ label: 'course.group.member', list: false }), { name: 'label', label: 'course.group.memberLabel', type: 'text' }],
      },
    },
    sortField(),
    enableField(),
  ],
});

/** List, search, create, edit, reorder, enable and delete course groups. */
export default resourceScreen(resource);

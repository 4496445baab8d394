import { Tag } from 'antd';
import { COURSE_TAG_BASE_PATH, COURSE_TAG_ORDERING, COURSE_TAG_PATHS, courseTagSchemas } from '@admin/shared/contract';
import { enableField, routesOf } from '@admin/shared/resource';
import type { ResourceDef } from '@admin/shared/resource';

/** /course/tag: the tags shown on course cards, in sort order. */
export const courseTagResource: ResourceDef = {
  name: 'course.tag',
  title: '课程标签',
  routes: routesOf(COURSE_TAG_BASE_PATH, COURSE_TAG_PATHS),
  schemas: courseTagSchemas,
  titleField: 'name',
  orderable: COURSE_TAG_ORDERING,
  defaultOrdering: 'sort',
  fields: [
    {
      name: 'name',
      label: '标签名称',
      type: 'text',
      list: { render: (v, r) => <Tag color={String(r.color)}>{String(v)}</Tag> },
      search: true,
    },
    { name: 'color', label: '颜色', type: 'text', list: true, form: { help: '# 加 6 位十六进制，如 #FF6A00', placeholder: '#1677FF' } },
    { name: 'sort', label: '排序（小的在前）', type: 'number', list: true },
    enableField(),
  ],
};

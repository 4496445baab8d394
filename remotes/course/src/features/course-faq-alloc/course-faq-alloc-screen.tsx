import { useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { courseFaqAlloc } from '@admin/shared/contract/resources';
import { t, useI18n } from '@admin/shared/i18n';
import {
  courseProductField,
  courseProducts,
  enableField,
  listPreload,
  mayCall,
  ReferenceCell,
  resourceDef,
  ResourceList,
  sortField,
} from '@admin/shared/resource';
import { useAuthStore } from '@admin/shared/auth';
import { AllocateDialog } from './allocate-dialog';
import './messages';

/** Courses named in a row of the list. */
const SHOWN = 3;

/** /course/faq-alloc: FAQs with rich-text answers and the courses whose pages show them. */
export const resource = resourceDef(courseFaqAlloc, {
  title: 'route./course/faq-alloc',
  titleField: 'question',
  defaultOrdering: 'sort',
  fields: [
    { name: 'question', label: 'course.faq.question', type: 'text', list: { width: 260 }, search: true },
    // richText(5000) in the contract: the kit gives it the editor, the server sanitises it.
    { name: 'answer', label: 'course.faq.answer', type: 'textarea', list: { width: 280, defaultHidden: true } },
    courseProductField({
      name: 'product_ids',
      label: 'course.faq.courses',
      multiple: true,
      // A common question sits on dozens of courses: the first few by name, then how many in all.
      list: {
        width: 320,
        render: (v) => {
          const ids = (v as number[] | null) ?? [];
          return (
            <Space size={4} wrap>
              <ReferenceCell source={courseProducts()} value={ids.slice(0, SHOWN)} />
              {ids.length > SHOWN ? <Typography.Text type="secondary">{t('course.faq.more', { n: ids.length })}</Typography.Text> : null}
            </Space>
          );
        },
      },
    }),
    sortField(),
    enableField(),
  ],
  filters: [{ param: 'product_id', label: 'course.faq.filterProduct', type: 'reference', reference: courseProducts() }],
});

/** The FAQ list, plus attaching and detaching courses for many FAQs at once. */
export default function CourseFaqAllocScreen() {
  useI18n(); // re-render on a locale switch
  const roles = useAuthStore((s) => s.roles);
  const [open, setOpen] = useState(false);
  // The list reads again after a bulk change made outside it.
  const [generation, setGeneration] = useState(0);
  const canAllocate = mayCall(roles, courseFaqAlloc.routes.attach, courseFaqAlloc.endpoints);
  return (
    <>
      <ResourceList key={generation} def={resource} extra={canAllocate ? <Button onClick={() => setOpen(true)}>{t('course.faq.allocate')}</Button> : null} />
      {canAllocate && open ? <AllocateDialog open onClose={() => setOpen(false)} onDone={() => setGeneration((n) => n + 1)} /> : null}
    </>
  );
}

// Its list's first page and column settings are read before it is drawn.
CourseFaqAllocScreen.preload = listPreload(resource);

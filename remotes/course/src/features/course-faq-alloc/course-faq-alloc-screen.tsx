import { useState } from 'react';
import { Button } from 'antd';
import { courseFaqAlloc } from '@admin/shared/contract/resources';
import { useI18n } from '@admin/shared/i18n';
import { courseProductField, enableField, mayCall, ResourceList, resourceDef, sortField } from '@admin/shared/resource';
import { useAuthStore } from '@admin/shared/auth';
import { AllocateDialog } from './allocate-dialog';
import './messages';

/** /course/faq-alloc: FAQs with rich-text answers and the courses whose pages show them. */
export const resource = resourceDef(courseFaqAlloc, {
  title: 'route./course/faq-alloc',
  titleField: 'question',
  defaultOrdering: 'sort',
  fields: [
    { name: 'question', label: 'course.faq.question', type: 'text', list: { width: 260 }, search: true },
    // richText(5000) in the contract: the kit gives it the editor, the server sanitises it.
    { name: 'answer', label: 'course.faq.answer', type: 'textarea', list: { width: 280, defaultHidden: true } },
    courseProductField({ name: 'product_ids', label: 'course.faq.courses', multiple: true, list: { width: 320 } }),
    sortField(),
    enableField(),
  ],
  filters: [{ param: 'product_id', label: 'course.faq.filterProduct', type: 'text' }],
});

/** The FAQ list, plus attaching and detaching courses for many FAQs at once. */
export default function CourseFaqAllocScreen() {
  const { t } = useI18n();
  const roles = useAuthStore((s) => s.roles);
  const [open, setOpen] = useState(false);
  // The list reads again after a bulk change made outside it.
  const [generation, setGeneration] = useState(0);
  const canAllocate = mayCall(roles, courseFaqAlloc.routes.attach, courseFaqAlloc.endpoints);
  return (
    <>
      <ResourceList
        key={generation}
        def={resource}
        extra={canAllocate ? <Button onClick={() => setOpen(true)}>{t('course.faq.allocate')}</Button> : null}
      />
      {canAllocate && open ? <AllocateDialog open onClose={() => setOpen(false)} onDone={() => setGeneration((n) => n + 1)} /> : null}
    </>
  );
}

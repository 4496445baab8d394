import { useState } from 'react';
import { Button, Drawer } from 'antd';
import { bcYearConfig } from '@admin/shared/contract/resources';
import { defineMessages, useI18n } from '@admin/shared/i18n';
import { DocumentForm, documentDef, kaoyanYearOptions, mayCall, scopedDocument, type Rec } from '@admin/shared/resource';
import { useAuthStore } from '@admin/shared/auth';

defineMessages({
  'exercise.bc.years': ['年份配置', 'Years'],
  'exercise.bc.years.list': ['年份', 'Years'],
  'exercise.bc.years.year': ['考研年份', 'Kaoyan year'],
  'exercise.bc.years.enable': ['启用', 'Enabled'],
  'exercise.bc.years.default': ['默认年份', 'Default year'],
  'exercise.bc.years.title': ['年份标题', 'Year title'],
});

/** Which kaoyan years a course has pages for, which are on, and which the app opens by default. */
const yearConfigDocument = documentDef(bcYearConfig, {
  title: 'exercise.bc.years',
  fields: [
    {
      name: 'years',
      label: 'exercise.bc.years.list',
      type: 'list',
      item: {
        fields: [
          { name: 'year', label: 'exercise.bc.years.year', type: 'select', options: kaoyanYearOptions },
          { name: 'is_enable', label: 'exercise.bc.years.enable', type: 'switch' },
          { name: 'is_default', label: 'exercise.bc.years.default', type: 'switch' },
          { name: 'title', label: 'exercise.bc.years.title', type: 'text' },
        ],
      },
    },
  ],
});

/** 年份配置 of one business course: a drawer with its years as an ordered sub-list. */
export function YearConfigButton({ course }: { course: Rec }) {
  const { t } = useI18n();
  const roles = useAuthStore((s) => s.roles);
  const [open, setOpen] = useState(false);
  const doc = scopedDocument(yearConfigDocument, { id: String(course.uuid) });
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        {t('exercise.bc.years')}
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)} title={`${t('exercise.bc.years')} · ${String(course.name)}`} size={640} destroyOnHidden>
        <DocumentForm key={doc.read.path} def={doc} canWrite={mayCall(roles, doc.write, doc.endpoints)} />
      </Drawer>
    </>
  );
}

import { useState } from 'react';
import { Button, Drawer } from 'antd';
import { useAuthStore } from '@admin/shared/auth';
import { useI18n } from '@admin/shared/i18n';
import { DocumentForm, mayCall, scopedDocument, type Rec } from '@admin/shared/resource';
import { clockInCoursesDocument } from './year-resources';

/** 关联课程 of one clock-in activity: a drawer with the ordered list of its course products. */
export function ClockInCoursesButton({ course, year, activity }: { course: string; year: string; activity: Rec }) {
  const { t } = useI18n();
  const roles = useAuthStore((s) => s.roles);
  const [open, setOpen] = useState(false);
  const doc = scopedDocument(clockInCoursesDocument, { course, year, id: String(activity.id) });
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        {t('exercise.bc.clockIn.courses')}
        {typeof activity.course_count === 'number' ? `（${activity.course_count}）` : ''}
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)} title={`${t('exercise.bc.clockIn.courses')} · ${String(activity.title)}`} size={640} destroyOnHidden>
        <DocumentForm key={doc.read.path} def={doc} canWrite={mayCall(roles, doc.write, doc.endpoints)} />
      </Drawer>
    </>
  );
}

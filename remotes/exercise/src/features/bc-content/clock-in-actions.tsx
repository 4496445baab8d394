import { useState } from 'react';
import { Button, Drawer } from 'antd';
import { useAuthStore } from '@admin/shared/auth';
import { useI18n } from '@admin/shared/i18n';
import { DocumentForm, mayCall, scopedDocument, type DocumentDef, type Rec } from '@admin/shared/resource';
import { clockInCoursesDocument, signUpDocument } from './year-resources';

interface ActivityProps {
  course: string;
  year: string;
  activity: Rec;
}

/** A settings document of one clock-in activity in a drawer opened from its row. */
function ActivityDocumentButton({ course, year, activity, def, label, count }: ActivityProps & { def: DocumentDef; label: string; count?: unknown }) {
  const { t } = useI18n();
  const roles = useAuthStore((s) => s.roles);
  const [open, setOpen] = useState(false);
  const doc = scopedDocument(def, { course, year, id: String(activity.id) });
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)}>
        {t(label)}
        {typeof count === 'number' ? t('resource.option.coded', { name: '', code: count }) : ''}
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)} title={`${t(label)} · ${String(activity.title)}`} size={640} destroyOnHidden>
        <DocumentForm key={doc.read.path} def={doc} canWrite={mayCall(roles, doc.write, doc.endpoints)} />
      </Drawer>
    </>
  );
}

/** 报名设置 and 关联课程 (the ordered course products) of one clock-in activity. */
export function ClockInActions(props: ActivityProps) {
  return (
    <>
      <ActivityDocumentButton {...props} def={signUpDocument} label="exercise.bc.signUp" />
      <ActivityDocumentButton {...props} def={clockInCoursesDocument} label="exercise.bc.clockIn.courses" count={props.activity.course_count} />
    </>
  );
}

import { DocumentDrawerButton, type Rec } from '@admin/shared/resource';
import { clockInCoursesDocument, signUpDocument } from './year-resources';

interface ActivityProps {
  course: string;
  year: string;
  activity: Rec;
}

/** 报名设置 and 关联课程 (the ordered course products) of one clock-in activity. */
export function ClockInActions({ course, year, activity }: ActivityProps) {
  const scope = { course, year, id: String(activity.id) };
  const of = String(activity.title);
  return (
    <>
      <DocumentDrawerButton def={signUpDocument} scope={scope} label="exercise.bc.signUp" of={of} />
      <DocumentDrawerButton
        def={clockInCoursesDocument}
        scope={scope}
        label="exercise.bc.clockIn.courses"
        of={of}
        count={typeof activity.course_count === 'number' ? activity.course_count : undefined}
      />
    </>
  );
}

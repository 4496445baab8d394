import { Breadcrumb } from 'antd';
import { Link } from 'react-router-dom';
import type { BusinessCourse } from '@admin/shared/contract/resources';
import { api, useResourceQuery } from '@admin/shared/data';
import { defineMessages, useI18n } from '@admin/shared/i18n';
import type { Rec } from '@admin/shared/resource';

defineMessages({
  'exercise.bc.trail': ['所在位置', 'Where this is'],
  'exercise.bc.trail.courses': ['业务课', 'Business courses'],
  'exercise.bc.trail.year': ['{year} 年', '{year}'],
  'exercise.bc.trail.heading': ['{course} · {year} 年', '{course} · {year}'],
});

/** The name of the floor's business course (its uuid while it is read). */
function useCourseName(uuid: string): string {
  const course = useResourceQuery(api.businessCourse.get.options<BusinessCourse>({ id: uuid })).data;
  return course?.name ?? '';
}

/** The course and year a floor belongs to, named beside the floor's title. */
export function FloorHeading({ floor }: { floor: Rec }) {
  const { t } = useI18n();
  const course = useCourseName(String(floor.bc_uuid));
  return <>{course ? t('exercise.bc.trail.heading', { course, year: Number(floor.year) }) : null}</>;
}

/** A breadcrumb from a floor back to its course's year page and the courses' list. */
export function FloorTrail({ floor }: { floor: Rec }) {
  const { t } = useI18n();
  const uuid = String(floor.bc_uuid);
  const year = Number(floor.year);
  const course = useCourseName(uuid);
  return (
    <Breadcrumb
      aria-label={t('exercise.bc.trail')}
      items={[
        { key: 'courses', title: <Link to="/exercise/index">{t('exercise.bc.trail.courses')}</Link> },
        { key: 'course', title: <Link to={`/exercise/bc-content/${uuid}`}>{course || uuid}</Link> },
        { key: 'year', title: <Link to={`/exercise/bc-content/${uuid}?tab=floor&year=${year}`}>{t('exercise.bc.trail.year', { year })}</Link> },
        { key: 'floor', title: String(floor.name) },
      ]}
    />
  );
}

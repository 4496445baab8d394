import type { YearConfig } from '@admin/shared/contract/resources';
import { api, fetchResource } from '@admin/shared/data';
import { defineMessages, t } from '@admin/shared/i18n';
import { recordScreen, type Rec, type ScopeSelector } from '@admin/shared/resource';
import { resource as businessCourseResource } from '../business-course/business-course-screen';
import { ClockInActions } from './clock-in-actions';
import { CopyYearButton } from './copy-year';
import { BcFloorBuilder } from './bc-floor-builder';
import { MajorSubject } from './major-subject';
import { PhonePreview } from './phone-preview';
import { ProductClassifyButton } from './product-classify';
import { SpecialTopics } from './special-topic';
import { bannerResource, clockInResource, csEntranceDocument, knowledgeDocument, livingDocument, productResource } from './year-resources';

defineMessages({
  'exercise.bc.year': ['年份', 'Year'],
  'exercise.bc.year.default': ['{year}（默认）', '{year} (default)'],
  'exercise.bc.year.disabled': ['{year}（未启用）', '{year} (disabled)'],
  'exercise.bc.year.none': [
    '该业务课还没有配置年份，请先在业务课管理中配置年份',
    'This course has no years yet: configure its years under Business courses first',
  ],
});

/** The years of a course's year config (GET nav/business_course/{id}/year/config/), the default first. */
const years: ScopeSelector = {
  param: 'year',
  label: 'exercise.bc.year',
  emptyText: 'exercise.bc.year.none',
  options: async (course: Rec) => {
    const config = await fetchResource(api.bcYearConfig.read.options<YearConfig>({ id: String(course.uuid) }));
    return [...config.years]
      .sort((a, b) => Number(b.is_default) - Number(a.is_default) || b.year - a.year)
      .map((y) => ({
        value: y.year,
        default: y.is_default,
        label: y.is_default ? t('exercise.bc.year.default', { year: y.year }) : y.is_enable ? String(y.year) : t('exercise.bc.year.disabled', { year: y.year }),
      }));
  },
};

const yearScope = (ctx: { id: string | number; chosen: Readonly<Record<string, string>> }) => ({ course: String(ctx.id), year: ctx.chosen.year });

/**
 * /exercise/bc-content/:bc_uuid: what one business course shows per kaoyan year in the app and
 * mini-program, one tab per part (spec 7's nav/bc/{course}/year/{year}/ calls).
 */
export default recordScreen(businessCourseResource, {
  param: 'bc_uuid',
  back: '/exercise/index',
  selectors: [years],
  extra: (ctx) => (ctx.chosen.year ? <CopyYearButton course={String(ctx.id)} year={ctx.chosen.year} onChanged={ctx.changed} /> : null),
  tabs: [
    { key: 'cs_entrance', label: 'exercise.bc.csEntrance', document: { def: csEntranceDocument, scope: yearScope } },
    {
      key: 'floor',
      label: 'exercise.bc.floor',
      // Keyed by the year: another year is another page, not this one's expanded floors.
      render: (ctx) => <BcFloorBuilder key={ctx.chosen.year} ctx={ctx} />,
      aside: (ctx) => <PhonePreview course={String(ctx.id)} year={ctx.chosen.year} revision={ctx.revision} />,
    },
    {
      key: 'clock_in',
      label: 'exercise.bc.clockIn',
      list: {
        def: clockInResource,
        scope: yearScope,
        props: (ctx) => ({ rowActions: (activity: Rec) => <ClockInActions course={String(ctx.id)} year={ctx.chosen.year} activity={activity} /> }),
      },
    },
    { key: 'living', label: 'exercise.bc.living', document: { def: livingDocument, scope: yearScope } },
    { key: 'banner', label: 'exercise.bc.banner', list: { def: bannerResource, scope: yearScope } },
    { key: 'product', label: 'exercise.bc.product', list: { def: productResource, scope: yearScope, props: () => ({ extra: <ProductClassifyButton /> }) } },
    { key: 'knowledge', label: 'exercise.bc.knowledge', document: { def: knowledgeDocument, scope: yearScope } },
    { key: 'topic', label: 'exercise.bc.topic', render: (ctx) => <SpecialTopics course={String(ctx.id)} year={ctx.chosen.year} /> },
    { key: 'majors', label: 'exercise.bc.majorSubject', render: (ctx) => <MajorSubject course={String(ctx.id)} /> },
  ],
});

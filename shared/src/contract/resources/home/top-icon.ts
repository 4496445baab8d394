import { z } from 'zod';
import { permissionSet } from '@admin/shared/contract';
import { BATCH_PATHS, CRUD_PATHS, defineCollection, filter } from '../define';
import { DEMO_IMAGE } from '../demo-image';
import { businessLine, crudSchemas, imageUrl, linkShape, optionalSchedule, platformFilter, platforms, queryBool, shortText, sort } from '../fields';
import { both, linkCheck, scheduleCheck } from '../business-course/checks';

/**
 * Icons at the top of the app (/homemanage/app-top-content, 顶部图标, base_services.view_topicon):
 * a short row of round icons above the home feed, each leading somewhere, per platform and
 * business line, on a schedule.
 */
export const topIconSchemas = crudSchemas(
  {
    name: shortText(8),
    icon: imageUrl,
    ...linkShape,
    platforms: platforms.default([2, 3]),
    business_line: businessLine.default(1),
    ...optionalSchedule,
    sort: sort.default(0),
    is_enable: z.boolean().default(true),
  },
  { check: both(linkCheck('link_type', 'link_value'), scheduleCheck) },
);
export type TopIcon = z.infer<typeof topIconSchemas.item>;

/** What the icon image must be: an upload, square, its side between these pixels (the app draws it at 48 pt, up to @3x). */
export const TOP_ICON_IMAGE = { min: 96, max: 512 } as const;

const ICON = DEMO_IMAGE;
export const topIcon = defineCollection({
  name: 'home.top_icon',
  label: '顶部图标',
  labelEn: 'top icon',
  base: '/base/top-icon',
  paths: [...CRUD_PATHS, ...BATCH_PATHS],
  access: [permissionSet('base_services.view_topicon')],
  schemas: topIconSchemas,
  filters: {
    name: filter.like(z.string().trim().max(8)),
    business_line: filter.eq(z.coerce.number().pipe(businessLine)),
    platform: platformFilter,
    is_enable: filter.eq(queryBool),
  },
  ordering: ['id', 'sort', 'start_at', 'end_at', 'updated_at'],
  defaultOrder: 'sort,id',
  sample: { name: '测试图标', icon: ICON, link_type: 'app_page', link_value: 'test/page' },
});

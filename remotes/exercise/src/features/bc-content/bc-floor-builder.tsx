import { useMemo } from 'react';
import { useAuthStore } from '@admin/shared/auth';
import { canCall } from '@admin/shared/contract';
import { BC_COPY, BC_FLOOR_TYPES, bcClockInActivity, type Living } from '@admin/shared/contract/resources';
import { api, useResourceQuery } from '@admin/shared/data';
import { defineMessages, useI18n } from '@admin/shared/i18n';
import { FloorBuilder, scoped, type Floor, type RecordContext } from '@admin/shared/resource';
import { CopyFloorModal } from './copy-floor';
import { FED_BY_ITEMS, floorContentResource, floorResource } from './year-resources';

defineMessages({
  'exercise.bc.floor.none': ['这一年还没有楼层', 'No floors in this year yet'],
  'exercise.bc.floor.activities': ['{n} 个打卡活动', '{n} clock-in activities'],
  'exercise.bc.floor.rooms': ['{n} 个直播间', '{n} live rooms'],
});

/** How many enabled clock-in activities and shown live rooms the year's setting-fed floors draw. */
async function settingCounts(scope: { course: string; year: string }) {
  const [activities, living] = await Promise.all([
    api.bcClockInActivity.list<{ total: number }>(scope, { is_enable: true, limit: 1 }),
    api.bcLiving.read<Living>(scope),
  ]);
  return { clock_in: activities.total, live: living.is_enable ? Math.min(living.room_ids.length, living.show_count) : 0 };
}

/** The kit's page builder over one business course's year: its floor types, item pages and floor copy. */
export function BcFloorBuilder({ ctx }: { ctx: RecordContext }) {
  const { t } = useI18n();
  const roles = useAuthStore((s) => s.roles);
  const course = String(ctx.id);
  const year = ctx.chosen.year;
  const def = useMemo(() => scoped(floorResource, { course, year }), [course, year]);
  const mayCopy = canCall(roles, BC_COPY.floor.method, BC_COPY.floor.path);
  const counts = useResourceQuery({
    queryKey: [bcClockInActivity.name, 'floor-counts', { course, year }, ctx.revision],
    queryFn: () => settingCounts({ course, year }),
  }).data;
  return (
    <FloorBuilder
      def={def}
      itemsOf={(floor) => scoped(floorContentResource, { course, year, id: String(floor.uuid) })}
      types={BC_FLOOR_TYPES}
      fedByItems={FED_BY_ITEMS}
      settingCount={(floor) =>
        !counts
          ? undefined
          : floor.floor_type === 'clock_in'
            ? t('exercise.bc.floor.activities', { n: counts.clock_in })
            : floor.floor_type === 'live'
              ? t('exercise.bc.floor.rooms', { n: counts.live })
              : undefined
      }
      contentLink={(floor: Floor) =>
        floor.floor_type === 'english_word'
          ? { to: `/exercise/english-tool-content/${course}/${year}/${String(floor.uuid)}`, label: t('exercise.bc.floor.wordModel') }
          : { to: `/exercise/floor-content/${course}/${year}/${String(floor.uuid)}`, label: t('exercise.bc.floor.content') }
      }
      duplicate={mayCopy ? (floor) => api.bcCopy.floor({ course, year, id: String(floor.uuid) }, {}, { silent: true }) : undefined}
      copyTo={
        mayCopy
          ? (floor, close, copied) => (
              <CopyFloorModal
                floor={floor ? { uuid: String(floor.uuid), name: floor.name } : null}
                course={{ uuid: course, name: String(ctx.record.name) }}
                year={year}
                onClose={close}
                onCopied={copied}
              />
            )
          : undefined
      }
      revision={ctx.revision}
      onChanged={ctx.changed}
      label={t('exercise.bc.floor')}
      emptyText={t('exercise.bc.floor.none')}
    />
  );
}

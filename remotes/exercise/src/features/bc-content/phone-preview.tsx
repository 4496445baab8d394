import {
  bcFloor,
  type BcBanner,
  type BcFloor,
  type BcFloorContent,
  type ClockInActivity,
  type CsEntrance,
  type EnglishWordModel,
  type Living,
} from '@admin/shared/contract/resources';
import { api } from '@admin/shared/data';
import { defineMessages, t, useI18n } from '@admin/shared/i18n';
import { PhonePreview as KitPhonePreview, previewItemOf, previewLimit, productPrices, type PreviewFloor, type PreviewItem } from '@admin/shared/resource';
import { FED_BY_ITEMS } from './year-resources';

defineMessages({
  'exercise.bc.preview.hint': [
    '示意图：轮播与选课入口在上，已启用的楼层按顺序显示；打卡与直播取自各自的设置',
    'Sketch: banners and the entrance on top, then the enabled floors in order; clock-in and live come from their settings',
  ],
  'exercise.bc.preview.empty': ['这一年还没有启用的楼层', 'No enabled floor in this year yet'],
  'exercise.bc.preview.days': ['{days} 天 · {from} – {to}', '{days} days · {from} – {to}'],
  'exercise.bc.preview.noActivity': ['这一年还没有启用的打卡活动', 'No enabled clock-in activity this year'],
  'exercise.bc.preview.room': ['直播间 {id}', 'Live room {id}'],
  'exercise.bc.preview.replay': ['可看回放', 'Replays shown'],
  'exercise.bc.preview.liveOff': ['直播设置未开启或未选直播间', 'The live setting is off or names no room'],
  'exercise.bc.preview.wordOff': ['背单词设置未开启', 'The word tool is off'],
  'exercise.bc.preview.words': ['每天 {n} 个单词', '{n} words a day'],
});

type Page<T> = { items: T[] };
type Scope = { course: string; year: string };

const day = (iso: string) => iso.slice(5, 10).replace('-', '/');

/** The year's enabled clock-in activities, as the clock-in floor shows them. */
export async function clockInItems(scope: Scope): Promise<PreviewItem[]> {
  const activities = (await api.bcClockInActivity.list<Page<ClockInActivity>>(scope, { is_enable: true, limit: previewLimit('clock_in') })).items;
  return activities.map((a) => ({
    key: a.id,
    title: a.title,
    image: a.cover || undefined,
    note: t('exercise.bc.preview.days', { days: a.total_days, from: day(a.start_at), to: day(a.end_at) }),
  }));
}

/** The rooms the live setting shows (none while it is off). */
export const liveItems = (living: Living): PreviewItem[] =>
  living.is_enable
    ? living.room_ids.slice(0, living.show_count).map((id) => ({
        key: id,
        title: t('exercise.bc.preview.room', { id }),
        note: living.show_replay ? t('exercise.bc.preview.replay') : undefined,
      }))
    : [];

/** What one floor shows: its own items, or what the setting that feeds it names. */
async function floorOf(scope: Scope, floor: BcFloor, fed: { clockIn: () => Promise<PreviewItem[]>; live: () => Promise<Living> }) {
  const base = {
    key: String(floor.uuid),
    type: floor.floor_type,
    label: floor.title || floor.name,
    heading: floor.title || floor.name,
    subtitle: floor.subtitle || undefined,
  };
  if (FED_BY_ITEMS.has(floor.floor_type)) {
    const rows = (
      await api.bcFloorContent.list<Page<BcFloorContent>>({ ...scope, id: String(floor.uuid) }, { is_enable: true, limit: previewLimit(floor.floor_type) })
    ).items;
    return { floor: base, rows };
  }
  if (floor.floor_type === 'clock_in') return { floor: { ...base, items: await fed.clockIn(), emptyText: t('exercise.bc.preview.noActivity') }, rows: [] };
  if (floor.floor_type === 'live') return { floor: { ...base, items: liveItems(await fed.live()), emptyText: t('exercise.bc.preview.liveOff') }, rows: [] };
  const model = await api.bcEnglishWordModel.read<EnglishWordModel>({ ...scope, id: String(floor.uuid) });
  const items = model.is_enable
    ? [{ key: 'word', title: model.title || t(`exercise.bc.wordBook.${model.word_book}`), note: t('exercise.bc.preview.words', { n: model.daily_count }) }]
    : [];
  return { floor: { ...base, items, emptyText: t('exercise.bc.preview.wordOff') }, rows: [] };
}

/** What the app's page of one course and year holds: the banners and entrance on top, then the enabled floors in order. */
async function sketchOf(scope: Scope) {
  const once = <T,>(read: () => Promise<T>) => {
    let p: Promise<T> | null = null;
    return () => (p ??= read());
  };
  const fed = { clockIn: once(() => clockInItems(scope)), live: once(() => api.bcLiving.read<Living>(scope)) };
  const [entrance, banners, floors] = await Promise.all([
    api.bcCsEntrance.read<CsEntrance>(scope),
    api.bcBanner.list<Page<BcBanner>>(scope, { is_enable: true, limit: previewLimit('banner') }),
    api.bcFloor.list<Page<BcFloor>>(scope, { is_enable: true, limit: 50 }),
  ]);
  const parts = await Promise.all(floors.items.map((f) => floorOf(scope, f, fed)));
  const prices = await productPrices(parts.flatMap((p) => p.rows));
  const head: PreviewFloor[] = [];
  if (banners.items.length) {
    head.push({
      key: 'banners',
      type: 'banner',
      label: t('exercise.bc.banner'),
      items: banners.items.map((b) => ({ key: b.id, title: b.title, image: b.image })),
    });
  }
  if (entrance.is_enable) {
    head.push({
      key: 'entrance',
      type: 'entrance',
      label: t('exercise.bc.csEntrance'),
      items: [{ key: 'entrance', title: entrance.title, note: entrance.button_text }],
    });
  }
  return {
    head,
    floors: parts.map(({ floor, rows }): PreviewFloor => ('items' in floor ? floor : { ...floor, items: rows.map((c) => previewItemOf(c, prices)) })),
  };
}

/**
 * The kit's phone preview of a course's year page beside its floors. It reads again whenever
 * `revision` changes (the screen bumps it after every save), so it follows the edits.
 */
export function PhonePreview({ course, year, revision }: { course: string; year: string; revision: number }) {
  const { t: tr, locale } = useI18n();
  return (
    <KitPhonePreview
      queryKey={[bcFloor.name, 'preview', { course, year }, revision, locale]}
      load={() => sketchOf({ course, year })}
      hint={tr('exercise.bc.preview.hint')}
      emptyText={tr('exercise.bc.preview.empty')}
    />
  );
}

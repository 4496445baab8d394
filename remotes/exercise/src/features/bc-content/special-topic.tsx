import { useMemo } from 'react';
import { specialTopicPage } from '@admin/shared/contract/resources';
import { api } from '@admin/shared/data';
import { defineMessages, t } from '@admin/shared/i18n';
import {
  colourField,
  createDataProvider,
  enableField,
  imageField,
  resourceDef,
  ResourceList,
  titleField,
  type DataProvider,
  type Rec,
  type ResourceDef,
} from '@admin/shared/resource';

defineMessages({
  'exercise.bc.topic': ['专题页', 'Topic pages'],
  'exercise.bc.topic.cover': ['封面', 'Cover'],
  'exercise.bc.topic.background': ['背景色', 'Background'],
  'exercise.bc.topic.shareTitle': ['分享标题', 'Share title'],
  'exercise.bc.topic.shareDesc': ['分享描述', 'Share description'],
  'exercise.bc.topic.floors': ['页面楼层（按顺序）', 'Floors (in order)'],
  'exercise.bc.topic.year': ['年份', 'Year'],
  'exercise.bc.topic.missing': ['专题页不存在或已被删除', 'The topic page does not exist or was deleted'],
});

type Scope = { course: string; year: string };

/** The floors of the course's year, as the options of a topic page's floors. */
const floorOptions = (s: Scope) => () =>
  api.bcFloor.list(s, { limit: 100, ordering: 'sort' }).then((p) => p.items.map((f) => ({ value: String(f.uuid), label: String(f.name) })));

const defs = new Map<string, ResourceDef>();
/**
 * Topic pages of one course (nav/bc/sepcial_topic_page/, the spec's spelling): the API lists them and
 * writes through one create-or-update call, so create and update both name that call.
 */
function topicDef(s: Scope): ResourceDef {
  const key = `${s.course}/${s.year}`;
  let def = defs.get(key);
  if (def) return def;
  const base = resourceDef(specialTopicPage, {
    title: 'exercise.bc.topic',
    defaultOrdering: '-updated_at',
    fixedQuery: { bc_uuid: s.course },
    createDefaults: { year: Number(s.year) },
    fields: [
      titleField(),
      { name: 'year', label: 'exercise.bc.topic.year', type: 'number', list: true, form: false },
      imageField({ name: 'cover', label: 'exercise.bc.topic.cover', list: false }),
      colourField({ name: 'background_color', label: 'exercise.bc.topic.background', list: false }),
      { name: 'share_title', label: 'exercise.bc.topic.shareTitle', type: 'text' },
      { name: 'share_desc', label: 'exercise.bc.topic.shareDesc', type: 'textarea' },
      { name: 'floor_uuids', label: 'exercise.bc.topic.floors', type: 'select', multiple: true, options: floorOptions(s) },
      enableField({ search: false }),
    ],
  });
  const upsert = specialTopicPage.routes.upsert;
  def = { ...base, routes: { ...base.routes, get: base.routes.list, create: upsert, update: upsert } };
  defs.set(key, def);
  return def;
}

function topicProvider(def: ResourceDef, s: Scope): DataProvider {
  const base = createDataProvider(def);
  return {
    ...base,
    // No call reads one page: it is found in the course's list.
    get: async (id) => {
      const page = await base.list({ bc_uuid: s.course, limit: 100 });
      const found = page.items.find((r) => String(r.id) === String(id));
      if (!found) throw new Error(t('exercise.bc.topic.missing'));
      return found;
    },
    create: (body, opts) => api.specialTopicPage.upsert<Rec>(null, { ...body, bc_uuid: s.course, year: Number(s.year) }, { quiet: opts?.quiet }),
    update: (id, body, opts) => api.specialTopicPage.upsert<Rec>(null, { ...body, id: Number(id) }, { quiet: opts?.quiet }),
  };
}

/** 专题页 of a course: landing pages made of the year's floors. */
export function SpecialTopics({ course, year }: Scope) {
  const def = topicDef({ course, year });
  const provider = useMemo(() => topicProvider(def, { course, year }), [def, course, year]);
  return <ResourceList key={`${course}/${year}`} def={def} provider={provider} embedded urlState={false} />;
}

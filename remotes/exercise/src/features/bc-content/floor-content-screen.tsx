import { recordScreen, scoped } from '@admin/shared/resource';
import { FloorHeading, FloorTrail } from './floor-trail';
import { floorContentResource, floorResource, wordModelDocument } from './year-resources';

type Params = Readonly<Record<string, string | undefined>>;
const floorScope = (p: Params) => ({ course: p.bc_uuid ?? '', year: p.year ?? '' });

/**
 * /exercise/floor-content/:bc_uuid/:year/:floor_uuid: one floor of a course's year page and the
 * content items it holds (nav/bc/{course}/year/{year}/floor/{id}/content/), under a breadcrumb
 * back to the course's year.
 */
export default recordScreen((p) => scoped(floorResource, floorScope(p)), {
  param: 'floor_uuid',
  subtitle: (ctx) => <FloorHeading floor={ctx.record} />,
  trail: (ctx) => <FloorTrail floor={ctx.record} />,
  tabs: [
    {
      key: 'content',
      label: 'exercise.bc.floor.content',
      list: { def: floorContentResource, scope: (ctx) => ({ course: String(ctx.record.bc_uuid), year: Number(ctx.record.year), id: String(ctx.id) }) },
    },
    {
      key: 'word_model',
      label: 'exercise.bc.floor.wordModel',
      showIf: (floor) => floor.floor_type === 'english_word',
      document: { def: wordModelDocument, scope: (ctx) => ({ course: String(ctx.record.bc_uuid), year: Number(ctx.record.year), id: String(ctx.id) }) },
    },
  ],
});

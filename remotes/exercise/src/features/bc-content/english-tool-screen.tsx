import { recordScreen, scoped } from '@admin/shared/resource';
import { FloorHeading, FloorTrail } from './floor-trail';
import { floorResource, wordModelDocument } from './year-resources';

/**
 * /exercise/english-tool-content/:bc_uuid/:year/:floor_uuid: the English-word tool a floor opens
 * (nav/bc/{course}/year/{year}/floor/{id}/english_word_model/).
 */
export default recordScreen((p) => scoped(floorResource, { course: p.bc_uuid ?? '', year: p.year ?? '' }), {
  param: 'floor_uuid',
  subtitle: (ctx) => <FloorHeading floor={ctx.record} />,
  trail: (ctx) => <FloorTrail floor={ctx.record} />,
  tabs: [
    {
      key: 'word_model',
      label: 'exercise.bc.floor.wordModel',
      document: { def: wordModelDocument, scope: (ctx) => ({ course: String(ctx.record.bc_uuid), year: Number(ctx.record.year), id: String(ctx.id) }) },
    },
  ],
});

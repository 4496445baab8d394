import { insertMany, type DemoSeed } from '../../seed/demo-seed';

const SYSTEMS = [
  ['考研全程班体系', 'kaoyan_full', 1],
  ['考研集训营体系', 'kaoyan_camp', 1],
  ['单科精讲体系', 'single_subject', 1],
  ['图书资料体系', 'books', 1],
  ['留学语言培训体系', 'abroad_language', 2],
] as const;

/** The product systems (ids 1–5 in this order: the Huabei configurations name them). */
export const productSystemSeed: DemoSeed = {
  tables: ['product_system'],
  run: ({ db, meta }) =>
    insertMany(
      db,
      'product_system',
      SYSTEMS.map(([name, code, business_line]) => ({ name, code, business_line, ...meta(500) })),
    ),
};

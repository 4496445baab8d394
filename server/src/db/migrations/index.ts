import type { Migration } from 'kysely';
import * as m001 from './001-accounts';
import * as m002 from './002-reference';
import * as m003 from './003-ads';
import * as m004 from './004-business-course';
import * as m005 from './005-push';
import * as m006 from './006-catalog-users';
import * as m007 from './007-fleet';

/** Numbered migrations, applied in name order; never edit one that has shipped, add the next. */
export const MIGRATIONS: Record<string, Migration> = {
  '001-accounts': m001,
  '002-reference': m002,
  '003-ads': m003,
  '004-business-course': m004,
  '005-push': m005,
  '006-catalog-users': m006,
  '007-fleet': m007,
};

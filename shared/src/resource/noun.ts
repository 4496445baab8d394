import { getLocale, t } from '@admin/shared/i18n';
import type { Rec, ResourceDef } from './types';

/**
 * What one record of a resource is called in the language shown (用户 / user): drawer titles
 * (编辑用户), history titles and record pages say this, not the screen's title (用户管理). A
 * definition without a noun (one not made from a contract module) falls back to its title.
 */
export function recordNoun(def: Pick<ResourceDef, 'title' | 'noun'>): string {
  if (!def.noun) return t(def.title);
  return getLocale() === 'en' ? def.noun.en : def.noun.zh;
}

/** The noun as the start of a label (English capitalised: "Course group"). */
export function recordNounLabel(def: Pick<ResourceDef, 'title' | 'noun'>): string {
  const noun = recordNoun(def);
  return noun.charAt(0).toUpperCase() + noun.slice(1);
}

/** The name a record is shown by (its title field), else its id. */
export const recordName = (def: Pick<ResourceDef, 'titleField' | 'idKey'>, r: Rec): string => String(r[def.titleField ?? 'title'] ?? r[def.idKey ?? 'id']);

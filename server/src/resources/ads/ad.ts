import { AD_RESOURCES, myHomeAdConfig, soonWindow, type AdResource } from '@admin/shared/contract/resources';
import type { Registry } from '../../http/registry';
import { registerCollection, type CollectionDef } from '../../kit/collection';
import { registerDocument } from '../../kit/document';
import type { CustomFilter } from '../../kit/query';

/** "Not started", "ended", "active now": compared as UTC ISO text, as stored. */
const scheduleStatus: CustomFilter = (qb, v, { now }) => {
  const t = now.toISOString();
  if (v === 'scheduled') return qb.where('start_at', '>', t);
  if (v === 'ended') return qb.where('end_at', '<=', t);
  return qb.where('start_at', '<=', t).where('end_at', '>', t);
};

/** Starts (or ends) within the next SOON_DAYS days: after now, at most SOON_DAYS days ahead. */
const upcoming: CustomFilter = (qb, v, { now }) => {
  const [from, to] = soonWindow(now);
  const col = v === 'start' ? 'start_at' : 'end_at';
  return qb.where(col, '>', from.toISOString()).where(col, '<=', to.toISOString());
};

/** The implementations of the ad modules' custom filters (also what the dashboard counts with). */
export const AD_CUSTOM_FILTERS: Record<string, CustomFilter> = { status: scheduleStatus, upcoming };

/** The collection of one ad kind: all kinds share the `ad` table and differ by `kind`. */
export const adCollection = (resource: AdResource): CollectionDef => ({
  resource,
  table: 'ad',
  fixed: { kind: resource.name.slice('ads.'.length) },
  customFilters: AD_CUSTOM_FILTERS,
});

/** Every ad kind of the contract, and the "my" page ad configuration. */
export function adsFamily(reg: Registry): void {
  for (const r of AD_RESOURCES) registerCollection(reg, adCollection(r));
  registerDocument(reg, { resource: myHomeAdConfig, table: 'my_home_ad_config', scope: [], fixedScope: { scope: 'default' } });
}

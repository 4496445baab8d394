import { articleNews } from '@admin/shared/contract/resources';
import type { Registry } from '../../http/registry';
import { registerCollection, type CollectionDef } from '../../kit/collection';
import { hookedWrites } from '../../kit/write-hook';

type Rec = Record<string, unknown>;

/**
 * News (/article/news): publishing without a time publishes now, so "已发布" always says from
 * when readers see it. Videos need nothing special (plain collection).
 */
const publishNow = (next: Rec, now: Date): Rec => (next.status === 'published' && !next.publish_at ? { publish_at: now.toISOString() } : {});

export function articleFamily(reg: Registry): void {
  const def: CollectionDef = { resource: articleNews, table: 'article_news' };
  registerCollection(reg, def, hookedWrites(def, { beforeWrite: (_deps, next, _current, now) => publishNow(next, now) }));
}

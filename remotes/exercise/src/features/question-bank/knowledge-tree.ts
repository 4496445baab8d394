import type { KnowledgePoint, TreeNode } from '@admin/shared/contract/resources';
import { api } from '@admin/shared/data';
import type { TreeSource } from '@admin/shared/resource';

/** Every knowledge point of GET practice/knowledge/list/ (spec 7), read a page of 100 at a time. */
export async function allKnowledgePoints(): Promise<KnowledgePoint[]> {
  const out: KnowledgePoint[] = [];
  for (let page = 1; page <= 50; page++) {
    const r = (await api.reference.knowledgeList(null, { page, limit: 100, ordering: 'id' })) as { items: KnowledgePoint[]; total: number };
    out.push(...r.items);
    if (out.length >= r.total || !r.items.length) break;
  }
  return out;
}

/** Knowledge points as a tree by `parent_id` (roots: the first-level points). */
export function knowledgeNodes(points: readonly KnowledgePoint[]): TreeNode[] {
  const byId = new Map<number, TreeNode>(points.map((p) => [p.id, { id: p.id, name: p.name, children: [] }]));
  const roots: TreeNode[] = [];
  for (const p of points) {
    const node = byId.get(p.id)!;
    const parent = p.parent_id === null ? undefined : byId.get(p.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** The knowledge picker wherever a question, a practice set or a filter names knowledge points. */
export const knowledgeTree: TreeSource = {
  key: 'practice/knowledge/list',
  load: async () => knowledgeNodes(await allKnowledgePoints()),
  groupsSelectable: true,
};

/** A category of an editable tree, as the kit's tree calls read it (course categories, material categories). */
export interface TreeNodeBase {
  id: number;
  name: string;
  parent_id: number | null;
  version: number;
  is_enable: boolean;
  children: TreeNodeBase[];
}

/** The one request of a move: the new parent's children in their new order, with the versions read. */
export interface TreeMovePlan {
  parent_id: number | null;
  items: { id: number; version: number }[];
}

/*
 * Where a category goes when it is dragged, moved up / down or moved under another parent, as the
 * one request the server takes: the new parent's children in their new order, with the versions
 * read. Pure, so every way of moving is tested without a browser.
 */

export interface Located {
  node: TreeNodeBase;
  /** null for a root. */
  parent: TreeNodeBase | null;
  siblings: TreeNodeBase[];
  index: number;
  /** 1 for a root. */
  depth: number;
}

export function locate(tree: readonly TreeNodeBase[], id: number): Located | null {
  const walk = (nodes: TreeNodeBase[], parent: TreeNodeBase | null, depth: number): Located | null => {
    for (const [index, node] of nodes.entries()) {
      if (node.id === id) return { node, parent, siblings: nodes, index, depth };
      const found = walk(node.children, node, depth + 1);
      if (found) return found;
    }
    return null;
  };
  return walk(tree as TreeNodeBase[], null, 1);
}

/** Levels of the branch (1 for a leaf). */
export const height = (n: TreeNodeBase): number => 1 + Math.max(0, ...n.children.map(height));

/** The category `id` placed at `index` among the children of `parentId` (null: the roots). */
export function placeAt(tree: readonly TreeNodeBase[], id: number, parentId: number | null, index: number): TreeMovePlan | null {
  const moved = locate(tree, id);
  if (!moved) return null;
  const children = parentId === null ? [...tree] : (locate(tree, parentId)?.node.children ?? null);
  if (!children) return null;
  const others = children.filter((n) => n.id !== id);
  const at = Math.max(0, Math.min(index, others.length));
  const order = [...others.slice(0, at), moved.node, ...others.slice(at)];
  if (moved.parent?.id === parentId && order.every((n, i) => n.id === children[i]?.id)) return null; // nothing changes
  return { parent_id: parentId, items: order.map((n) => ({ id: n.id, version: n.version })) };
}

/** One step up or down among its siblings (null at either end). */
export function step(tree: readonly TreeNodeBase[], id: number, by: -1 | 1): TreeMovePlan | null {
  const here = locate(tree, id);
  if (!here) return null;
  const to = here.index + by;
  if (to < 0 || to >= here.siblings.length) return null;
  return placeAt(tree, id, here.parent?.id ?? null, to);
}

/** What antd's Tree reports on a drop (`info.node`, `info.dropToGap`, the relative drop position). */
export interface Drop {
  dragId: number;
  dropId: number;
  /** false: onto the node itself (it becomes the first child). */
  dropToGap: boolean;
  /** -1 before the node, 1 after it (antd's dropPosition minus the node's index). */
  relative: number;
  /** The drop node is expanded with children: "after" it means "first child". */
  dropExpanded: boolean;
}

export function dropPlan(tree: readonly TreeNodeBase[], d: Drop): TreeMovePlan | null {
  const target = locate(tree, d.dropId);
  if (!target || d.dragId === d.dropId) return null;
  if (!d.dropToGap || (d.relative === 1 && d.dropExpanded && target.node.children.length > 0)) return placeAt(tree, d.dragId, target.node.id, 0);
  const others = target.siblings.filter((n) => n.id !== d.dragId);
  const index = others.findIndex((n) => n.id === target.node.id) + (d.relative === -1 ? 0 : 1);
  return placeAt(tree, d.dragId, target.parent?.id ?? null, index);
}

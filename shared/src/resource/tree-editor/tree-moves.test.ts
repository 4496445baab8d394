import { dropPlan, placeAt, step, type TreeNodeBase } from './tree-moves';

const node = (id: number, children: TreeNodeBase[] = []): TreeNodeBase => ({
  id,
  name: `c${id}`,
  parent_id: null,
  is_enable: true,
  version: id * 10,
  children,
});
// 1 [2, 3 [4]], 5 [6]
const tree = [node(1, [node(2), node(3, [node(4)])]), node(5, [node(6)])];
const ids = (plan: ReturnType<typeof placeAt>) => plan && { parent: plan.parent_id, order: plan.items.map((x) => x.id) };

describe('where a category goes', () => {
  it('names every child of the new parent in the new order, with the versions read', () => {
    expect(placeAt(tree, 2, 5, 0)).toEqual({
      parent_id: 5,
      items: [
        { id: 2, version: 20 },
        { id: 6, version: 60 },
      ],
    });
    expect(ids(placeAt(tree, 5, null, 0))).toEqual({ parent: null, order: [5, 1] });
    expect(placeAt(tree, 2, 1, 0)).toBeNull(); // already there
  });

  it('steps up and down among its siblings, and not past either end', () => {
    expect(ids(step(tree, 3, -1))).toEqual({ parent: 1, order: [3, 2] });
    expect(step(tree, 2, -1)).toBeNull();
    expect(step(tree, 3, 1)).toBeNull();
  });

  it('reads antd drops: onto a node, before it, after it, after an open node', () => {
    expect(ids(dropPlan(tree, { dragId: 6, dropId: 2, dropToGap: false, relative: 0, dropExpanded: false }))).toEqual({ parent: 2, order: [6] });
    expect(ids(dropPlan(tree, { dragId: 6, dropId: 2, dropToGap: true, relative: -1, dropExpanded: false }))).toEqual({ parent: 1, order: [6, 2, 3] });
    expect(ids(dropPlan(tree, { dragId: 2, dropId: 3, dropToGap: true, relative: 1, dropExpanded: false }))).toEqual({ parent: 1, order: [3, 2] });
    expect(ids(dropPlan(tree, { dragId: 6, dropId: 3, dropToGap: true, relative: 1, dropExpanded: true }))).toEqual({ parent: 3, order: [6, 4] });
    expect(dropPlan(tree, { dragId: 3, dropId: 3, dropToGap: false, relative: 0, dropExpanded: false })).toBeNull();
  });
});

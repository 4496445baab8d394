// Checks a remote's route table against the remote contract (DESIGN 3.2) and spec section 2; each
// remote's routes.test.ts calls it with its own table.
import { render, screen } from '@testing-library/react';
import { consoleRoutesSchema, type ConsoleRoute } from '@admin/shared/contract';
import { t } from '@admin/shared/i18n';
import { isPlaceholder } from '@admin/shared/routing';

export interface RouteTableExpectations {
  /** Top-level paths the remote owns (DESIGN 7). */
  groups: string[];
  /** Every permission string spec section 2 gives for those groups, verbatim. */
  permissions: readonly string[];
}

export const flatten = (routes: readonly ConsoleRoute[]): ConsoleRoute[] => routes.flatMap((r) => [r, ...flatten(r.children ?? [])]);

export function checkRouteTable(routes: readonly ConsoleRoute[], expected: RouteTableExpectations): void {
  const all = flatten(routes);
  const leaves = all.filter((r) => !r.children?.length);

  it('passes the contract schema', () => {
    expect(consoleRoutesSchema.safeParse(routes).error?.issues ?? []).toEqual([]);
  });

  it('owns exactly its menu groups, with every path under one of them', () => {
    expect(routes.map((r) => r.path)).toEqual(expected.groups);
    for (const group of routes) {
      for (const r of flatten(group.children ?? [])) expect(r.path.startsWith(`${group.path}/`)).toBe(true);
    }
  });

  it('has no duplicate paths', () => {
    const paths = all.map((r) => r.path);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it('uses every permission of its spec groups, character for character', () => {
    const used = new Set(all.flatMap((r) => r.roles ?? []));
    expect(expected.permissions.filter((p) => !used.has(p))).toEqual([]);
    expect([...used].filter((p) => !expected.permissions.includes(p))).toEqual([]);
  });

  it('gives every screen a title in both languages, roles and a lazy component (external links excepted)', () => {
    for (const r of leaves) {
      expect(r.title).toBeTruthy();
      expect(`${r.path} ${t(r.title!, undefined, 'zh-CN')}`).toMatch(/[\u4e00-\u9fff]/);
      expect(`${r.path} ${t(r.title!, undefined, 'en')}`).not.toMatch(/[\u4e00-\u9fff]/);
      expect(r.roles?.length).toBeGreaterThan(0);
      if (r.externalLink) expect(r.component).toBeUndefined();
      else expect(typeof r.component).toBe('function');
    }
  });

  it('points every hidden route at a visible menu entry of the same table', () => {
    const visible = new Set(all.filter((r) => !r.hidden && !r.children?.length).map((r) => r.path));
    for (const r of all.filter((x) => x.hidden)) {
      expect(r.activeMenu && visible.has(r.activeMenu) ? r.activeMenu : `${r.path} has no valid activeMenu`).toBe(r.activeMenu);
    }
  });

  it('declares business lines on a group and all its children alike', () => {
    for (const group of routes) {
      const lines = JSON.stringify(group.lines ?? [1]);
      for (const r of flatten(group.children ?? [])) expect(`${r.path} ${JSON.stringify(r.lines ?? [1])}`).toBe(`${r.path} ${lines}`);
    }
  });

  // Real screens call the API: features/smoke.screen.test.tsx opens each against the real server.
  const placeholders = leaves.filter((x) => x.component && isPlaceholder(x.component));
  if (!placeholders.length) return;
  it('renders every screen not built yet as a titled "not available yet" page, nothing pretending to work', async () => {
    for (const r of placeholders) {
      const { default: Screen } = await r.component!();
      const { unmount } = render(<Screen />);
      expect(screen.getByRole('heading').textContent).toContain(t(r.title!));
      unmount();
    }
  });
}

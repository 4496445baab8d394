import { act } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { http } from '@admin/shared/api';
import { useAuthStore } from '@admin/shared/auth';
import { DEMO_ROLES } from '@admin/shared/contract';
import { resourceAccess } from '@admin/shared/resource';
import { WARM_UP_NAME, warmListScreen, warmUpDef } from './list-warm-up';
import { THEME } from './antd-theme';

// The provider's locales are antd's ES files (for the bundle); jest needs their CommonJS twins.
jest.mock('antd/es/locale/en_US', () => jest.requireActual('antd/lib/locale/en_US'));
jest.mock('antd/es/locale/zh_CN', () => jest.requireActual('antd/lib/locale/zh_CN'));

describe('the list warm-up', () => {
  it('is a list of its own name that draws every column and action whoever is signed in', () => {
    const def = warmUpDef();
    expect(def.name).toBe(WARM_UP_NAME);
    const access = resourceAccess(def, DEMO_ROLES.viewer);
    expect(access).toMatchObject({ list: true, edit: true, delete: true, bulkPatch: true, bulkDelete: true, reorder: true, export: true });
    expect(access.toggle.is_enable).toBe(true);
  });

  it('draws its rows off the document once per page, sends nothing, under the console’s CSS-variable key', async () => {
    const sent: string[] = [];
    const saved = http.defaults.adapter;
    const refuse: AxiosAdapter = async (config) => {
      sent.push(`${config.method} ${config.url}`);
      throw new Error('a warm-up sends nothing');
    };
    http.defaults.adapter = refuse;
    useAuthStore.setState({ token: 't', roles: [...DEMO_ROLES.viewer] });
    try {
      // The column where screens are drawn: the first commit happens there, then leaves it.
      const column = document.body.appendChild(document.createElement('div'));
      const visits: Array<{ added: number; removed: number }> = [];
      const watch = new MutationObserver((records) => records.forEach((r) => visits.push({ added: r.addedNodes.length, removed: r.removedNodes.length })));
      watch.observe(column, { childList: true });
      // What it listens to on the window (React's own listeners are on the root and the document).
      const listening = new Map<unknown, string>();
      const spies = [
        jest.spyOn(window, 'addEventListener').mockImplementation(((type: string, fn: unknown) => listening.set(fn, type)) as never),
        jest.spyOn(window, 'removeEventListener').mockImplementation(((_type: string, fn: unknown) => listening.delete(fn)) as never),
      ];
      let drawn: HTMLElement | null = null;
      await act(async () => {
        drawn = await warmListScreen(column);
        expect(await warmListScreen()).toBeNull();
        await new Promise((r) => setTimeout(r, 100));
      });
      spies.forEach((spy) => spy.mockRestore());
      const container = drawn as unknown as HTMLElement;
      expect(container.isConnected).toBe(false);
      // Kept mounted but hidden: nothing of it listens to the window (its table's sticky scroll bar
      // did, and drew itself on every scroll of the page).
      expect([...listening.values()]).toEqual([]);
      watch.disconnect();
      expect(visits).toEqual([
        { added: 1, removed: 0 },
        { added: 0, removed: 1 },
      ]);
      expect(container.getAttribute('aria-hidden')).toBe('true');
      expect(container.getAttribute('style')).toBeNull();
      expect(container.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(3);
      expect(document.body.querySelector('table')).toBeNull();
      expect(sent).toEqual([]);
      // Under the console's fixed key, as the screens' provider is: antd's variable blocks are shared.
      const key = (THEME as { cssVar: { key: string } }).cssVar.key;
      expect(container.querySelector('.ant-table-wrapper')!.classList).toContain(key);
    } finally {
      http.defaults.adapter = saved;
    }
  });
});

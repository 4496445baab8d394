import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { setLocale } from '@admin/shared/i18n';
import { registerHostMessages } from '../i18n/messages';
import { loadRuntimeConfig } from '../runtime-config';
import { signInTree } from './sign-in-tree';
import { ssoState } from '@admin/shared/api/sso-url';

registerHostMessages();

/** The form's actions are not under test here: nothing is submitted. */
const actions = { warm: jest.fn(), signIn: jest.fn(async () => undefined) };

/*
 * The sign-in address's HTML holds the form drawn at build time (render-sign-in.tsx), and the
 * browser adopts it with hydrateRoot (bootstrap.tsx). These tests draw it the same way and check
 * that React takes it over without redrawing, and what it changes afterwards.
 */
describe('the sign-in form drawn at build time', () => {
  let container: HTMLElement;
  let root: Root | null = null;
  beforeEach(() => {
    setLocale('zh-CN');
    container = document.body.appendChild(document.createElement('div'));
  });
  afterEach(async () => {
    await act(async () => root?.unmount());
    root = null;
    container.remove();
  });

  it('is adopted as it is: no mismatch, the same elements; the SSO link gets its address once the config is read', async () => {
    container.innerHTML = renderToString(signInTree({ search: '', actions, prerendered: true }));
    const input = container.querySelector('input[name="username"]');
    const link = container.querySelector('a.hp-link');
    // Without runtime-config.json read, the build cannot know the SSO address: no href at all.
    expect(link?.hasAttribute('href')).toBe(false);
    const recoverable: unknown[] = [];
    let configDone!: () => void;
    const configRead = new Promise<void>((resolve) => (configDone = resolve));
    await act(async () => {
      root = hydrateRoot(container, signInTree({ search: '?redirect=%2Fad%2Findex', actions, prerendered: true, configRead }), {
        onRecoverableError: (e) => recoverable.push(e),
      });
    });
    expect(recoverable).toEqual([]);
    expect(container.querySelector('input[name="username"]')).toBe(input);
    expect(container.querySelector('a.hp-link')).toBe(link);
    expect(link?.hasAttribute('href')).toBe(false);

    // The page takes the config in by itself: the entry never re-renders the adopted root.
    await loadRuntimeConfig((async () => ({ ok: true, json: async () => ({ ssoLoginUrl: '/sso/elsewhere' }) })) as unknown as typeof fetch, null);
    await act(async () => configDone());
    expect(link?.getAttribute('href')).toBe(`/sso/elsewhere?back=%2Fadmin%2Fad%2Findex&state=${ssoState()}`);
    expect(container.querySelector('input[name="username"]')).toBe(input);
    expect(recoverable).toEqual([]);
  });

  it('takes in a config read before the markup was adopted without redrawing it: typed values, focus and elements stay', async () => {
    container.innerHTML = renderToString(signInTree({ search: '', actions, prerendered: true }));
    const [name, pass] = ['username', 'password'].map((n) => container.querySelector<HTMLInputElement>(`input[name="${n}"]`)!);
    name.value = 'admin';
    pass.focus();
    // A slow link: runtime-config.json (asked for by the HTML) is in before the page's script runs.
    await loadRuntimeConfig((async () => ({ ok: true, json: async () => ({ ssoLoginUrl: '/sso/early' }) })) as unknown as typeof fetch, null);
    const recoverable: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, signInTree({ search: '', actions, prerendered: true, configRead: Promise.resolve() }), {
        onRecoverableError: (e) => recoverable.push(e),
      });
    });
    expect(recoverable).toEqual([]);
    expect(container.querySelector('input[name="username"]')).toBe(name);
    expect(name.value).toBe('admin');
    expect(document.activeElement).toBe(pass);
    expect(container.querySelector('a.hp-link')?.getAttribute('href')).toBe(`/sso/early?back=%2Fadmin%2F&state=${ssoState()}`);
  });

  it('keeps what was typed into the drawn form before React took it over, and the field being typed in', async () => {
    container.innerHTML = renderToString(signInTree({ search: '', actions, prerendered: true }));
    const [name, pass] = ['username', 'password'].map((n) => container.querySelector<HTMLInputElement>(`input[name="${n}"]`)!);
    name.value = 'admin';
    pass.value = 'demo123456';
    pass.focus();
    await act(async () => {
      root = hydrateRoot(container, signInTree({ search: '', actions, prerendered: true, configRead: Promise.resolve() }));
    });
    expect(name.value).toBe('admin');
    expect(pass.value).toBe('demo123456');
    expect(document.activeElement).toBe(pass);
  });

  it("a tree that differs from the build's is not adopted silently", async () => {
    setLocale('en');
    const zhMarkup = (() => {
      setLocale('zh-CN');
      const html = renderToString(signInTree({ search: '', actions, prerendered: true }));
      setLocale('en');
      return html;
    })();
    container.innerHTML = zhMarkup;
    const recoverable: unknown[] = [];
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await act(async () => {
        root = hydrateRoot(container, signInTree({ search: '', actions, prerendered: true }), { onRecoverableError: (e) => recoverable.push(e) });
      });
    } finally {
      quiet.mockRestore();
    }
    // This is why bootstrap hydrates only when the markup's locale is the visitor's.
    expect(recoverable.length).toBeGreaterThan(0);
    expect(container.textContent).toContain('Sign in');
  });
});

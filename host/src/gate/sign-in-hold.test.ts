import { LOCALE_STORAGE_KEY } from '@admin/shared/i18n';
import { holdScript } from './sign-in-hold';
import { HOLD_CLASS, PRERENDERED_ATTR } from './sign-in-tree';

/** Runs the inline script as the page's <head> would. */
const run = () => new Function(holdScript())();
const held = () => document.documentElement.classList.contains(HOLD_CLASS);

describe('the hold script of the sign-in page', () => {
  afterEach(() => {
    document.documentElement.classList.remove(HOLD_CLASS);
    localStorage.clear();
    document.cookie = 'Admin-Token=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    document.body.innerHTML = '';
  });

  it('shows the Chinese markup to a visitor without a session whose language is Chinese or unset', () => {
    run();
    expect(held()).toBe(false);
    localStorage.setItem(LOCALE_STORAGE_KEY, 'zh-CN');
    run();
    expect(held()).toBe(false);
  });

  it('hides it from a visitor who chose English, and from one with a session', () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    run();
    expect(held()).toBe(true);
    document.documentElement.classList.remove(HOLD_CLASS);
    localStorage.clear();
    document.cookie = 'Admin-Token-Old=x';
    run();
    expect(held()).toBe(false);
    document.cookie = 'Admin-Token=abc';
    run();
    expect(held()).toBe(true);
  });

  it('keeps the drawn form from submitting itself (a GET with the password in the address) until bootstrap takes it over', () => {
    run();
    document.body.innerHTML = `<div id="root" ${PRERENDERED_ATTR}="zh-CN"><form><input name="password"></form></div><form id="other"></form>`;
    const submit = (form: Element) => {
      const e = new Event('submit', { bubbles: true, cancelable: true });
      form.dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(submit(document.querySelector('#root form')!)).toBe(true);
    expect(submit(document.querySelector('#other')!)).toBe(false);
    document.getElementById('root')!.removeAttribute(PRERENDERED_ATTR);
    expect(submit(document.querySelector('#root form')!)).toBe(false);
  });
});

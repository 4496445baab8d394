import { COOKIE } from '@admin/shared/contract/constants';
import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY } from '@admin/shared/i18n';
import { HOLD_CLASS, PRERENDERED_ATTR } from './sign-in-tree';

/*
 * The inline script in the <head> of the sign-in address's HTML (render-sign-in.tsx; the server
 * allows it by its hash). It runs before the build's markup of the form is painted:
 * - a visitor who chose another language than the markup's, or who holds a session (the router
 *   app then moves on), sees nothing of it until bootstrap has decided (no Chinese form flashing
 *   before an English one, no form before the console);
 * - until the form's script has taken the markup over, the form must not submit itself: a native
 *   submission would be a GET with the password in the address.
 * Plain ES5 in a string: it runs before any bundle.
 */
export function holdScript(): string {
  const cookie = new RegExp(`(?:^|;\\s*)${COOKIE.token.replace(/[-]/g, '\\-')}=[^;]`).source;
  return [
    '(function(){var l=null;',
    `try{l=localStorage.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)})}catch(e){}`,
    `if((l&&l!==${JSON.stringify(DEFAULT_LOCALE)})||/${cookie}/.test(document.cookie))document.documentElement.classList.add(${JSON.stringify(HOLD_CLASS)});`,
    `document.addEventListener('submit',function(e){var f=e.target;if(f&&f.closest&&f.closest('#root[${PRERENDERED_ATTR}]'))e.preventDefault()},true)})();`,
  ].join('');
}

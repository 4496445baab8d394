import Cookies from 'js-cookie';
import { getNavBar, getSidebarStatus, getToken, removeToken, setNavBar, setSidebarStatus, setToken } from './cookies';

afterEach(() => ['Admin-Token', 'sidebarStatus', 'menuNavBar'].forEach((n) => Cookies.remove(n)));

it('keeps the token in cookie Admin-Token', () => {
  expect(getToken()).toBeUndefined();
  setToken('tok');
  expect(Cookies.get('Admin-Token')).toBe('tok');
  expect(getToken()).toBe('tok');
  removeToken();
  expect(getToken()).toBeUndefined();
});

it('keeps the sidebar state in cookie sidebarStatus, open by default', () => {
  expect(getSidebarStatus()).toBe('opened');
  setSidebarStatus('closed');
  expect(Cookies.get('sidebarStatus')).toBe('0');
  expect(getSidebarStatus()).toBe('closed');
  setSidebarStatus('opened');
  expect(getSidebarStatus()).toBe('opened');
});

it('keeps the navigation-bar mode in cookie menuNavBar, 1 by default', () => {
  expect(getNavBar()).toBe(1);
  setNavBar(2);
  expect(Cookies.get('menuNavBar')).toBe('2');
  expect(getNavBar()).toBe(2);
  Cookies.set('menuNavBar', 'junk');
  expect(getNavBar()).toBe(1);
});

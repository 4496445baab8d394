/**
 * @jest-environment-options {"url": "https://admin.example.com/admin/"}
 */
// The console served over https: its cookies are Secure (cookies.test.ts: over http they are not,
// or the browser would not keep them at all).
import Cookies from 'js-cookie';
import { setNavBar, setSidebarStatus, setToken } from './cookies';

it('marks the token cookie, and the others, Secure when the page came over https', () => {
  const written: string[] = [];
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, v: string) {
    written.push(v);
    cookie.set!.call(this, v);
  });
  try {
    setToken('tok');
    setSidebarStatus('closed');
    setNavBar(2);
  } finally {
    spy.mockRestore();
  }
  expect(written.map((c) => c.split(';')[0])).toEqual(['Admin-Token=tok', 'sidebarStatus=0', 'menuNavBar=2']);
  for (const c of written) expect(c.toLowerCase().split('; ')).toEqual(expect.arrayContaining(['secure', 'samesite=lax']));
  // Not HttpOnly (script could not set that anyway): the API client reads it for the token header.
  expect(Cookies.get('Admin-Token')).toBe('tok');
});

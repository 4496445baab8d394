import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Cookies from 'js-cookie';
import { COOKIE } from '@admin/shared/contract';
import { http, withTimeout } from './http';
import { setApiUi } from './api-ui';

// The browser transport (jsdom's XMLHttpRequest) against a real socket on 127.0.0.1: what a
// stubbed adapter cannot show, i.e. the headers on the wire and real network failures.

let server: Server;
let base: string;
let lastHeaders: IncomingHttpHeaders = {};
const toast = jest.fn();
const timers = new Set<NodeJS.Timeout>();

beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'AUTH-SYS, token, Content-Type');
    if (req.method === 'OPTIONS') return void res.end();
    lastHeaders = req.headers;
    if (req.url?.startsWith('/admin_api/v1/drop')) return void req.socket.destroy();
    const send = (status: number, body: unknown) => {
      res.statusCode = status;
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(body));
    };
    if (req.url?.startsWith('/admin_api/v1/ok')) send(200, { code: 20000, msg: '', data: { ok: true } });
    else if (req.url?.startsWith('/admin_api/v1/denied')) send(403, { code: 40300, msg: '缺少权限 nav.view_floor', data: null });
    else if (req.url?.startsWith('/admin_api/v1/slow')) timers.add(setTimeout(() => send(200, { code: 20000, msg: '', data: 1 }), 500));
    else send(404, { code: 40400, msg: '不存在', data: null });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/admin_api/v1`;
});

afterAll(async () => {
  timers.forEach(clearTimeout);
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

beforeEach(() => {
  toast.mockReset();
  setApiUi({ toast, confirmLogout: async () => false, navigate: () => {} });
  Cookies.set(COOKIE.token, 'wire-token');
});

afterEach(() => {
  Cookies.remove(COOKIE.token);
  setApiUi(null);
});

it('puts AUTH-SYS and token on the wire and unwraps data', async () => {
  await expect(http.get('/ok', { baseURL: base })).resolves.toEqual({ ok: true });
  expect(lastHeaders['auth-sys']).toBe('admin');
  expect(lastHeaders.token).toBe('wire-token');
});

it('reads the envelope of a non-2xx answer', async () => {
  await expect(http.get('/denied', { baseURL: base })).rejects.toMatchObject({ kind: 'envelope', code: 40300, status: 403 });
  expect(toast).toHaveBeenCalledWith('缺少权限 nav.view_floor');
});

it('toasts the timeout of a slow call', async () => {
  await expect(http.get('/slow', withTimeout(50, { baseURL: base }))).rejects.toMatchObject({ kind: 'transport' });
  expect(toast).toHaveBeenCalledWith('timeout of 50ms exceeded');
});

it('toasts the network error when the connection drops', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {}); // jsdom reports the dropped connection
  // A short timeout: jsdom leaves an XHR's timeout timer running after a network error.
  await expect(http.get('/drop', withTimeout(200, { baseURL: base }))).rejects.toMatchObject({ kind: 'transport', msg: 'Network Error' });
  expect(toast).toHaveBeenCalledWith('Network Error');
});

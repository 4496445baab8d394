/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setApiUi } from './api-ui';
import { answered } from './answered';
import { isApiError } from './api-error';
import { getUserInfo } from './account/get-user-info';
import { http } from './http';
import { sendJson, sendUserInfoAfter, signedInToken, type SentAnswer } from './sent-request';

// A call sent with fetch by the sign-in page, its answer taken by the client (answered.ts), must
// end exactly as the client's own call to the same server would: same data, same ApiError.

let server: Server;
let base: string;
const timers = new Set<NodeJS.Timeout>();
const infoCalls: { url: string; token: unknown; system: unknown }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.statusCode = status;
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(body));
    };
    const url = req.url ?? '';
    if (url.includes('/account/auth/user/info')) {
      infoCalls.push({ url, token: req.headers.token, system: req.headers['auth-sys'] });
      send(200, { code: 20000, msg: '', data: { roles: ['nav.view_floor'], name: 'admin', avatar: '' } });
    } else if (url.endsWith('/ok')) send(200, { code: 20000, msg: '', data: { token: 't-1' } });
    else if (url.endsWith('/wrong')) send(200, { code: 60204, msg: '账号或密码错误', data: null });
    else if (url.endsWith('/invalid')) send(400, { code: 40000, msg: '参数错误', data: null, errors: [{ field: 'username', message: '必填' }] });
    else if (url.endsWith('/broken')) {
      res.statusCode = 502;
      res.end('<html>bad gateway</html>');
    } else if (url.endsWith('/drop')) req.socket.destroy();
    else if (url.endsWith('/slow')) timers.add(setTimeout(() => send(200, { code: 20000, msg: '', data: 1 }), 400));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/admin_api/v1`;
  setApiUi({ toast: () => {}, confirmLogout: async () => false, navigate: () => {} });
});

afterAll(async () => {
  timers.forEach(clearTimeout);
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

/** How a call ended, in the terms screens see: the data, or the ApiError's kind, code, message and status. */
const outcome = (call: Promise<unknown>) =>
  call.then(
    (data) => ({ data }),
    (e: unknown) => (isApiError(e) ? { kind: e.kind, code: e.code, msg: e.msg, status: e.status, fields: e.fieldErrors } : { thrown: String(e) }),
  );

const body = { username: 'admin', password: 'x' };

describe.each(['ok', 'wrong', 'invalid', 'broken', 'drop', 'slow'])('an answer taken from a call already sent (%s)', (path) => {
  it('ends as the client’s own call', async () => {
    const timeout = path === 'slow' ? 100 : 5000;
    const own = await outcome(http.post(`${base}/${path}`, body, { timeout }));
    const sent = sendJson(`/${path}`, body, { base, timeout });
    const taken = await outcome(http.post(`${base}/${path}`, body, { timeout, adapter: answered(sent) }));
    // A lost connection is 'Network Error' in the browser (axios's XHR adapter); node's says 'socket hang up'.
    expect(taken).toEqual(path === 'drop' ? { ...own, msg: 'Network Error' } : own);
    if (path === 'ok') expect(taken).toEqual({ data: { token: 't-1' } });
    else expect(taken).not.toHaveProperty('data');
  });
});

describe('the user-info call sent as the sign-in answer arrives (sendUserInfoAfter)', () => {
  beforeEach(() => {
    infoCalls.length = 0;
  });

  it('is sent with the answer’s token, in the query and header the client uses, and ends as the client’s own call', async () => {
    const sentInfo = await sendUserInfoAfter(sendJson('/ok', body, { base }), { base });
    expect(sentInfo?.token).toBe('t-1');
    const taken = await outcome(getUserInfo('t-1', sentInfo!.answer));
    expect(infoCalls).toEqual([{ url: '/admin_api/v1/account/auth/user/info?token=t-1', token: 't-1', system: 'admin' }]);
    const own = await outcome(http.get(`${base}/account/auth/user/info`, { params: { token: 't-1' } }));
    expect(taken).toEqual(own);
    expect(taken).toEqual({ data: { roles: ['nav.view_floor'], name: 'admin', avatar: '' } });
  });

  it.each(['wrong', 'invalid', 'broken', 'drop'])('is not sent after a sign-in answer without a token (%s)', async (path) => {
    const sent = sendJson(`/${path}`, body, { base });
    sent.catch(() => undefined);
    await expect(sendUserInfoAfter(sent, { base }).catch(() => 'rejected')).resolves.toBe(path === 'drop' ? 'rejected' : undefined);
    expect(infoCalls).toEqual([]);
  });
});

describe('signedInToken', () => {
  const answer = (status: number, bodyText: string): SentAnswer => ({ status, statusText: '', headers: {}, body: bodyText });

  it('reads the token of an answer that succeeded', () => {
    expect(signedInToken(answer(200, JSON.stringify({ code: 20000, msg: '', data: { token: 'abc' } })))).toBe('abc');
  });

  it.each([
    ['another code', answer(200, JSON.stringify({ code: 60204, msg: '', data: { token: 'abc' } }))],
    ['another status', answer(400, JSON.stringify({ code: 20000, msg: '', data: { token: 'abc' } }))],
    ['no token', answer(200, JSON.stringify({ code: 20000, msg: '', data: null }))],
    ['an empty token', answer(200, JSON.stringify({ code: 20000, msg: '', data: { token: '' } }))],
    ['a token not a string', answer(200, JSON.stringify({ code: 20000, msg: '', data: { token: 5 } }))],
    ['not JSON', answer(200, '<html>')],
  ])('finds none in %s', (_, a) => {
    expect(signedInToken(a)).toBeNull();
  });
});

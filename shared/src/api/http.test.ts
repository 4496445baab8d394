import { AxiosError, AxiosHeaders } from 'axios';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import Cookies from 'js-cookie';
import { waitFor } from '@testing-library/react';
import { Code, COOKIE } from '@admin/shared/contract';
import { http, withTimeout, BUSINESS_COURSE_DETAIL_CONFIG } from './http';
import { ApiError } from './api-error';
import { setApiUi } from './api-ui';
import { browser } from './browser';
import { setRuntimeConfig } from './runtime-config';
import { NETWORK_ERROR_TEXT } from './texts';
import { ssoState } from './sso-url';

/** A transport that answers like the server would; axios itself runs unmocked. */
function reply(status: number, body: unknown, seen?: InternalAxiosRequestConfig[]): AxiosAdapter {
  return async (config) => {
    seen?.push(config);
    const response: AxiosResponse = { data: body, status, statusText: String(status), headers: {}, config };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_RESPONSE, config, null, response);
  };
}

const failWith =
  (message: string, code: string): AxiosAdapter =>
  async (config) => {
    throw new AxiosError(message, code, config, {});
  };

const flush = () => new Promise((r) => setTimeout(r, 0));

let ui: { toast: jest.Mock; confirmLogout: jest.Mock; navigate: jest.Mock };
let reload: jest.SpyInstance;
let assign: jest.SpyInstance;

beforeEach(() => {
  ui = { toast: jest.fn(), confirmLogout: jest.fn(async () => true), navigate: jest.fn() };
  setApiUi(ui);
  reload = jest.spyOn(browser, 'reload').mockImplementation(() => {});
  assign = jest.spyOn(browser, 'assign').mockImplementation(() => {});
  jest.spyOn(browser, 'currentPath').mockReturnValue('/admin/ad/index?page=2');
  setRuntimeConfig({ ssoLoginUrl: 'https://sso.example.com/login' });
  Cookies.set(COOKIE.token, 'tok-1');
});

afterEach(() => {
  jest.restoreAllMocks();
  Cookies.remove(COOKIE.token);
  setApiUi(null);
});

describe('request', () => {
  it('sends AUTH-SYS and the token cookie under /admin_api/v1 with a 5 s timeout', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    await http.get('/account/user/application', { adapter: reply(200, { code: Code.OK, msg: '', data: [] }, seen) });
    const [config] = seen;
    expect(config.baseURL).toBe('/admin_api/v1');
    expect(config.timeout).toBe(5000);
    expect(AxiosHeaders.from(config.headers).get('AUTH-SYS')).toBe('admin');
    expect(AxiosHeaders.from(config.headers).get('token')).toBe('tok-1');
  });

  it('sends no token header when signed out', async () => {
    Cookies.remove(COOKIE.token);
    const seen: InternalAxiosRequestConfig[] = [];
    await http.get('/x', { adapter: reply(200, { code: Code.OK, msg: '', data: null }, seen) });
    expect(AxiosHeaders.from(seen[0].headers).has('token')).toBe(false);
  });

  it('takes a per-call timeout; business-course detail waits 10 s', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const adapter = reply(200, { code: Code.OK, msg: '', data: null }, seen);
    await http.get('/a', withTimeout(1234, { adapter }));
    await http.get('/nav/business_course/1/', { ...BUSINESS_COURSE_DETAIL_CONFIG, adapter });
    expect(seen.map((c) => c.timeout)).toEqual([1234, 10000]);
  });
});

describe('sending', () => {
  it('hands the request to the transport within the call, before any promise step', () => {
    const seen: InternalAxiosRequestConfig[] = [];
    void http.get('/base/ads/launch/', { adapter: reply(200, { code: Code.OK, data: null }, seen) });
    // Synchronously: a render started by the same click must not run ahead of the request.
    expect(seen).toHaveLength(1);
  });

  it("sends over XHR at once where the browser has cookieStore: no XSRF cookie is asked for (the API's auth is a header)", () => {
    const get = jest.fn(async () => null);
    Object.defineProperty(window, 'cookieStore', { value: { get }, configurable: true });
    const send = jest.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => {});
    try {
      void http.get('/base/ads/launch/').catch(() => undefined);
      expect(send).toHaveBeenCalledTimes(1);
      expect(get).not.toHaveBeenCalled();
    } finally {
      delete (window as { cookieStore?: unknown }).cookieStore;
    }
  });
});

describe('response handling (spec 8)', () => {
  it('resolves with data on code 20000', async () => {
    const data = await http.get('/x', { adapter: reply(200, { code: 20000, msg: 'ok', data: { a: 1 } }) });
    expect(data).toEqual({ a: 1 });
    expect(ui.toast).not.toHaveBeenCalled();
  });

  it('toasts msg and rejects with ApiError on another code', async () => {
    const body = { code: 40000, msg: '标题不能为空', data: { errors: [{ field: 'title', message: '必填' }] } };
    const error = (await http.post('/x', {}, { adapter: reply(400, body) }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'envelope', code: 40000, msg: '标题不能为空', status: 400 });
    expect(error.fieldErrors).toEqual([{ field: 'title', message: '必填' }]);
    expect(ui.toast).toHaveBeenCalledWith('标题不能为空');
    expect(ui.confirmLogout).not.toHaveBeenCalled();
  });

  it('treats a 200 with a non-20000 code as an error too', async () => {
    await expect(http.get('/x', { adapter: reply(200, { code: 40400, msg: '不存在', data: null }) })).rejects.toMatchObject({
      code: 40400,
    });
    expect(ui.toast).toHaveBeenCalledWith('不存在');
  });

  it('toasts the default network-error text when msg is empty', async () => {
    await expect(http.get('/x', { adapter: reply(500, { code: 50000, msg: '', data: null }) })).rejects.toMatchObject({
      code: 50000,
      msg: NETWORK_ERROR_TEXT,
    });
    expect(ui.toast).toHaveBeenCalledWith('网络错误，请稍后重试');
  });

  it('toasts the transport error message when there is no envelope', async () => {
    const error = (await http.get('/x', { adapter: failWith('timeout of 5000ms exceeded', AxiosError.ECONNABORTED) }).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ kind: 'transport', code: null, msg: 'timeout of 5000ms exceeded' });
    expect(ui.toast).toHaveBeenCalledWith('timeout of 5000ms exceeded');
    expect(ui.confirmLogout).not.toHaveBeenCalled();
  });

  it('treats an HTML error page from a proxy as a transport error', async () => {
    await expect(http.get('/x', { adapter: reply(502, '<html>Bad Gateway</html>') })).rejects.toMatchObject({
      kind: 'transport',
      status: 502,
      msg: 'Request failed with status code 502',
    });
    expect(ui.toast).toHaveBeenCalledWith('Request failed with status code 502');
  });

  it('stays quiet for silent calls but still rejects', async () => {
    await expect(http.get('/x', { silent: true, adapter: reply(401, { code: 50022, msg: 'token 无效', data: null }) })).rejects.toMatchObject({ code: 50022 });
    await flush();
    expect(ui.toast).not.toHaveBeenCalled();
    expect(ui.confirmLogout).not.toHaveBeenCalled();
  });

  it('leaves to the caller the errors it shows itself, never the re-login dialog', async () => {
    const quiet = (e: ApiError) => e.code === 40000 || e.code === 50022;
    await expect(http.post('/x', {}, { quiet, adapter: reply(400, { code: 40000, msg: '标题不能为空', data: { errors: [] } }) })).rejects.toMatchObject({
      code: 40000,
    });
    expect(ui.toast).not.toHaveBeenCalled();
    await expect(http.post('/x', {}, { quiet, adapter: reply(404, { code: 40400, msg: '不存在', data: null }) })).rejects.toMatchObject({ code: 40400 });
    expect(ui.toast).toHaveBeenCalledWith('不存在');
    await expect(http.post('/x', {}, { quiet, adapter: reply(401, { code: 50022, msg: '登录已失效', data: null }) })).rejects.toMatchObject({ code: 50022 });
    await flush();
    expect(ui.confirmLogout).toHaveBeenCalled();
  });
});

describe('binary reads (responseType arraybuffer)', () => {
  /** A transport answering bytes of a content type, as the server answers a picture or a refusal. */
  const bytes =
    (status: number, body: Uint8Array, type: string): AxiosAdapter =>
    async (config) => {
      const response: AxiosResponse = { data: body.slice().buffer, status, statusText: String(status), headers: { 'content-type': type }, config };
      if (status >= 200 && status < 300) return response;
      throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_RESPONSE, config, null, response);
    };
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
  const envelope = (code: number, msg: string) => new TextEncoder().encode(JSON.stringify({ code, msg, data: null }));

  it('resolve with a Blob of the answer’s bytes and type', async () => {
    const blob = await http.get<Blob>('/x', { responseType: 'arraybuffer', adapter: bytes(200, png, 'image/png') });
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe('image/png');
    expect(blob.size).toBe(png.length);
    expect(ui.toast).not.toHaveBeenCalled();
  });

  it('reject with the envelope of a refusal sent as JSON, on any status', async () => {
    await expect(
      http.get('/x', { responseType: 'arraybuffer', adapter: bytes(403, envelope(40300, '无权限'), 'application/json; charset=utf-8') }),
    ).rejects.toMatchObject({
      kind: 'envelope',
      code: 40300,
      msg: '无权限',
      status: 403,
    });
    expect(ui.toast).toHaveBeenCalledWith('无权限');
    await expect(http.get('/x', { responseType: 'arraybuffer', adapter: bytes(200, envelope(40400, '不存在'), 'application/json') })).rejects.toMatchObject({
      code: 40400,
    });
  });
});

describe('logout codes', () => {
  const call = (code: number) => http.get('/x', { adapter: reply(401, { code, msg: '登录已失效', data: null }) }).catch((e: ApiError) => e);

  it('50021: confirm clears the token and reloads', async () => {
    const error = await call(50021);
    expect(error).toMatchObject({ code: 50021 });
    expect(ui.toast).toHaveBeenCalledWith('登录已失效');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(ui.confirmLogout).toHaveBeenCalledTimes(1);
    expect(Cookies.get(COOKIE.token)).toBeUndefined();
    expect(assign).not.toHaveBeenCalled();
    expect(ui.navigate).not.toHaveBeenCalled();
  });

  it('61000: confirm clears the token and goes to SSO with a back-URL', async () => {
    await call(61000);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith(`https://sso.example.com/login?back=${encodeURIComponent('/admin/ad/index?page=2')}&state=${ssoState()}`);
    expect(Cookies.get(COOKIE.token)).toBeUndefined();
    expect(reload).not.toHaveBeenCalled();
  });

  it('50022: confirm clears the token and navigates to /login', async () => {
    await call(50022);
    await waitFor(() => expect(ui.navigate).toHaveBeenCalledWith('/login'));
    expect(Cookies.get(COOKIE.token)).toBeUndefined();
    expect(reload).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([50021, 61000, 50022])('%i: cancel keeps the session and the page', async (code) => {
    ui.confirmLogout.mockResolvedValue(false);
    await call(code);
    await waitFor(() => expect(ui.confirmLogout).toHaveBeenCalledTimes(1));
    await flush();
    expect(Cookies.get(COOKIE.token)).toBe('tok-1');
    expect(reload).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
    expect(ui.navigate).not.toHaveBeenCalled();
  });

  it('shows one dialog for several calls failing at once', async () => {
    let answer: (v: boolean) => void = () => {};
    ui.confirmLogout.mockImplementation(() => new Promise<boolean>((r) => (answer = r)));
    await Promise.all([call(50022), call(50022), call(50022)]);
    expect(ui.confirmLogout).toHaveBeenCalledTimes(1);
    answer(true);
    await waitFor(() => expect(ui.navigate).toHaveBeenCalledTimes(1));
  });

  it('asks once per event: a call sent before the answer and failing after it asks nothing; a later call asks again', async () => {
    ui.confirmLogout.mockResolvedValue(false);
    // A slow call (e.g. of a page hidden in its tab) is sent; it will fail once the test says so.
    let failSlow: () => void = () => {};
    const slowAdapter: AxiosAdapter = (config) =>
      new Promise((_resolve, reject) => {
        failSlow = () =>
          reject(
            new AxiosError('revoked', AxiosError.ERR_BAD_RESPONSE, config, null, {
              data: { code: 50021, msg: '已在别处登录', data: null },
              status: 401,
              statusText: '401',
              headers: {},
              config,
            }),
          );
      });
    const slow = http.get('/slow', { adapter: slowAdapter }).catch((e: unknown) => e);
    await flush();
    await call(50021); // another call fails: the dialog, answered with Cancel
    await waitFor(() => expect(ui.confirmLogout).toHaveBeenCalledTimes(1));
    await flush();
    failSlow();
    expect(await slow).toBeInstanceOf(ApiError);
    await flush();
    expect(ui.confirmLogout).toHaveBeenCalledTimes(1);
    expect(ui.toast).toHaveBeenLastCalledWith('已在别处登录');
    await call(50021); // sent after the answer
    await waitFor(() => expect(ui.confirmLogout).toHaveBeenCalledTimes(2));
  });

  it('falls back to window.confirm and the /admin base without a UI adapter', async () => {
    setApiUi(null);
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await call(50022);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/admin/login'));
    expect(confirm.mock.calls[0][0]).toContain('你已被登出，可以取消继续留在该页面，或者重新登录');
    expect(console.error).toHaveBeenCalledWith('登录已失效');
  });
});

import axios from 'axios';
import type { AxiosInstance, AxiosResponse } from 'axios';
import { BUSINESS_COURSE_DETAIL_TIMEOUT_MS, HEADER, REQUEST_TIMEOUT_MS } from './contract-values';
import type { ApiRequestConfig } from './request-config';
import { numberCall } from './logout-flow';
import { onFulfilled, onRejected } from './response';
import { readToken } from './session';
import { API_BASE } from './sent-request';

export { API_BASE };

/**
 * The axios instance typed as what its interceptors make of it: every method resolves with the
 * envelope's `data` and rejects with ApiError.
 */
export interface ApiClient {
  request<T = unknown>(config: ApiRequestConfig): Promise<T>;
  get<T = unknown>(url: string, config?: ApiRequestConfig): Promise<T>;
  delete<T = unknown>(url: string, config?: ApiRequestConfig): Promise<T>;
  post<T = unknown>(url: string, data?: unknown, config?: ApiRequestConfig): Promise<T>;
  put<T = unknown>(url: string, data?: unknown, config?: ApiRequestConfig): Promise<T>;
  patch<T = unknown>(url: string, data?: unknown, config?: ApiRequestConfig): Promise<T>;
  getUri(config?: ApiRequestConfig): string;
  defaults: AxiosInstance['defaults'];
  interceptors: AxiosInstance['interceptors'];
}

function createHttp(): ApiClient {
  const instance = axios.create({
    baseURL: API_BASE,
    timeout: REQUEST_TIMEOUT_MS,
    headers: { [HEADER.system]: HEADER.systemValue },
    // The API authenticates by the token header, not cookies, so it has no XSRF cookie to echo.
    // Left on, axios (1.x, where the browser has cookieStore) asks the browser for that cookie
    // before every request, and the send waits for the answer: one task and an IPC round trip,
    // queued behind whatever the page is drawing (measured 30–45 ms after a list's next-page click).
    withXSRFToken: false,
  });
  // Read per request: the cookie changes on login/logout without the instance knowing.
  // Synchronous, so axios sends the request in the caller's task (a click) rather than after a
  // chain of promise steps that the render started by that click would run ahead of.
  instance.interceptors.request.use(
    (config) => {
      const token = readToken();
      if (token) config.headers.set(HEADER.token, token);
      (config as ApiRequestConfig).callNumber = numberCall();
      (config as ApiRequestConfig).sentToken = token;
      return config;
    },
    undefined,
    { synchronous: true },
  );
  // axios types interceptors as response -> response; ours unwraps to `data`, which ApiClient states.
  instance.interceptors.response.use(onFulfilled as (r: AxiosResponse) => AxiosResponse, onRejected);
  return instance as unknown as ApiClient;
}

export const http: ApiClient = createHttp();

/** A config with a per-call timeout, e.g. `http.get(url, withTimeout(10000))`. */
export const withTimeout = (timeout: number, config: ApiRequestConfig = {}): ApiRequestConfig => ({
  ...config,
  timeout,
});

/** The business-course detail call waits longer than the rest (spec 9). */
export const BUSINESS_COURSE_DETAIL_CONFIG: Readonly<ApiRequestConfig> = Object.freeze(withTimeout(BUSINESS_COURSE_DETAIL_TIMEOUT_MS));

/* A second member of staff working at the same time: another account, its own token, its own calls. */
import { DEMO_PASSWORD, HEADER, type DemoUser } from '@admin/shared/contract';

export interface Colleague {
  get<T>(path: string): Promise<T>;
  put<T>(path: string, body: unknown): Promise<T>;
  patch<T>(path: string, body: unknown): Promise<T>;
}

/** One call of the page's origin (jsdom's XMLHttpRequest), resolving with the envelope's data. */
function call<T>(method: string, path: string, body: unknown, token?: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `/admin_api/v1${path}`);
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader(HEADER.system, HEADER.systemValue);
    if (token) xhr.setRequestHeader(HEADER.token, token);
    xhr.onload = () => {
      const envelope = JSON.parse(xhr.responseText) as { code: number; msg: string; data: T };
      if (envelope.code === 20000) resolve(envelope.data);
      else reject(new Error(`${envelope.code} ${envelope.msg}`));
    };
    xhr.onerror = () => reject(new Error(`${method} ${path}: network error`));
    xhr.send(body === undefined ? null : JSON.stringify(body));
  });
}

/**
 * Signs in `username` beside the session of signIn (which must be another account: a second
 * sign-in of the same account revokes the first) and calls the API as that person, without
 * touching the signed-in user's cookie. Rejects with the envelope's code and msg on any failure.
 */
export async function colleague(username: DemoUser): Promise<Colleague> {
  const { token } = await call<{ token: string }>('POST', '/account/auth/token/create', { username, password: DEMO_PASSWORD });
  return {
    get: (path) => call('GET', path, undefined, token),
    put: (path, body) => call('PUT', path, body, token),
    patch: (path, body) => call('PATCH', path, body, token),
  };
}

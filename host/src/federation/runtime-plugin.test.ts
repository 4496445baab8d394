import { nextAttempt, withAttempt } from './load-attempts';
import { takeFailure } from './load-failures';
import adminFederationPlugin, { fetchManifest } from './runtime-plugin';

// jsdom: the page is http://localhost/. It has no fetch/Response; these are the fields used.
const reply = (status: number) => ({ ok: status >= 200 && status < 300, status }) as Response;
const fetchMock = jest.fn();
beforeAll(() => {
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
});
afterEach(() => {
  fetchMock.mockReset();
  takeFailure('ads');
});

describe('fetchManifest', () => {
  it('passes a 2xx answer through, uncached', async () => {
    fetchMock.mockResolvedValue(reply(200));
    await expect(fetchManifest('/remotes/ads/mf-manifest.json', {}, 'ads')).resolves.toMatchObject({ status: 200 });
    expect(fetchMock).toHaveBeenCalledWith('/remotes/ads/mf-manifest.json', expect.objectContaining({ cache: 'no-cache' }));
    expect(takeFailure('ads')).toBeUndefined();
  });

  it('turns 404 into an error recorded as missing, 503 as error', async () => {
    fetchMock.mockResolvedValue(reply(404));
    await expect(fetchManifest('/remotes/ads/mf-manifest.json', {}, 'ads')).rejects.toThrow('HTTP 404 for /remotes/ads/mf-manifest.json');
    expect(takeFailure('ads')).toEqual({ kind: 'missing', message: 'HTTP 404 for /remotes/ads/mf-manifest.json' });
    fetchMock.mockResolvedValue(reply(503));
    await expect(fetchManifest('/remotes/ads/mf-manifest.json', {}, 'ads')).rejects.toThrow('HTTP 503');
    expect(takeFailure('ads')?.kind).toBe('error');
  });

  it('records a network failure as error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchManifest('/remotes/ads/mf-manifest.json', {}, 'ads')).rejects.toThrow('Failed to fetch');
    expect(takeFailure('ads')?.kind).toBe('error');
  });

  it('aborts after the timeout and records it as timeout', async () => {
    fetchMock.mockImplementation(
      (_u: string, init: RequestInit) =>
        new Promise((_r, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    await expect(fetchManifest('/remotes/ads/mf-manifest.json', {}, 'ads', 20)).rejects.toThrow('timed out after 20 ms');
    expect(takeFailure('ads')?.kind).toBe('timeout');
  });

  it('never fetches from an origin that is not allowed', async () => {
    await expect(fetchManifest('https://evil.example/ads/mf-manifest.json', {}, 'ads')).rejects.toThrow('not an allowed origin');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the runtime plugin', () => {
  const plugin = adminFederationPlugin();
  const createScript = plugin.createScript as (a: { url: string; remoteInfo?: { name: string } }) => unknown;

  it('raises the remote entry script timeout to the chunk timeout (120 s unless the build says otherwise)', () => {
    expect(createScript({ url: 'http://localhost/remotes/ads/remoteEntry.js' })).toEqual({ timeout: 120000 });
  });

  it('refuses a remote entry script on a foreign origin', () => {
    expect(() => createScript({ url: 'https://evil.example/remoteEntry.js', remoteInfo: { name: 'ads' } })).toThrow('not an allowed origin');
    expect(takeFailure('ads')?.kind).toBe('error');
  });

  it('fetches manifests through fetchManifest', async () => {
    fetchMock.mockResolvedValue(reply(200));
    const fetchHook = plugin.fetch as (url: string, init: RequestInit, info?: { name: string }) => Promise<Response>;
    await expect(fetchHook('/remotes/ads/mf-manifest.json', {}, { name: 'ads' })).resolves.toMatchObject({ status: 200 });
  });
});

describe('retried remote entries', () => {
  it('load from a new URL, so a stuck request for the old one is not joined', () => {
    const createScript = adminFederationPlugin().createScript as (a: { url: string; remoteInfo?: { name: string } }) => {
      script?: HTMLScriptElement;
      timeout: number;
    };
    expect(createScript({ url: 'http://localhost/remotes/course/remoteEntry.js', remoteInfo: { name: 'course' } }).script).toBeUndefined();
    nextAttempt('course');
    nextAttempt('course');
    const res = createScript({ url: 'http://localhost/remotes/course/remoteEntry.js', remoteInfo: { name: 'course' } });
    expect(res.script?.src).toBe('http://localhost/remotes/course/remoteEntry.js?retry=2');
    expect(res.timeout).toBe(120000);
  });

  it('keep relative URLs relative and other query parameters', () => {
    expect(withAttempt('/remotes/a/remoteEntry.js?v=1', 3)).toBe('/remotes/a/remoteEntry.js?v=1&retry=3');
    expect(withAttempt('https://cdn.example.net/a/remoteEntry.js', 1)).toBe('https://cdn.example.net/a/remoteEntry.js?retry=1');
    expect(withAttempt('/x.js', 0)).toBe('/x.js');
  });
});

/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { classifyLoadError, probeChunkLoadError } from './classify-load-error';

/** The error webpack rejects with when a chunk's script fires onerror (a 404 looks the same). */
function scriptError(url: string): Error {
  const error = new Error(`Loading chunk 7 failed.\n(error: ${url})`) as Error & { type: string; request: string };
  error.name = 'ChunkLoadError';
  error.type = 'error';
  error.request = url;
  return error;
}

let server: http.Server;
let base = '';
const methods: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    methods.push(req.method ?? '');
    if (req.url === '/remotes/ads/gone.js') res.writeHead(404).end();
    else if (req.url === '/remotes/ads/broken.js') res.writeHead(500).end();
    else res.writeHead(200, { 'content-type': 'text/javascript' }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('probeChunkLoadError', () => {
  it('turns a script error whose file answers 404 into missing, with one HEAD request', async () => {
    methods.length = 0;
    const err = scriptError(`${base}/remotes/ads/gone.js`);
    expect(classifyLoadError(err)).toBe('error');
    await expect(probeChunkLoadError(err)).resolves.toBe(err);
    expect(classifyLoadError(err)).toBe('missing');
    expect(methods).toEqual(['HEAD']);
  });

  it('keeps error for a file that exists or fails otherwise', async () => {
    for (const name of ['broken.js', 'present.js']) {
      const err = scriptError(`${base}/remotes/ads/${name}`);
      await probeChunkLoadError(err);
      expect(classifyLoadError(err)).toBe('error');
    }
  });

  it('keeps error when the server cannot be reached, and never rejects', async () => {
    const err = scriptError('http://127.0.0.1:9/remotes/ads/x.js');
    await expect(probeChunkLoadError(err)).resolves.toBe(err);
    expect(classifyLoadError(err)).toBe('error');
  });

  it('leaves timeouts, other errors and non-errors alone without a request', async () => {
    methods.length = 0;
    const timeout = Object.assign(scriptError(`${base}/remotes/ads/gone.js`), { type: 'timeout' });
    await probeChunkLoadError(timeout);
    expect(classifyLoadError(timeout)).toBe('timeout');
    await expect(probeChunkLoadError(new Error('x'))).resolves.toBeInstanceOf(Error);
    await expect(probeChunkLoadError('text')).resolves.toBe('text');
    expect(methods).toEqual([]);
  });
});

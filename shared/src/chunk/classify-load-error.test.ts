import { getShortErrorMsg, runtimeDescMap, RUNTIME_001, RUNTIME_003, RUNTIME_008, RUNTIME_014, RUNTIME_015 } from '@module-federation/error-codes';
import { classifyLoadError, describeLoadError } from './classify-load-error';

/** The error webpack's JSONP chunk loading rejects with (webpack/lib/web/JsonpChunkLoadingRuntimeModule). */
function chunkLoadError(type: string): Error {
  const error = new Error(`Loading chunk 42 failed.\n(${type}: http://127.0.0.1/remotes/ads/42.js)`) as Error & { type: string };
  error.name = 'ChunkLoadError';
  error.type = type;
  return error;
}

/** The error the MF runtime throws (runtime-core utils/logger.error with a desc map). */
const mfError = (code: string, original?: string) =>
  new Error(
    `[ Federation Runtime ]: ${getShortErrorMsg(code, runtimeDescMap, { remoteName: 'ads', resourceUrl: 'http://127.0.0.1/remotes/ads/remoteEntry.js' }, original)}`,
  );

describe('webpack ChunkLoadError', () => {
  it.each(['missing', 'timeout', 'error'])('uses error.type %s', (type) => {
    expect(describeLoadError(chunkLoadError(type))).toMatchObject({ kind: type, code: 'ChunkLoadError' });
  });

  it('treats an unknown type as error', () => {
    expect(classifyLoadError(chunkLoadError('abort'))).toBe('error');
  });

  it('finds a ChunkLoadError wrapped as a cause', () => {
    expect(classifyLoadError(new Error('screen failed', { cause: chunkLoadError('timeout') }))).toBe('timeout');
  });
});

describe('module federation runtime errors', () => {
  it('RUNTIME-008 network failure of the remote entry → missing', () => {
    const original =
      'ScriptNetworkError: Failed to load script "http://127.0.0.1/remotes/ads/remoteEntry.js" - the script URL is unreachable or the server returned an error (network failure, 404, CORS, etc.)';
    expect(describeLoadError(mfError(RUNTIME_008, original))).toMatchObject({ kind: 'missing', code: 'RUNTIME-008' });
  });

  it('RUNTIME-008 script timed out → timeout', () => {
    const original = 'ScriptNetworkError: Script "http://127.0.0.1/remotes/ads/remoteEntry.js" timed out.';
    expect(classifyLoadError(mfError(RUNTIME_008, original))).toBe('timeout');
  });

  it('RUNTIME-008 script threw while running → error', () => {
    const original = 'ScriptExecutionError: Script "http://127.0.0.1/remotes/ads/remoteEntry.js" loaded but threw a runtime error during execution: boom';
    expect(classifyLoadError(mfError(RUNTIME_008, original))).toBe('error');
  });

  it('RUNTIME-003 manifest fetch aborted by its time limit → timeout, unparsable (404 page) → missing', () => {
    expect(classifyLoadError(mfError(RUNTIME_003, 'TimeoutError: signal timed out'))).toBe('timeout');
    expect(classifyLoadError(mfError(RUNTIME_003, `SyntaxError: Unexpected token '<', "<!DOCTYPE "... is not valid JSON`))).toBe('missing');
  });

  it('RUNTIME-001 (no container) and RUNTIME-014 (not exposed) → missing', () => {
    expect(classifyLoadError(mfError(RUNTIME_001))).toBe('missing');
    expect(classifyLoadError(mfError(RUNTIME_014))).toBe('missing');
  });

  it('other runtime codes → error', () => {
    expect(describeLoadError(mfError(RUNTIME_015, 'TypeError: x is not a function'))).toMatchObject({
      kind: 'error',
      code: 'RUNTIME-015',
    });
  });

  it('does not read "timeout" from the URLs in args', () => {
    const error = new Error(`[ Federation Runtime ]: ${getShortErrorMsg(RUNTIME_014, runtimeDescMap, { remoteName: 'timeout-lab', expose: './timeout' })}`);
    expect(classifyLoadError(error)).toBe('missing');
  });
});

describe('other failures', () => {
  it('AbortError / TimeoutError / a timeout message → timeout', () => {
    expect(classifyLoadError(new DOMException('The operation was aborted.', 'AbortError'))).toBe('timeout');
    expect(classifyLoadError(new DOMException('signal timed out', 'TimeoutError'))).toBe('timeout');
    expect(classifyLoadError(new Error('manifest request timed out after 120000 ms'))).toBe('timeout');
  });

  it('a 404 → missing', () => {
    expect(classifyLoadError(Object.assign(new Error('Not Found'), { status: 404 }))).toBe('missing');
    expect(classifyLoadError(new Error('GET /remotes/ads/mf-manifest.json → HTTP 404'))).toBe('missing');
  });

  it('anything else → error', () => {
    expect(describeLoadError(new TypeError('Cannot read properties of undefined'))).toEqual({
      kind: 'error',
      message: 'Cannot read properties of undefined',
    });
    expect(classifyLoadError('a string')).toBe('error');
    expect(classifyLoadError(undefined)).toBe('error');
  });
});

import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { attemptOf, withAttempt } from './load-attempts';
import { recordFailure } from './load-failures';
import { LOAD_TIMEOUT_MS } from './load-timeout';
import { allowedUrl } from './origin-policy';

// Registered through `runtimePlugins` in host/webpack.config.js, so it is part of the host's
// runtime chunk. It must not import a shared package at top level (the share scope does not
// exist yet when it runs): only the small local modules above.

/** An HTTP answer other than 2xx: 404/410 mean the remote is not deployed there. */
export class ManifestHttpError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`HTTP ${status} for ${url}`);
    this.name = 'ManifestHttpError';
  }
}

export const isMissingStatus = (status: number): boolean => status === 404 || status === 410;

/**
 * Fetches a remote's manifest within the load timeout. The MF runtime's own fetch has no
 * timeout and accepts any status (a JSON 404 body then fails as "not a manifest" and stays
 * cached); here a non-2xx answer is an error, so a retry really fetches again.
 */
export async function fetchManifest(url: string, init: RequestInit, failureKey: string = url, timeoutMs: number = LOAD_TIMEOUT_MS): Promise<Response> {
  if (!allowedUrl(url, window.location.href)) {
    recordFailure(failureKey, 'error', `refused: ${url} is not an allowed origin`);
    throw new Error(`refused: ${url} is not an allowed origin`);
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const res = await fetch(url, { ...init, cache: 'no-cache', signal: controller.signal });
    if (!res.ok) {
      const err = new ManifestHttpError(url, res.status);
      recordFailure(failureKey, isMissingStatus(res.status) ? 'missing' : 'error', err.message);
      throw err;
    }
    return res;
  } catch (e) {
    if (controller.signal.aborted) {
      const message = `manifest ${url} timed out after ${timeoutMs} ms`;
      recordFailure(failureKey, 'timeout', message);
      throw new Error(message);
    }
    if (!(e instanceof ManifestHttpError)) recordFailure(failureKey, 'error', `manifest ${url}: ${String(e)}`);
    throw e;
  } finally {
    clearTimeout(timer);
  }
}

export default function adminFederationPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'admin-console-load-policy',
    // Remote entry scripts: the MF default is 20 s, the console's chunk timeout is 120 s.
    createScript({ url, remoteInfo }): { script?: HTMLScriptElement; timeout: number } {
      if (!allowedUrl(url, window.location.href)) {
        // A manifest may name a remoteEntry elsewhere; the origin policy applies to it too.
        // Throwing here rejects the script load before any element is created.
        recordFailure(remoteInfo?.name ?? url, 'error', `refused: ${url} is not an allowed origin`);
        throw new Error(`refused: ${url} is not an allowed origin`);
      }
      const attempt = attemptOf(remoteInfo?.name);
      if (attempt === 0) return { timeout: LOAD_TIMEOUT_MS };
      const script = document.createElement('script');
      script.src = withAttempt(url, attempt);
      return { script, timeout: LOAD_TIMEOUT_MS };
    },
    fetch(url, init, remoteInfo) {
      return fetchManifest(url, init ?? {}, remoteInfo?.name ?? url);
    },
  };
}

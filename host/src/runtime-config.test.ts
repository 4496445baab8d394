import { getRuntimeConfig } from '@admin/shared/api';
import { loadRuntimeConfig, RUNTIME_CONFIG_URL } from './runtime-config';
import { startRuntimeConfigRequest } from './runtime-config-request';

const answer = (body: unknown) => jest.fn(async () => ({ ok: true, json: async () => body }));

describe('runtime-config.json', () => {
  it('uses the request the entry sent early instead of asking again', async () => {
    const early = answer({ ssoLoginUrl: '/sso/early' });
    startRuntimeConfigRequest(early as unknown as typeof fetch);
    const late = answer({ ssoLoginUrl: '/sso/late' });
    await loadRuntimeConfig(late as unknown as typeof fetch);
    expect(early).toHaveBeenCalledWith(RUNTIME_CONFIG_URL, expect.objectContaining({ cache: 'no-store' }));
    expect(late).not.toHaveBeenCalled();
    expect(getRuntimeConfig().ssoLoginUrl).toBe('/sso/early');
  });

  it('asks itself when nothing was sent early, or the early answer was already used', async () => {
    const own = answer({ ssoLoginUrl: '/sso/own', remoteOrigins: ['https://cdn.example.com'] });
    await loadRuntimeConfig(own as unknown as typeof fetch);
    expect(own).toHaveBeenCalledTimes(1);
    expect(getRuntimeConfig()).toMatchObject({ ssoLoginUrl: '/sso/own', remoteOrigins: ['https://cdn.example.com'] });
  });

  it('falls back to the defaults when the early request failed', async () => {
    startRuntimeConfigRequest((async () => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch);
    await loadRuntimeConfig(answer({ ssoLoginUrl: '/sso/unused' }) as unknown as typeof fetch);
    expect(getRuntimeConfig().ssoLoginUrl).toBe('/sso/login');
  });
});

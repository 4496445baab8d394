import { getRuntimeConfig, setRuntimeConfig } from '@admin/shared/api';
import { heldRuntimeConfig, loadRuntimeConfig, RUNTIME_CONFIG_URL, ssoLoginHref } from './runtime-config';
import { startRuntimeConfigRequest } from './runtime-config-request';
import { ssoState } from '@admin/shared/api/sso-url';

const answer = (body: unknown) => jest.fn(async () => ({ ok: true, json: async () => body }));

describe('runtime-config.json', () => {
  it('uses the request the entry sent early instead of asking again', async () => {
    const early = answer({ ssoLoginUrl: '/sso/early' });
    startRuntimeConfigRequest(early as unknown as typeof fetch);
    const late = answer({ ssoLoginUrl: '/sso/late' });
    await loadRuntimeConfig(late as unknown as typeof fetch);
    expect(early).toHaveBeenCalledWith(RUNTIME_CONFIG_URL);
    expect(late).not.toHaveBeenCalled();
    expect(ssoLoginHref('/admin/x')).toBe(`/sso/early?back=%2Fadmin%2Fx&state=${ssoState()}`);
  });

  it('asks itself when nothing was sent early, or the early answer was already used', async () => {
    const own = answer({ ssoLoginUrl: '/sso/own', remoteOrigins: ['https://cdn.example.com'] });
    await loadRuntimeConfig(own as unknown as typeof fetch);
    expect(own).toHaveBeenCalledTimes(1);
    expect(heldRuntimeConfig()).toEqual({ ssoLoginUrl: '/sso/own', remoteOrigins: ['https://cdn.example.com'] });
  });

  it('falls back to the defaults when the early request failed', async () => {
    startRuntimeConfigRequest((async () => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch);
    await loadRuntimeConfig(answer({ ssoLoginUrl: '/sso/unused' }) as unknown as typeof fetch);
    expect(ssoLoginHref('/admin/')).toBe(`/sso/login?back=%2Fadmin%2F&state=${ssoState()}`);
  });

  it('gives the API client the same SSO address the sign-in page links to', async () => {
    await loadRuntimeConfig(answer({ ssoLoginUrl: '/sso/same' }) as unknown as typeof fetch);
    setRuntimeConfig(heldRuntimeConfig());
    expect(getRuntimeConfig().ssoLoginUrl).toBe('/sso/same');
    await loadRuntimeConfig(answer({}) as unknown as typeof fetch);
    setRuntimeConfig(heldRuntimeConfig());
    expect(getRuntimeConfig().ssoLoginUrl).toBe('/sso/login');
    expect(ssoLoginHref('/a')).toBe(`/sso/login?back=%2Fa&state=${ssoState()}`);
  });
});

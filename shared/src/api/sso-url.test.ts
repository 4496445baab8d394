import { clearSsoState, heldSsoState, SSO_STATE_RE, ssoState, ssoUrl } from './sso-url';

afterEach(() => clearSsoState());

describe('the SSO state', () => {
  it('is made once per browser and carried by every SSO link until a callback ends it', () => {
    expect(heldSsoState()).toBeNull();
    const state = ssoState();
    expect(state).toMatch(SSO_STATE_RE);
    expect(document.cookie).toContain(`ssoState=${state}`);
    expect(ssoUrl('/sso/login', '/admin/ad/index')).toBe(`/sso/login?back=%2Fadmin%2Fad%2Findex&state=${state}`);
    expect(ssoUrl('https://sso.example.com/login', '/admin/')).toBe(`https://sso.example.com/login?back=%2Fadmin%2F&state=${state}`);
    clearSsoState();
    expect(heldSsoState()).toBeNull();
    expect(ssoState()).not.toBe(state);
  });

  it('ignores a cookie value that is not a state', () => {
    document.cookie = 'ssoState=%3Cx%3E; Path=/';
    expect(heldSsoState()).toBeNull();
    expect(ssoState()).toMatch(SSO_STATE_RE);
  });
});

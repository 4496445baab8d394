import { allowedUrl, allowedOrigins, setAllowedOrigins } from './origin-policy';

const PAGE = 'https://console.example.com/admin/dashboard';

describe('allowedUrl', () => {
  it('accepts same-origin entries, relative or absolute', () => {
    expect(allowedUrl('/remotes/ads/mf-manifest.json', PAGE, [])?.href).toBe('https://console.example.com/remotes/ads/mf-manifest.json');
    expect(allowedUrl('https://console.example.com/remotes/ads/remoteEntry.js', PAGE, [])).not.toBeNull();
  });

  it('refuses other origins unless listed', () => {
    expect(allowedUrl('https://cdn.example.net/ads/mf-manifest.json', PAGE, [])).toBeNull();
    expect(allowedUrl('https://cdn.example.net/ads/mf-manifest.json', PAGE, ['https://cdn.example.net'])).not.toBeNull();
    // Same host, other port or scheme, is another origin.
    expect(allowedUrl('http://console.example.com/remotes/ads/mf-manifest.json', PAGE, [])).toBeNull();
    expect(allowedUrl('https://console.example.com:8443/x.json', PAGE, [])).toBeNull();
    expect(allowedUrl('//evil.example.org/x.json', PAGE, [])).toBeNull();
  });

  it('refuses non-http schemes and credentials in the URL', () => {
    expect(allowedUrl('javascript:alert(1)', PAGE, [])).toBeNull();
    expect(allowedUrl('data:text/javascript,alert(1)', PAGE, ['data:'])).toBeNull();
    expect(allowedUrl('https://user:pw@console.example.com/x.json', PAGE, [])).toBeNull();
  });
});

describe('setAllowedOrigins', () => {
  afterEach(() => setAllowedOrigins([]));

  it('keeps the origins of well-formed http(s) URLs only', () => {
    setAllowedOrigins(['https://cdn.example.net/some/path', 'not a url', 'ftp://files.example.net', 'http://127.0.0.1:9000']);
    expect(allowedOrigins()).toEqual(['https://cdn.example.net', 'http://127.0.0.1:9000']);
    expect(allowedUrl('https://cdn.example.net/ads/mf-manifest.json', PAGE)).not.toBeNull();
  });
});

import { readConfig } from '../config';
import { trustProxyOf } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('takes addresses, CIDR ranges and proxy-addr names, comma-separated', () => {
    expect(trustProxyOf('10.0.0.5')).toEqual(['10.0.0.5']);
    expect(trustProxyOf(' 10.0.0.0/8, fd00::/8 ,::1,loopback ')).toEqual(['10.0.0.0/8', 'fd00::/8', '::1', 'loopback']);
    expect(readConfig({ TRUST_PROXY: '192.168.1.10,192.168.2.0/24' }).trustProxy).toEqual(['192.168.1.10', '192.168.2.0/24']);
  });

  it('is off when unset or empty', () => {
    expect(trustProxyOf(undefined)).toBeUndefined();
    expect(trustProxyOf('  ')).toBeUndefined();
    expect(readConfig({}).trustProxy).toBeUndefined();
  });

  it.each(['true', '*', '1', 'nginx.internal', '10.0.0.0/33', 'fd00::/129', '10.0.0.1/8/8', '10.0.0.0/', '300.1.1.1'])(
    'refuses %s, saying what it takes',
    (v) => {
      expect(() => trustProxyOf(v)).toThrow(/^TRUST_PROXY: ".+" is not an address, a CIDR range/);
    },
  );
});

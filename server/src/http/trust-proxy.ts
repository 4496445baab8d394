import { isIP } from 'node:net';

/** proxy-addr's names of address ranges, which Fastify's trustProxy takes too. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

function isEntry(e: string): boolean {
  if (NAMED_RANGES.includes(e)) return true;
  const [address, bits, ...rest] = e.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: the proxies whose `X-Forwarded-For` names the client, as Fastify's trustProxy
 * takes them: comma-separated addresses, CIDR ranges (`10.0.0.0/8`, `fd00::/8`) or `loopback`,
 * `linklocal`, `uniquelocal`. Unset, the socket's peer is the client. Trusting every peer (`true`,
 * `*`) or a hop count is refused: any client could then name its own address, and the sign-in
 * throttle, kept per address, would start afresh for it on every try.
 */
export function trustProxyOf(v: string | undefined): string[] | undefined {
  if (v === undefined || v.trim() === '') return undefined;
  const entries = v
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.find((e) => !isEntry(e));
  if (bad !== undefined) {
    throw new Error(
      `TRUST_PROXY: "${bad}" is not an address, a CIDR range (10.0.0.0/8) or one of ${NAMED_RANGES.join(', ')}; name the proxies themselves (trusting every peer or a hop count would let any client pick its own address)`,
    );
  }
  return entries;
}

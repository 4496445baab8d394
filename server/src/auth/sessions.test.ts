/** Sessions end after 12 hours, and sooner when unused for the idle timeout (SESSION_IDLE_MINUTES). */
import { readConfig } from '../config';
import { useTestServer } from '../test/use-test-server';
import { TOKEN_TTL_MS } from './sessions';

const s = useTestServer([], { sessionIdleMinutes: 1 });

const later = (ms: number) => void (s.clock.now = new Date(s.clock.now.getTime() + ms));
const launch = async (token: string) => (await s.call('GET', '/base/ads/launch/', { token })).body.code;

it('keeps a session that is used, however long, within its lifetime', async () => {
  const token = await s.login('ads');
  // 10 minutes of calls 50 s apart: never a minute unused.
  for (let i = 0; i < 12; i++) {
    later(50_000);
    expect(await launch(token)).toBe(20000);
  }
});

it('ends a session unused for longer than the idle timeout (50022), for every call', async () => {
  const token = await s.login('ads');
  later(59_000);
  expect(await launch(token)).toBe(20000);
  later(61_000);
  const r = await s.call('GET', '/base/ads/launch/', { token });
  expect([r.status, r.body.code]).toEqual([401, 50022]);
  expect((await s.call('GET', `/account/auth/user/info?token=${token}`)).body.code).toBe(50022);
  // Signing in again works at once.
  expect(await launch(await s.login('ads'))).toBe(20000);
});

it('still ends a used session after its 12 hours', async () => {
  const token = await s.login('ads');
  for (let left = TOKEN_TTL_MS; left > 0; left -= 50_000 * 60) {
    // A call every 50 s is too many to make here: move the last use by hand, as such calls would.
    later(50_000 * 60);
    await s.db.updateTable('session').set({ last_seen_at: s.clock.now.toISOString() }).where('revoked_at', 'is', null).execute();
  }
  expect(await launch(token)).toBe(50022);
});

it('reads SESSION_IDLE_MINUTES: 120 by default, 1 to 720, anything else stops the start', () => {
  expect(readConfig({}).sessionIdleMinutes).toBeUndefined();
  expect(readConfig({ SESSION_IDLE_MINUTES: '30' }).sessionIdleMinutes).toBe(30);
  for (const v of ['0', '721', '1.5', 'x', '-1']) expect(() => readConfig({ SESSION_IDLE_MINUTES: v })).toThrow('SESSION_IDLE_MINUTES');
});

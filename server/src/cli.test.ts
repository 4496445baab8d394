import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCli } from './test/process';
import { serverEnv } from './test/databases';
import { startTestServer } from './test/harness';
import { ssoSignIn } from './test/sso';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'admin-cli-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('creates an account with chosen permissions on a database without demo data, and ends its SSO sessions', async () => {
  const env = await serverEnv(dir);
  const pwFile = path.join(dir, 'pw.txt');
  writeFileSync(pwFile, 'a-long-password\n');
  const created = runCli(
    [
      'create-user',
      '--username',
      'ops',
      '--password-file',
      pwFile,
      '--name',
      '运营小王',
      '--permissions',
      'base_services.view_launch_advertisement,base_services.change_launch_advertisement',
    ],
    env,
  );
  expect(created.stderr).toBe('');
  expect(created.stdout).toContain('created user ops');
  expect(created.stdout).not.toContain('a-long-password');

  const typo = runCli(['create-user', '--username', 'x', '--permissions', 'nav.view_flor'], { ...env, ADMIN_PASSWORD: 'another-password' });
  expect(typo.status).toBe(1);
  expect(typo.stderr).toContain('unknown permissions: nav.view_flor');
  expect(runCli(['create-user', '--username', 'y', '--password', 'visible', '--permissions', 'all'], env).stderr).toContain('--password is refused');
  expect(runCli(['list-users'], env).stdout).toMatch(/1\tops\t运营小王\tactive\t2 permissions/);

  const s = await startTestServer({ dataDir: dir, demo: false });
  try {
    expect(s.app.info.demo).toBeNull();
    await expect(s.login('admin')).rejects.toThrow('40000');
    const token = await s.login('ops', 'a-long-password');
    expect((await s.call('GET', '/base/ads/launch', { token })).body.code).toBe(20000);
    expect((await s.call('GET', '/base/ads/popup', { token })).body.code).toBe(40300);

    const ssoToken = await ssoSignIn(s, 'ops', '/admin/', 'a-long-password');
    const ended = runCli(['end-sso', 'ops'], env);
    expect(ended.stdout).toContain('ended 1 single-sign-on session(s) of ops');
    expect((await s.call('GET', '/base/ads/launch', { token: ssoToken })).body.code).toBe(61000);
  } finally {
    await s.app.close();
  }
}, 120_000);

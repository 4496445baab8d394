import { DEMO_PASSWORD } from '@admin/shared/contract';
import { readConfig } from './config';
import { serve } from './serve';

/** `npm start`: the API, the SSO stub and the built console on one port. */
async function main(): Promise<void> {
  const cfg = readConfig();
  const { app, url } = await serve(cfg);
  const lines = [
    '',
    `  Admin console:  ${url}/admin/`,
    `  API:            ${url}/admin_api/v1   (OpenAPI: ${url}/admin_api/docs${cfg.apiDocs === 'public' ? '' : ', signed in'})`,
    `  SSO stub:       ${url}/sso/login`,
    `  Database:       ${app.info.dbLocation}${app.info.created ? ' (new)' : ''}`,
  ];
  if (app.info.demo) {
    lines.push('', `  Demo mode: accounts ${app.info.demo.users.join(', ')}, password ${DEMO_PASSWORD}`);
  } else if (app.info.created) {
    lines.push(
      '',
      '  No accounts yet: create one with',
      '    pnpm --filter @admin/server exec tsx src/cli.ts create-user --username NAME --password-stdin --permissions all',
    );
  }
  console.log(`${lines.join('\n')}\n`);

  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    // Readiness fails at once, so a load balancer stops sending new work; after DRAIN_SECONDS the
    // listener closes, in-flight requests finish, then the database closes (onClose). A stuck
    // close gives up after 10 s more.
    app.info.lifecycle.draining = true;
    app.log.info(`${signal}: draining`);
    setTimeout(() => {
      const timer = setTimeout(() => process.exit(1), 10_000);
      timer.unref();
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    }, cfg.drainSeconds * 1000);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err) => {
  console.error(`[server] failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});

import { ALL_PERMISSIONS, DEMO_ROLES, PASSWORD_MIN_LENGTH, VIEW_PERMISSIONS } from '@admin/shared/contract';
import { adKind } from '@admin/shared/contract/resources';
import { readFileSync } from 'node:fs';
import { openDatabase } from './app';
import { endSsoSessions } from './auth/sessions';
import { createUser, listUsers, unknownPermissions } from './auth/users';
import { readConfig } from './config';
import { seedBenchAds } from './seed/bench';
import { seedBenchQuestions } from './resources/exercise/question-bank.bench-seed';
import { seedReference } from './resources/reference/reference.seed';

const USAGE = `usage (DATA_DIR selects the database, default ./data):
  tsx src/cli.ts create-user --username NAME (--password-file FILE | --password-stdin) [--name DISPLAY] --permissions LIST
      LIST: comma-separated codenames, or all | view | demo:<admin|ads|abroad|viewer|nobody>
      (or set ADMIN_PASSWORD instead of --password-*; a password is never taken on the command line)
  tsx src/cli.ts end-sso USERNAME        end the user's single-sign-on sessions (next call: 61000)
  tsx src/cli.ts list-users
  tsx src/cli.ts seed-bench --rows N [--kind launch]   add N ads of one kind (benchmark data); --kind question: N questions`;

function args(argv: string[]) {
  const out: Record<string, string | true> = {};
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) rest.push(a);
    else if (['--password-stdin'].includes(a)) out[a.slice(2)] = true;
    else if (a === '--password')
      throw new Error('--password is refused: it would end up in shell history and process lists; use --password-file, --password-stdin or ADMIN_PASSWORD');
    else {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      out[a.slice(2)] = v;
    }
  }
  return { opts: out, rest };
}

function permissionList(spec: string): string[] {
  if (spec === 'all') return [...ALL_PERMISSIONS];
  if (spec === 'view') return [...VIEW_PERMISSIONS];
  if (spec.startsWith('demo:')) {
    const role = spec.slice(5) as keyof typeof DEMO_ROLES;
    if (!(role in DEMO_ROLES)) throw new Error(`unknown demo role ${role}`);
    return [...DEMO_ROLES[role]];
  }
  const list = spec
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = unknownPermissions(list);
  if (unknown.length) throw new Error(`unknown permissions: ${unknown.join(', ')}`);
  return list;
}

function readPassword(opts: Record<string, string | true>): string {
  let pw: string | undefined;
  if (typeof opts['password-file'] === 'string') pw = readFileSync(opts['password-file'], 'utf8');
  else if (opts['password-stdin']) pw = readFileSync(0, 'utf8');
  else pw = process.env.ADMIN_PASSWORD;
  pw = pw?.replace(/\r?\n$/, '');
  if (!pw) throw new Error('no password: use --password-file FILE, --password-stdin or ADMIN_PASSWORD');
  if (pw.length < PASSWORD_MIN_LENGTH) throw new Error(`password must have at least ${PASSWORD_MIN_LENGTH} characters`);
  return pw;
}

async function main(argv: string[]): Promise<number> {
  const [cmd, ...tail] = argv;
  const { opts, rest } = args(tail);
  if (!cmd || cmd === 'help' || cmd === '--help') {
    console.log(USAGE);
    return cmd ? 0 : 2;
  }
  const cfg = readConfig();
  const { handle } = await openDatabase({ dataDir: cfg.dataDir, databaseUrl: cfg.databaseUrl });
  const now = new Date();
  try {
    await seedReference(handle.db, now);
    switch (cmd) {
      case 'create-user': {
        const username = opts.username;
        if (typeof username !== 'string') throw new Error('--username is required');
        if (typeof opts.permissions !== 'string') throw new Error('--permissions is required (e.g. all, view, or a comma-separated list)');
        const permissions = permissionList(opts.permissions);
        const password = readPassword(opts);
        const id = await createUser(handle.db, { username, password, name: typeof opts.name === 'string' ? opts.name : undefined, permissions }, now);
        console.log(`created user ${username} (id ${id}) with ${permissions.length} permissions`);
        return 0;
      }
      case 'end-sso': {
        const username = rest[0];
        if (!username) throw new Error('end-sso needs a USERNAME');
        const n = await endSsoSessions(handle.db, username, now);
        console.log(`ended ${n} single-sign-on session(s) of ${username}`);
        return 0;
      }
      case 'list-users': {
        for (const u of await listUsers(handle.db)) {
          console.log(`${u.id}\t${u.username}\t${u.name}\t${u.is_active ? 'active' : 'disabled'}\t${u.permissions.length} permissions`);
        }
        return 0;
      }
      case 'seed-bench': {
        const rows = Number(opts.rows);
        const kind = typeof opts.kind === 'string' ? opts.kind : 'launch';
        if (!Number.isInteger(rows) || rows < 1) throw new Error('--rows must be a positive integer');
        if (kind === 'question') {
          await seedBenchQuestions(handle.db, rows, now);
          console.log(`added ${rows} questions`);
          return 0;
        }
        if (!adKind(kind)) throw new Error(`unknown ad kind ${kind}`);
        await seedBenchAds(handle.db, kind, rows, now);
        console.log(`added ${rows} ${kind} ads`);
        return 0;
      }
      default:
        console.error(`unknown command ${cmd}\n${USAGE}`);
        return 2;
    }
  } finally {
    await handle.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(`error: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);

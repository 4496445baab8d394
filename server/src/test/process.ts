import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const SERVER_DIR = path.resolve(__dirname, '../..');
/**
 * Node itself with tsx as a loader, not the `tsx` command: that one runs the program in a child
 * process, so a SIGKILL would hit only the wrapper and leave the server running.
 */
const NODE_ARGS = ['--import', 'tsx'];

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `tsx src/main.ts` as a child process, resolved once it prints its URL. */
export async function startServerProcess(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [...NODE_ARGS, 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s:\n${out}`)), 60_000);
    const onData = (b: Buffer) => {
      out += b.toString();
      if (out.includes('Admin console:')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before starting:\n${out}`));
    });
  });
  return { child, base: `http://127.0.0.1:${port}`, output: () => out, exited };
}

/** `tsx src/cli.ts …`, synchronously. */
export function runCli(args: string[], env: Record<string, string>, input?: string) {
  const r = spawnSync(process.execPath, [...NODE_ARGS, 'src/cli.ts', ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env },
    input,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

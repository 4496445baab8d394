// Every long-lived child a test starts is spawned in its own process group and registered here,
// so run.mjs can stop what a crashed or timed-out test file left behind (by pid, nothing broader).
import type { ChildProcess, SpawnOptions } from 'node:child_process';
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RUN_DIR } from './paths';

const PID_DIR = path.join(RUN_DIR, 'pids');

export interface Child {
  proc: ChildProcess;
  /** stdout + stderr so far, for error messages. */
  output(): string;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

export function spawnTracked(cmd: string, args: string[], opts: SpawnOptions & { label: string }): Child {
  const proc = spawn(cmd, args, { ...opts, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const keep = (b: Buffer) => {
    out += b.toString();
    if (out.length > 200_000) out = out.slice(-100_000);
  };
  proc.stdout?.on('data', keep);
  proc.stderr?.on('data', keep);
  if (process.env.E2E_VERBOSE) {
    proc.stdout?.on('data', (b: Buffer) => process.stderr.write(`[${opts.label}] ${b}`));
    proc.stderr?.on('data', (b: Buffer) => process.stderr.write(`[${opts.label}] ${b}`));
  }
  const pid = proc.pid;
  if (pid) {
    mkdirSync(PID_DIR, { recursive: true });
    writeFileSync(path.join(PID_DIR, String(pid)), opts.label);
  }
  const exited = new Promise<number | null>((resolve) => {
    proc.on('exit', (code) => {
      if (pid) rmSync(path.join(PID_DIR, String(pid)), { force: true });
      resolve(code);
    });
    proc.on('error', () => resolve(-1));
  });
  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      if (proc.exitCode !== null || proc.signalCode !== null || !pid) return;
      killGroup(pid, 'SIGTERM');
      const done = await Promise.race([exited.then(() => true), sleep(5000).then(() => false)]);
      if (!done) {
        killGroup(pid, 'SIGKILL');
        await Promise.race([exited, sleep(2000)]);
      }
    })());
  liveChildren.add(stop);
  void exited.then(() => liveChildren.delete(stop));
  return { proc, output: () => out, exited, stop };
}

function killGroup(pid: number, sig: NodeJS.Signals) {
  try {
    process.kill(-pid, sig);
  } catch {
    try {
      process.kill(pid, sig);
    } catch {
      /* already gone */
    }
  }
}

const liveChildren = new Set<() => Promise<void>>();
/** Stops every child of this process still running (test files call it in `after`). */
export async function stopAllChildren() {
  await Promise.all([...liveChildren].map((s) => s()));
}

/** A pause that never keeps the process alive on its own (it is only ever raced against work). */
export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms).unref());

// A test process that exits abruptly still takes its children down.
process.on('exit', () => {
  for (const f of liveChildren) void f();
});

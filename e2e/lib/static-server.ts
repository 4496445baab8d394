// A stand-in for a remote team's own static host: serves one remote's build folder on its own
// origin, can be stopped and started again on the same port (a remote whose server is down), and
// can be told to hang or 404 the chunks it has not served yet (a chunk that hangs / is missing).
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import { freePort } from './net';

export type Fault = 'hang' | 'not-found';

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

export interface StaticServer {
  origin: string;
  port: number;
  /** Paths requested so far (pathname, without the query). */
  requested: string[];
  start(): Promise<void>;
  stop(): Promise<void>;
  /** From now on, JS files not served since the last reset (the lazy screen chunks) get `fault`. */
  armFault(fault: Fault): void;
  /** Forgets which files were served (call when a fresh browser context starts). */
  resetServed(): void;
  clearFault(): void;
  setRoot(dir: string): void;
}

export async function staticServer(root: string, opts: { port?: number } = {}): Promise<StaticServer> {
  const port = opts.port ?? (await freePort());
  let dir = root;
  let fault: Fault | null = null;
  const servedBeforeFault = new Set<string>();
  const requested: string[] = [];
  const sockets = new Set<Socket>();
  const hung = new Set<http.ServerResponse>();
  let server: http.Server | null = null;

  const handler: http.RequestListener = (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    requested.push(pathname);
    const cors = { 'access-control-allow-origin': '*', 'cache-control': 'no-store' };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...cors, 'access-control-allow-headers': '*' });
      return res.end();
    }
    if (fault && pathname.endsWith('.js') && !servedBeforeFault.has(pathname)) {
      if (fault === 'hang') {
        // Never answer. Cut when the fault is cleared, so a browser that queues a retry of the
        // same URL behind this request (HTTP cache lock) is not held up by it.
        hung.add(res);
        res.on('close', () => hung.delete(res));
        return;
      }
      res.writeHead(404, { ...cors, 'content-type': 'text/plain' });
      return res.end('not found');
    }
    const file = path.join(dir, path.normalize(pathname).replace(/^([/\\])+/, ''));
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { ...cors, 'content-type': 'text/plain' });
      return res.end('not found');
    }
    if (!fault) servedBeforeFault.add(pathname);
    res.writeHead(200, { ...cors, 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  };

  const api: StaticServer = {
    origin: `http://127.0.0.1:${port}`,
    port,
    requested,
    async start() {
      if (server) return;
      const s = http.createServer(handler);
      s.on('connection', (sock) => {
        sockets.add(sock);
        sock.on('close', () => sockets.delete(sock));
      });
      await new Promise<void>((resolve, reject) => {
        s.once('error', reject);
        s.listen(port, '127.0.0.1', () => resolve());
      });
      server = s;
    },
    async stop() {
      const s = server;
      server = null;
      if (!s) return;
      for (const sock of sockets) sock.destroy();
      await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    armFault(f) {
      fault = f;
    },
    clearFault() {
      fault = null;
      for (const res of hung) res.destroy();
      hung.clear();
    },
    resetServed() {
      servedBeforeFault.clear();
    },
    setRoot(d) {
      dir = d;
    },
  };
  return api;
}

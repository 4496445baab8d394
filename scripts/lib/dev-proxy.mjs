// Local proxy for developing one remote against a deployed console (DESIGN 3.5).
//
// The browser talks only to this proxy, so cookies and API calls stay same-origin:
//   GET /admin/remotes.json   the deployed list, with <remote> pointing at the local dev server
//   /__dev/<remote>/*         the webpack dev server of that remote (plus its HMR websocket)
//   everything else           the deployed console (/admin, /remotes/*, /admin_api/*, /sso/*)
// The deployed console itself is never changed and needs no override switch.
import http from 'node:http';
import net from 'node:net';

export const devPrefix = (name) => `/__dev/${name}/`;

/**
 * The deployed console's page policy, widened only as far as a development build needs, and only
 * on this local proxy: its modules run through eval (eval source maps) and its hot-reload
 * client connects to the proxy or straight to the dev server (`connectTo`). The deployed console
 * keeps its strict policy.
 */
export function devCsp(policy, connectTo) {
  return policy
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)
    .map((d) => {
      const [name] = d.split(/\s+/);
      if (name === 'script-src') return `${d} 'unsafe-eval'`;
      if (name === 'connect-src') return [d, ...connectTo].join(' ');
      return d;
    })
    .join('; ');
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

/**
 * @param {{ target: string, devOrigin: string, remote: string, entryFile?: string,
 *           port?: number, host?: string, log?: (msg: string) => void }} opts
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void> }>}
 */
export async function startDevProxy(opts) {
  const target = new URL(opts.target);
  const dev = new URL(opts.devOrigin);
  const prefix = devPrefix(opts.remote);
  const entryFile = opts.entryFile ?? 'mf-manifest.json';
  const log = opts.log ?? (() => {});

  const server = http.createServer(async (req, res) => {
    const url = req.url ?? '/';
    try {
      if (req.method === 'GET' && url.split('?')[0] === '/admin/remotes.json') {
        await serveRemotes(req, res);
      } else if (url.startsWith(prefix)) {
        // The dev build uses publicPath 'auto': its files live at the dev server's root.
        forward(req, res, dev, false, url.slice(prefix.length - 1));
      } else if (url.startsWith('/ws') || url.startsWith('/__webpack')) {
        forward(req, res, dev, false);
      } else {
        forward(req, res, target, true);
      }
    } catch (e) {
      log(`proxy error on ${url}: ${e.message}`);
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`dev proxy: ${e.message}`);
    }
  });

  async function serveRemotes(req, res) {
    const upstream = await fetch(new URL('/admin/remotes.json', target), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    if (!upstream.ok) throw new Error(`deployed /admin/remotes.json answered HTTP ${upstream.status}`);
    const list = await upstream.json();
    if (!Array.isArray(list)) throw new Error('deployed /admin/remotes.json is not a list');
    const entry = `${prefix}${entryFile}`;
    let found = false;
    const out = list.map((r) => {
      if (r?.name !== opts.remote) return r;
      found = true;
      // The deployed build's route table would hide the local code's routes: without one, the
      // console loads the dev server's ./routes module (menus as data).
      const local = { ...r, entry };
      delete local.routes;
      return local;
    });
    if (!found) out.push({ name: opts.remote, entry });
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(JSON.stringify(out));
  }

  function forward(req, res, to, isDeployed, upstreamPath = req.url) {
    const headers = { ...req.headers };
    for (const h of HOP_BY_HOP) delete headers[h];
    headers.host = to.host;
    if (isDeployed && headers.origin) headers.origin = to.origin;
    if (isDeployed && headers.referer) headers.referer = rebase(headers.referer, to);
    const up = http.request({ protocol: to.protocol, hostname: to.hostname, port: to.port, method: req.method, path: upstreamPath, headers }, (upRes) => {
      const h = { ...upRes.headers };
      for (const k of HOP_BY_HOP) delete h[k];
      if (isDeployed) {
        if (typeof h.location === 'string') h.location = relocate(h.location, to);
        // Cookies must stick to the proxy's origin: drop Domain and Secure set for the deployed host.
        if (h['set-cookie']) {
          h['set-cookie'] = h['set-cookie'].map((c) => c.replace(/;\s*Domain=[^;]*/gi, '').replace(/;\s*Secure/gi, ''));
        }
        if (typeof h['content-security-policy'] === 'string' && req.headers.host) {
          h['content-security-policy'] = devCsp(h['content-security-policy'], [`ws://${req.headers.host}`, dev.origin, `ws://${dev.host}`]);
        }
      }
      res.writeHead(upRes.statusCode ?? 502, h);
      upRes.pipe(res);
    });
    up.setTimeout(120_000, () => up.destroy(new Error('upstream timeout')));
    up.on('error', (e) => {
      log(`${req.method} ${req.url} -> ${to.origin}: ${e.message}`);
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`dev proxy: ${to.origin} unreachable (${e.message})`);
    });
    req.pipe(up);
  }

  function relocate(location, to) {
    try {
      const u = new URL(location, to);
      if (u.origin !== to.origin) return location;
      return `${u.pathname}${u.search}${u.hash}`;
    } catch {
      return location;
    }
  }

  function rebase(referer, to) {
    try {
      const u = new URL(referer);
      return new URL(`${u.pathname}${u.search}`, to).toString();
    } catch {
      return referer;
    }
  }

  // The dev server's hot-reload websocket goes through the proxy too.
  server.on('upgrade', (req, socket, head) => {
    const upstream = net.connect(Number(dev.port || 80), dev.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        const k = req.rawHeaders[i];
        lines.push(`${k}: ${k.toLowerCase() === 'host' ? dev.host : req.rawHeaders[i + 1]}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head?.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    const drop = () => {
      upstream.destroy();
      socket.destroy();
    };
    upstream.on('error', drop);
    socket.on('error', drop);
  });

  const sockets = new Set();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });

  const host = opts.host ?? '127.0.0.1';
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, resolve);
  });
  const port = server.address().port;
  return {
    url: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

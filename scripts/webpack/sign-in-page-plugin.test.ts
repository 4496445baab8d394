// The HTML of the sign-in address: the host's index.html with the form the host's own
// components draw in Node and the sign-in page's own bundle instead of the console's start-up,
// as the production build writes it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/* eslint-disable @typescript-eslint/no-require-imports */
const ROOT = path.resolve(__dirname, '../..');
const { signInHtml } = require(path.join(ROOT, 'scripts/webpack/sign-in-page-plugin.cjs'));
/* eslint-enable @typescript-eslint/no-require-imports */

const HOST = path.join(ROOT, 'host');
/** index.html as HtmlEntryPlugin writes it: the console's start-up added to the template. */
const index = readFileSync(path.join(HOST, 'public/index.html'), 'utf8').replace(
  '</head>',
  '  <link rel="preload" as="script" href="/admin/3262.de328881ea.js">\n    <script defer src="/admin/main.js?v=9aeef07784d0"></script>\n  </head>',
);
const SIGN_IN_JS = ['/admin/sign-in.36a52376dd.js'];
const WARM = ['/admin/console-bridge.36c6305b0c.js', '/admin/387.bfdb75c089.js'];
const NEXT = ['/admin/console.e98495e765.js', '/admin/dashboard.10168704bc.js'];

describe('login.html', () => {
  let html: string;
  beforeAll(() => {
    const out = execFileSync(
      process.execPath,
      ['--require', path.join(__dirname, 'css-stub.cjs'), '--import', 'tsx', path.join(HOST, 'src/gate/render-sign-in.tsx')],
      {
        cwd: HOST,
        encoding: 'utf8',
      },
    );
    html = signInHtml(index, JSON.parse(out), SIGN_IN_JS, WARM, NEXT);
  }, 60_000);

  it('holds the Chinese form in #root, marked with its locale, and its title', () => {
    const root = html.slice(html.indexOf('<div id="root"'));
    expect(root).toMatch(
      /^<div id="root" data-prerendered="zh-CN" data-console-entry="\/admin\/main\.js\?v=9aeef07784d0" data-console-warm="([^"]+)" data-console-next="([^"]+)"><main class="hp-screen/,
    );
    expect(/data-console-warm="([^"]+)"/.exec(root)![1]!.split(' ')).toEqual(WARM);
    expect(/data-console-next="([^"]+)"/.exec(root)![1]!.split(' ')).toEqual(NEXT);
    expect(root).toMatch(/<label class="hp-label" for="([^"]+)">用户名<\/label><input id="\1"/);
    expect(root).toMatch(/<button type="submit"[^>]*>登录<\/button>/);
    expect(html).toContain('<title>系统登录 - 考研运营后台</title>');
    // The SSO address is the runtime config's: unknown at build time, so no href yet.
    expect(root).toMatch(/<a class="hp-link">使用统一身份认证登录<\/a>/);
  });

  it('loads the sign-in bundle only: the console is named for later, not loaded or preloaded', () => {
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual(SIGN_IN_JS);
    expect(html).not.toContain('rel="preload" as="script"');
  });

  it('carries its stylesheet and exactly one inline script, in the head, before the body', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<style>\.hp-hold #root\{visibility:hidden\}\.hp-screen \{/);
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)];
    expect(inline).toHaveLength(1);
    expect(head).toContain(inline[0]![0]);
    // Everything index.html had is still there (the preload of runtime-config.json, the viewport).
    expect(html).toContain('<link rel="preload" href="/admin/runtime-config.json"');
  });

  it('refuses a template it cannot fill', () => {
    const page = {
      locale: 'zh-CN',
      attr: 'data-prerendered',
      consoleAttr: 'data-console-entry',
      warmAttr: 'data-console-warm',
      nextAttr: 'data-console-next',
      title: 't',
      root: '<main></main>',
      style: '',
      script: '',
    };
    expect(() => signInHtml('<html><head><title>x</title></head><body></body></html>', page, SIGN_IN_JS)).toThrow(/no <div id="root"><\/div>/);
    expect(() => signInHtml('<html><head><title>x</title></head><body><div id="root"></div></body></html>', page, SIGN_IN_JS)).toThrow(/main\.js/);
  });
});

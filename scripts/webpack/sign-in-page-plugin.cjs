// Writes the HTML of the sign-in address (login.html), in the sign-in page's own compilation
// (sign-in-config.cjs): the host's index.html with the sign-in form already in #root, its
// stylesheet and a hold script inline (first paint of /admin/login before any script
// has run), and the sign-in bundle instead of the console's scripts. The server sends it for
// /admin/login only, with the hold script's hash in its CSP; every other address gets
// index.html.
//
// The markup comes from the host's own components, rendered in Node by a module of the host
// (`render`, run with tsx) that prints { locale, attr, title, root, style, script } as JSON: no
// second compilation of the host (a child compiler would inherit the federation's share plugins,
// see html-entry-plugin.cjs).
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const CSS_STUB = path.join(__dirname, 'css-stub.cjs');
const EMPTY_ROOT = '<div id="root"></div>';
/** The console's start-up in index.html: main.js and the preloads of what it loads first. */
const CONSOLE_ENTRY = /\s*<script defer src="([^"]*\/main\.js\?v=[0-9a-f]+)"><\/script>/;
const SCRIPT_PRELOAD = /\s*<link rel="preload" as="script" href="[^"]*">/g;

/**
 * login.html's text from index.html's, the render module's answer and the sign-in bundle's
 * URLs. The console's entry is not loaded by the page but named on #root (data-console-entry),
 * with the files it will need there (data-console-warm, console-warm-plugin.cjs) and those of the
 * console's first screen (data-console-next): the sign-in bundle loads them once someone fills in
 * the form.
 */
function signInHtml(indexHtml, { locale, attr, consoleAttr, warmAttr, nextAttr, title, root, style, script }, scripts, warm = [], next = []) {
  if (!indexHtml.includes(EMPTY_ROOT)) throw new Error(`SignInPagePlugin: index.html has no ${EMPTY_ROOT}`);
  if (!/<title>[^<]*<\/title>/.test(indexHtml)) throw new Error('SignInPagePlugin: index.html has no <title>');
  const entry = CONSOLE_ENTRY.exec(indexHtml);
  if (!entry) throw new Error('SignInPagePlugin: index.html has no <script defer src=".../main.js?v=…">');
  const escapeText = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const escapeAttr = (s) => escapeText(s).replace(/"/g, '&quot;');
  const own = scripts.map((src) => `<script defer src="${escapeAttr(src)}"></script>`).join('\n    ');
  return indexHtml
    .replace(CONSOLE_ENTRY, '')
    .replace(SCRIPT_PRELOAD, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`)
    .replace(
      '</head>',
      () => `  <style>${style.replace(/<\//g, '<\\/')}</style>\n    <script>${script.replace(/<\//g, '<\\/')}</script>\n    ${own}\n  </head>`,
    )
    .replace(
      EMPTY_ROOT,
      () =>
        `<div id="root" ${attr}="${locale}" ${consoleAttr}="${escapeAttr(entry[1])}" ${warmAttr}="${escapeAttr(warm.join(' '))}" ${nextAttr}="${escapeAttr(next.join(' '))}">${root}</div>`,
    );
}

class SignInPagePlugin {
  /** @param {{ render: string, entry: string, from?: string, filename?: string }} options */
  constructor({ render, entry, from = 'index.html', filename = 'login.html' }) {
    this.render = render;
    this.entry = entry;
    this.from = from;
    this.filename = filename;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const { Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SignInPagePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification (the query is the served bytes' hash), before the compressed copies.
        { name: 'SignInPagePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH },
        () => {
          const from = path.join(compilation.outputOptions.path, this.from);
          if (!fs.existsSync(from)) throw new Error(`SignInPagePlugin: no ${from} (the host builds first)`);
          const out = execFileSync(process.execPath, ['--require', CSS_STUB, '--import', 'tsx', this.render], {
            cwd: compiler.context,
            encoding: 'utf8',
            env: { ...process.env, NODE_ENV: 'production' },
          });
          const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '');
          const entry = compilation.entrypoints.get(this.entry);
          if (!entry) throw new Error(`SignInPagePlugin: no entry "${this.entry}"`);
          const scripts = [...entry.getFiles()].filter((f) => f.endsWith('.js')).map((f) => `${publicPath}${f}`);
          const warmFile = path.join(compilation.outputOptions.path, '.console-warm.json');
          const { files: warm = [], next = [] } = fs.existsSync(warmFile) ? JSON.parse(fs.readFileSync(warmFile, 'utf8')) : {};
          const html = signInHtml(fs.readFileSync(from, 'utf8'), JSON.parse(out), scripts, warm, next);
          compilation.emitAsset(this.filename, new RawSource(html));
        },
      );
    });
  }
}

module.exports = { SignInPagePlugin, signInHtml };

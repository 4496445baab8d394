// Writes the HTML of the sign-in address (login.html): the host's index.html with the sign-in
// form already in #root, its stylesheet and a hold script inline (issue 15: first paint of
// /admin/login before any script has run). The server sends it for /admin/login only, with the
// hold script's hash in its CSP; every other address gets index.html. The browser's bootstrap
// hydrates the markup.
//
// The markup comes from the host's own components, rendered in Node by a module of the host
// (`render`, run with tsx) that prints { locale, attr, title, root, style, script } as JSON: no second
// compilation of the host (a child compiler would inherit the federation's share plugins, see
// html-entry-plugin.cjs).
const { execFileSync } = require('node:child_process');
const path = require('node:path');

const CSS_STUB = path.join(__dirname, 'css-stub.cjs');
const EMPTY_ROOT = '<div id="root"></div>';

/** login.html's text from index.html's and the render module's answer. */
function signInHtml(indexHtml, { locale, attr, title, root, style, script }) {
  if (!indexHtml.includes(EMPTY_ROOT)) throw new Error(`SignInPagePlugin: index.html has no ${EMPTY_ROOT}`);
  if (!/<title>[^<]*<\/title>/.test(indexHtml)) throw new Error('SignInPagePlugin: index.html has no <title>');
  const escapeText = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`)
    .replace('</head>', () => `  <style>${style.replace(/<\//g, '<\\/')}</style>\n    <script>${script.replace(/<\//g, '<\\/')}</script>\n  </head>`)
    .replace(EMPTY_ROOT, () => `<div id="root" ${attr}="${locale}">${root}</div>`);
}

class SignInPagePlugin {
  /** @param {{ render: string, from?: string, filename?: string }} options */
  constructor({ render, from = 'index.html', filename = 'login.html' }) {
    this.render = render;
    this.from = from;
    this.filename = filename;
  }

  apply(compiler) {
    // Development serves index.html for every address (the markup would only go stale there).
    if (compiler.options.mode !== 'production') return;
    const { RawSource } = compiler.webpack.sources;
    const { Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SignInPagePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After HtmlEntryPlugin wrote index.html (OPTIMIZE_HASH), before the compressed copies.
        { name: 'SignInPagePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          const index = compilation.getAsset(this.from);
          if (!index) throw new Error(`SignInPagePlugin: no ${this.from}`);
          const out = execFileSync(process.execPath, ['--require', CSS_STUB, '--import', 'tsx', this.render], {
            cwd: compiler.context,
            encoding: 'utf8',
            env: { ...process.env, NODE_ENV: 'production' },
          });
          compilation.emitAsset(this.filename, new RawSource(signInHtml(index.source.source().toString(), JSON.parse(out))));
        },
      );
    });
  }
}

module.exports = { SignInPagePlugin, signInHtml };

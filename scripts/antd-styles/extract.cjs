// antd's component styles for the console's theme, made in node at build time.
// Run as its own process (NODE_ENV decides antd's hash prefix, so it must be set before antd
// loads): `node extract.cjs <production|development> <theme.json>` prints the CSS on stdout.
//
// antd's CSS-in-JS looks for the rule `.data-ant-cssinjs-cache-path{content:"<path>:<hash>;…"}`
// in the page once (@ant-design/cssinjs util/cacheMapUtil.js) and skips generating and inserting
// every style listed there. The CSS printed here carries that rule, so a page that has applied it
// before antd's first render generates at run time only what is missing from it (still styled).
'use strict';
const path = require('node:path');
const fs = require('node:fs');

const [mode = 'production', themeFile] = process.argv.slice(2);
process.env.NODE_ENV = mode === 'development' ? 'development' : 'production';

const HOST = path.resolve(__dirname, '../../host');
const fromHost = (id) => require(require.resolve(id, { paths: [HOST] }));
const antdDir = path.dirname(require.resolve('antd/package.json', { paths: [HOST] }));
const React = fromHost('react');
const { renderToString } = fromHost('react-dom/server');
const antd = fromHost('antd');
// The cssinjs instance antd itself uses (pnpm does not hoist it to the host).
const { createCache, extractStyle, StyleProvider } = require(require.resolve('@ant-design/cssinjs', { paths: [antdDir] }));

const h = React.createElement;
const { renderedComponents } = require('./components.cjs');

function extract(theme) {
  const cache = createCache();
  for (const { name, node } of renderedComponents(antd, h)) {
    // One render per component: a component that throws without its real props is reported,
    // and the page generates its styles at run time as before.
    try {
      renderToString(h(StyleProvider, { cache }, h(antd.ConfigProvider, { theme }, h(antd.App, { component: false }, ...[node].flat()))));
    } catch (err) {
      process.stderr.write(`antd-styles: ${name}: ${err.message}\n`);
    }
  }
  // Plain CSS (no <style> tags). Token and CSS-variable blocks are left to the run time: antd
  // registers them on every render whatever the page holds, so shipping them would only duplicate.
  return extractStyle(cache, { plain: true, types: ['style'] });
}

process.stdout.write(extract(JSON.parse(fs.readFileSync(themeFile, 'utf8'))));

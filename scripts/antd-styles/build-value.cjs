// The host build's `__ANTD_STATIC_CSS__` (host/src/console/antd-static-styles.ts): antd's styles
// for the console's theme, made once per build by extract.cjs in a process of its own (antd's
// hash prefix follows NODE_ENV, which must be the build mode's before antd loads). Generated,
// never committed, so it cannot go stale: it is made from the antd and the theme being built.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const webpack = require('webpack');

const THEME_FILE = path.resolve(__dirname, '../../host/src/console/antd-theme.json');
const made = new Map();

function extractCss(mode) {
  // Keyed by the theme too: a watching dev server makes them again when the theme file changes.
  const key = `${mode} ${fs.readFileSync(THEME_FILE, 'utf8')}`;
  if (!made.has(key)) {
    const run = spawnSync(process.execPath, [path.join(__dirname, 'extract.cjs'), mode, THEME_FILE], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    // A build without the file would still work (antd styles at run time), but slower without
    // saying so: fail the build instead.
    if (run.status !== 0 || !run.stdout) throw new Error(`antd styles extraction failed:\n${run.stderr}`);
    if (run.stderr) process.stderr.write(run.stderr);
    made.set(key, run.stdout);
  }
  return made.get(key);
}

/** A DefinePlugin value, made when a module first uses it and again when the theme changes. */
function antdStaticCssDefinition(mode) {
  return webpack.DefinePlugin.runtimeValue(() => JSON.stringify(extractCss(mode)), { fileDependencies: [THEME_FILE] });
}

module.exports = { antdStaticCssDefinition, extractCss, THEME_FILE };

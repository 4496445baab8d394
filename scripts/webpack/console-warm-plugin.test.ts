// ConsoleWarmPlugin on a real production compile (minified, source maps, content hashes): the
// files the sign-in page warms are listed under their final names and start with V8's compile
// hint, with source maps that still point at the right lines; other chunks are left alone.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/* eslint-disable @typescript-eslint/no-require-imports */
const webpack = require('webpack');
const { ConsoleWarmPlugin, COMPILE_HINT } = require('./console-warm-plugin.cjs');
const { minimizerPlugin } = require('./create-config.cjs');
/* eslint-enable @typescript-eslint/no-require-imports */

let dir: string;
let out: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'warm-'));
  out = path.join(dir, 'dist');
  writeFileSync(
    path.join(dir, 'index.js'),
    "import(/* webpackChunkName: 'bridge' */ './bridge.js');\nimport(/* webpackChunkName: 'screen' */ './screen.js');\nimport(/* webpackChunkName: 'lazy' */ './lazy.js');\n",
  );
  writeFileSync(path.join(dir, 'bridge.js'), "export function bridge(x) { return 'bridge:' + x; }\n");
  writeFileSync(path.join(dir, 'screen.js'), "export function screen(x) { return 'screen:' + x; }\n");
  writeFileSync(path.join(dir, 'lazy.js'), "export function lazy(x) { return 'lazy:' + x; }\n");
  const MinimizerPlugin = minimizerPlugin();
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './index.js' },
    devtool: 'source-map',
    output: { path: out, publicPath: '/admin/', filename: '[name].js', chunkFilename: '[name].[contenthash:10].js' },
    optimization: { minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, extractComments: false })] },
    plugins: [new ConsoleWarmPlugin({ groups: ['bridge'], next: ['screen'], adopted: [] })],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((err: Error | null, stats: { hasErrors(): boolean; toString(o: string): string }) => {
      if (err) reject(err);
      else if (stats.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else compiler.close(() => resolve());
    }),
  );
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const read = (url: string) => readFileSync(path.join(out, url.replace('/admin/', '')), 'utf8');

it('lists the warmed chunks under their final, content-hashed names', () => {
  const warm = JSON.parse(readFileSync(path.join(out, '.console-warm.json'), 'utf8'));
  expect(warm.files).toEqual([expect.stringMatching(/^\/admin\/bridge\.[0-9a-f]{10}\.js$/)]);
  expect(warm.next).toEqual([expect.stringMatching(/^\/admin\/screen\.[0-9a-f]{10}\.js$/)]);
  for (const url of [...warm.files, ...warm.next]) expect(read(url)).toBeDefined();
});

it('starts the entry and every warmed chunk with the compile hint, and no other chunk', () => {
  const warm = JSON.parse(readFileSync(path.join(out, '.console-warm.json'), 'utf8'));
  for (const url of ['/admin/main.js', ...warm.files, ...warm.next]) expect(read(url).startsWith(COMPILE_HINT)).toBe(true);
  expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  const lazyFile = readdirSync(out).find((f) => /^lazy\.[0-9a-f]{10}\.js$/.test(f));
  const lazy = readFileSync(path.join(out, lazyFile!), 'utf8');
  expect(lazy).not.toContain('allFunctionsCalledOnLoad');
  expect(lazy).toContain('lazy:');
});

it("keeps the warmed files' source maps in step: the hint's line maps to nothing, the code below it to its source", () => {
  const warm = JSON.parse(readFileSync(path.join(out, '.console-warm.json'), 'utf8'));
  const file = warm.files[0] as string;
  expect(read(file)).toMatch(/\n\/\/# sourceMappingURL=bridge\.[0-9a-f]{10}\.js\.map$/);
  const map = JSON.parse(read(`${file}.map`));
  // Line 1 (the hint) has no segments; line 2 (the minified chunk) has them.
  const [hintLine, codeLine] = (map.mappings as string).split(';');
  expect(hintLine).toBe('');
  expect(codeLine!.length).toBeGreaterThan(0);
  expect(map.sources.some((s: string) => s.endsWith('bridge.js'))).toBe(true);
});

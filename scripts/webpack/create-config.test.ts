// The webpack factory every package builds with (scripts/webpack): the module federation
// settings the host and the remotes rely on at run time (DESIGN 3, 10).
import fs from 'node:fs';
import path from 'node:path';

/* eslint-disable @typescript-eslint/no-require-imports */
const ROOT = path.resolve(__dirname, '../..');
const { createConfig, SPLIT_CHUNKS } = require(path.join(ROOT, 'scripts/webpack/create-config.cjs'));
const { sharedConfig } = require(path.join(ROOT, 'scripts/webpack/shared.cjs'));
const { rewrite, lookupFrom } = require(path.join(ROOT, 'scripts/webpack/barrel-imports-loader.cjs'));
const { chunkLoadTimeoutMs } = require(path.join(ROOT, 'scripts/webpack/timeout.cjs'));
/* eslint-enable @typescript-eslint/no-require-imports */

type Shared = Record<string, { import?: string | false; shareKey?: string; singleton?: boolean; requiredVersion?: string }>;
const HOST = path.join(ROOT, 'host');
const ADS = path.join(ROOT, 'remotes/ads');

const mfOptions = (config: { plugins: { constructor: { name: string }; _options?: Record<string, unknown> }[] }) =>
  config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin')!._options!;

describe('shared map', () => {
  const host: Shared = sharedConfig({ kind: 'host', appDir: HOST });
  const remote: Shared = sharedConfig({ kind: 'remote', appDir: ADS });

  it('makes libraries and the stateful parts of @admin/shared singletons, the rest versioned', () => {
    const versioned = ['contract/resources', 'data', 'resource', 'ui', 'format', 'chunk', 'routing', 'audit'].map((a) => `@admin/shared/${a}`);
    for (const [key, c] of [...Object.entries(host), ...Object.entries(remote)]) {
      expect(`${key} ${c.singleton}`).toBe(`${key} ${!versioned.includes(key)}`);
    }
  });

  it('never provides one file under two keys (only one of them would be provided)', () => {
    for (const shared of [host, remote]) {
      const imports = Object.values(shared)
        .map((c) => c.import)
        .filter((i): i is string => typeof i === 'string');
      expect(imports.filter((i, n) => imports.indexOf(i) !== n)).toEqual([]);
    }
  });

  it('serves react-router from the one router key', () => {
    expect(host['react-router']).toMatchObject({ shareKey: 'react-router-dom', import: false });
    expect(host['react-router-dom'].import).toMatch(/react-router-facade\.mjs$/);
  });

  it('shares antd per component: the host provides each one, remotes have no copy of their own', () => {
    const antdKeys = Object.keys(host).filter((k) => k.startsWith('antd/'));
    expect(antdKeys).toEqual(expect.arrayContaining(['antd/es/button', 'antd/es/config-provider', 'antd/es/table', 'antd/es/app']));
    expect(host.antd).toBeUndefined();
    for (const k of antdKeys) {
      expect(host[k].import).toMatch(/antd[\\/]es[\\/][\w-]+[\\/]index\.js$/);
      expect(remote[k].import).toBe(false);
    }
  });

  it('shares @admin/shared per area with a real semver range', () => {
    for (const area of ['api', 'auth', 'contract', 'ui', 'chunk', 'i18n', 'format', 'resource', 'routing', 'contract/resources']) {
      expect(remote[`@admin/shared/${area}`].requiredVersion).toMatch(/^\^\d+\.\d+\.\d+$/);
      expect(host[`@admin/shared/${area}`].import).toMatch(new RegExp(`shared[\\\\/]src[\\\\/]${area}[\\\\/]index\\.ts$`));
    }
  });
});

describe('createConfig', () => {
  const saved = process.env.CHUNK_LOAD_TIMEOUT_MS;
  afterEach(() => {
    if (saved === undefined) delete process.env.CHUNK_LOAD_TIMEOUT_MS;
    else process.env.CHUNK_LOAD_TIMEOUT_MS = saved;
  });

  it('builds the host with no static remotes, loaded-first, under /admin/', () => {
    delete process.env.CHUNK_LOAD_TIMEOUT_MS;
    const config = createConfig({ kind: 'host', name: 'host', appDir: HOST, mode: 'production' });
    const mf = mfOptions(config);
    expect(mf.remotes).toBeUndefined();
    expect(mf.exposes).toBeUndefined();
    expect(mf).toMatchObject({ name: 'host', shareStrategy: 'loaded-first', dts: false, manifest: true });
    expect(config.output).toMatchObject({ publicPath: '/admin/', filename: '[name].js', chunkLoadTimeout: 120000 });
    expect(config.output.chunkFilename).toContain('[contenthash');
  });

  it('builds a remote that exposes only ./routes from remoteEntry.js, with an automatic public path', () => {
    const config = createConfig({ kind: 'remote', name: 'home-manage', appDir: path.join(ROOT, 'remotes/home-manage'), mode: 'production' });
    const mf = mfOptions(config);
    expect(mf).toMatchObject({ name: 'home_manage', filename: 'remoteEntry.js', exposes: { './routes': './src/routes.ts' } });
    expect(config.output.publicPath).toBe('auto');
    expect(config.output.filename).not.toContain('hash');
  });

  it("bundles react-router's production build in production and its development build (with its warnings) in development", () => {
    const real = (mode: string) => createConfig({ kind: 'host', name: 'host', appDir: HOST, mode }).resolve.alias['admin-real-react-router$'] as string;
    // The package's own exports name only dist/development (remix-run/react-router#14102).
    expect(real('production')).toMatch(/[/\\]react-router[/\\]dist[/\\]production[/\\]index\.mjs$/);
    expect(real('development')).toMatch(/[/\\]react-router[/\\]dist[/\\]development[/\\]index\.mjs$/);
    for (const file of [real('production'), real('development')]) expect(fs.existsSync(file)).toBe(true);
  });

  it("takes RouterProvider from react-router's DOM entry of the same build (the one that can flushSync)", () => {
    const dom = (mode: string) => createConfig({ kind: 'host', name: 'host', appDir: HOST, mode }).resolve.alias['admin-real-react-router-dom$'] as string;
    expect(dom('production')).toMatch(/[/\\]react-router[/\\]dist[/\\]production[/\\]dom-export\.mjs$/);
    expect(dom('development')).toMatch(/[/\\]react-router[/\\]dist[/\\]development[/\\]dom-export\.mjs$/);
    for (const file of [dom('production'), dom('development')]) expect(fs.readFileSync(file, 'utf8')).toMatch(/flushSync: ReactDOM\.flushSync/);
    const facade = fs.readFileSync(path.join(__dirname, 'react-router-facade.mjs'), 'utf8');
    expect(facade).toMatch(/export \{ RouterProvider \} from 'admin-real-react-router-dom';/);
  });

  it('bakes CHUNK_LOAD_TIMEOUT_MS into the build', () => {
    process.env.CHUNK_LOAD_TIMEOUT_MS = '3000';
    expect(createConfig({ kind: 'remote', name: 'ads', appDir: ADS, mode: 'production' }).output.chunkLoadTimeout).toBe(3000);
  });

  it('rejects a malformed timeout', () => {
    expect(() => chunkLoadTimeoutMs({ CHUNK_LOAD_TIMEOUT_MS: '2 minutes' })).toThrow(/positive integer/);
    expect(chunkLoadTimeoutMs({})).toBe(120000);
  });
});

describe('chunk groups (a screen in at most 6 files)', () => {
  type Group = { name: string; priority: number; test: RegExp | ((m: { nameForCondition: () => string }) => boolean) };
  const groups = Object.values(SPLIT_CHUNKS.cacheGroups as Record<string, Group>).sort((a, b) => b.priority - a.priority);
  /** The group webpack puts a module in: the first matching by priority, or none. */
  const groupOf = (file: string) =>
    groups.find((g) => (typeof g.test === 'function' ? g.test({ nameForCondition: () => file }) : g.test.test(file)))?.name ?? null;
  const nm = (p: string) => path.join(ROOT, 'node_modules/.pnpm/x@1/node_modules', p);
  const shared = (p: string) => path.join(ROOT, 'shared/src', p);

  it('puts antd (what every component needs, the components screens use, dayjs) in one chunk, the rest in another', () => {
    for (const f of [
      'antd/es/config-provider/index.js',
      '@rc-component/util/es/hooks/useEvent.js',
      'antd/es/table/index.js',
      'antd/es/form/Form.js',
      '@rc-component/picker/es/index.js',
      'dayjs/dayjs.min.js',
    ]) {
      expect(`${f} ${groupOf(nm(f))}`).toBe(`${f} antd`);
    }
    expect(groupOf(nm('antd/es/qr-code/index.js'))).toBe('antd-rare');
    expect(groupOf(nm('antd/es/calendar/index.js'))).toBe('antd-rare');
    // Used by what screens use: a locale imports Calendar's texts, Timeline draws with Steps,
    // ColorPicker's presets with Collapse.
    for (const f of ['antd/es/calendar/locale/zh_CN.js', 'antd/es/steps/index.js', 'antd/es/collapse/index.js', '@rc-component/collapse/es/index.js']) {
      expect(`${f} ${groupOf(nm(f))}`).toBe(`${f} antd`);
    }
    expect(groupOf(nm('@ant-design/react-slick/lib/index.js'))).toBe('antd-rare');
    expect(groupOf('C:\\w\\node_modules\\antd\\es\\table\\index.js')).toBe('antd');
    // The host's antd provider around screens comes with antd; the rest of the console does not.
    expect(groupOf(path.join(ROOT, 'host/src/console/remote-screen.tsx'))).toBe('antd');
    expect(groupOf(path.join(ROOT, 'host/src/console/antd-scope.tsx'))).toBe('antd');
    expect(groupOf(path.join(ROOT, 'host/src/console/console-app.tsx'))).toBeNull();
  });

  it('puts the screen kit of @admin/shared with the schema builders in one chunk', () => {
    for (const f of [
      'resource/index.ts',
      'ui/index.ts',
      'format/index.ts',
      'chunk/index.ts',
      'routing/index.ts',
      'contract/index.ts',
      'contract/route.ts',
      'contract/resources/ads/ad.ts',
    ]) {
      expect(`${f} ${groupOf(shared(f))}`).toBe(`${f} kit`);
    }
    expect(groupOf(nm('zod/v4/classic/schemas.js'))).toBe('kit');
    expect(groupOf(nm('@dnd-kit/core/dist/core.esm.js'))).toBe('kit');
  });

  it('groups no @admin/shared fallback of a remote with its screens', () => {
    const remote = createConfig({ kind: 'remote', name: 'ads', appDir: ADS, mode: 'production' });
    const host = createConfig({ kind: 'host', name: 'host', appDir: HOST, mode: 'production' });
    expect(host.optimization.splitChunks).toBe(SPLIT_CHUNKS);
    expect(Object.keys(remote.optimization.splitChunks.cacheGroups)).toEqual(['antd']);
  });

  it('leaves out what the sign-in page and the home use, the lazy rich-text editor and PDF preview renderer', () => {
    for (const f of [
      'react-dom/cjs/react-dom-client.production.js',
      'react-router/dist/index.mjs',
      'axios/lib/axios.js',
      'zod/v4/core/core.js',
      'zod/v4/core/util.js',
      '@tiptap/core/dist/index.js',
      'pdfjs-dist/legacy/build/pdf.min.mjs',
      'pdfjs-dist/legacy/build/pdf.worker.min.mjs',
    ]) {
      expect(`${f} ${groupOf(nm(f))}`).toBe(`${f} null`);
    }
    for (const f of [
      'i18n/index.ts',
      'auth/store.ts',
      'api/http.ts',
      'audit/index.ts',
      'resource/fields/rich-text-editor.tsx',
      'resource/fields/pdf-first-page.ts',
    ]) {
      expect(`${f} ${groupOf(shared(f))}`).toBe(`${f} null`);
    }
    // The kit's leaf files the shell imports directly (the API client, the home's recent changes)
    // travel in one small file, never in the kit's.
    for (const f of ['contract/constants.ts', 'contract/codes.ts', 'format/date-time.ts']) {
      expect(`${f} ${groupOf(shared(f))}`).toBe(`${f} leaves`);
    }
  });
});

describe('barrel imports', () => {
  const lookup = lookupFrom(HOST);
  const run = (src: string) => rewrite(src, lookup, 'x.tsx');

  it('splits antd and icon imports per module, keeping aliases', () => {
    expect(run('import { Button, Table as T } from "antd";')).toBe('import Button from "antd/es/button";\nimport T from "antd/es/table";');
    expect(run("import { PlusOutlined, createFromIconfontCN } from '@ant-design/icons';")).toBe(
      'import PlusOutlined from "@ant-design/icons/es/icons/PlusOutlined";\nimport { createFromIconfontCN } from "@ant-design/icons";',
    );
    expect(run('export { Modal as Dialog } from "antd";')).toBe('export { default as Dialog } from "antd/es/modal";');
  });

  it('refuses forms that would pull a whole barrel, and unknown names', () => {
    expect(() => run('import * as antd from "antd";')).toThrow(/namespace import/);
    expect(() => run('import antd from "antd";')).toThrow(/default import/);
    expect(() => run('export * from "antd";')).toThrow(/export \*/);
    expect(() => run('const a = import("antd");')).toThrow(/dynamic import/);
    expect(() => run('import { NoSuchThing } from "antd";')).toThrow(/no component export "NoSuchThing"/);
  });

  it('checks router imports against the shared facade', () => {
    expect(run('import { useNavigate, Link } from "react-router-dom";')).toBe('import { useNavigate, Link } from "react-router-dom";');
    // A name of the facade's second export block (the DOM entry's) counts too.
    expect(run('import { createBrowserRouter, RouterProvider } from "react-router-dom";')).toBe(
      'import { createBrowserRouter, RouterProvider } from "react-router-dom";',
    );
    expect(() => run('import { createHashRouter } from "react-router";')).toThrow(/react-router-facade/);
  });
});

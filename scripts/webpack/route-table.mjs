// Prints a remote's route table as data: run with `node --import tsx
// route-table.mjs <appDir>`. It evaluates the remote's src/routes.ts in Node (the lazy screen
// imports are never called, so no screen code runs) and writes, as JSON on stdout, the table
// the host builds its menu, guard and breadcrumb from without downloading the remote's code:
// each route with its title in both languages and `screen: true` where the code has a screen.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const appDir = path.resolve(process.argv[2] ?? '.');
const requireFromApp = createRequire(path.join(appDir, 'package.json'));
// The i18n store the route builders registered the titles in: the same file, so the same module.
const i18n = await import(pathToFileURL(requireFromApp.resolve('@admin/shared/i18n')).href);
const { default: routes } = await import(pathToFileURL(path.join(appDir, 'src/routes.ts')).href);

const COPIED = ['icon', 'roles', 'hidden', 'activeMenu', 'alwaysShow', 'lines', 'externalLink', 'resource'];

function toData(route) {
  const out = { path: route.path };
  if (route.title !== undefined) out.title = [i18n.t(route.title, undefined, 'zh-CN'), i18n.t(route.title, undefined, 'en')];
  for (const k of COPIED) if (route[k] !== undefined) out[k] = route[k];
  if (typeof route.component === 'function') out.screen = true;
  if (route.children) out.children = route.children.map(toData);
  return out;
}

if (!Array.isArray(routes)) throw new Error(`${appDir}/src/routes.ts must default-export an array of routes`);
process.stdout.write(JSON.stringify(routes.map(toData)));

// Makes a visible change to a copy of a remote's source: the Chinese menu title of its first group
// (`group('/ad', ['广告管理', 'Advertising'], …)` in routes.ts) gets a marker, the kind of one-line
// change a team ships. Only ever applied to a private copy.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function markRemote(pkgDir: string, mark: string): string {
  const files: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d)) {
      const f = path.join(d, e);
      if (statSync(f).isDirectory()) walk(f);
      else if (/\.(ts|tsx)$/.test(e) && !/\.test\./.test(e)) files.push(f);
    }
  };
  walk(path.join(pkgDir, 'src'));
  const routes = files.find((f) => /routes\.ts$/.test(f));
  const re = /(group\('[^']+', \[')([^'\n]*[\u4e00-\u9fff][^'\n]*)(')/;
  const src = routes ? readFileSync(routes, 'utf8') : '';
  if (!routes || !re.test(src)) throw new Error(`no Chinese group title found to mark in ${pkgDir}/src/routes.ts`);
  writeFileSync(routes, src.replace(re, `$1${mark}$2$3`));
  return routes;
}

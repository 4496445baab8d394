// Makes a visible change to a copy of a remote's source: the menu title of its first group gets a
// marker, the kind of one-line change a team ships. Only ever applied to a private copy.
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
  // The first `title: '<Chinese text>'` in the route list file.
  const routes = files.find((f) => /routes\.ts$/.test(f)) ?? files[0];
  const candidates = [routes, ...files.filter((f) => f !== routes)];
  for (const f of candidates) {
    const src = readFileSync(f, 'utf8');
    const re = /(title:\s*['"])([^'"\n]*[\u4e00-\u9fff][^'"\n]*)(['"])/;
    if (re.test(src)) {
      writeFileSync(f, src.replace(re, `$1${mark}$2$3`));
      return f;
    }
  }
  throw new Error(`no Chinese title found to mark in ${pkgDir}/src`);
}

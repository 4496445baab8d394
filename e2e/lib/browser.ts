import type { Browser } from 'playwright-core';
import { chromium } from 'playwright-core';
import { chromiumPath } from './paths';

/** Launch flags every run uses (DESIGN 10). Playwright gives each launch a fresh temporary
 *  profile itself (it refuses an explicit --user-data-dir with `launch`). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, timeout: 30_000 });
}

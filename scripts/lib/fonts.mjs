// Whether Chromium here can draw Chinese text, printed by the browser benchmarks beside the load
// average: without a Chinese font every character is an empty box of another width, and layout
// waits on the browser process for a fallback lookup per new character (5-20 ms per list page
// measured), so figures from such a machine do not compare with those of one that has the font.
import { execFileSync } from 'node:child_process';

/** "Chinese font: <family>", or a warning naming the Debian package that provides one. */
export function chineseFontLine() {
  let families = '';
  try {
    families = execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    /* no fontconfig: reported as no font */
  }
  const first = families
    .split('\n')
    .map((l) => l.split(',')[0].trim())
    .filter(Boolean)
    .sort()[0];
  return first ? `Chinese font: ${first}` : 'no Chinese font: text is drawn as boxes and layout waits for font fallback (apt-get install fonts-noto-cjk)';
}

import type { CSSProperties } from 'react';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A colour of the form #rgb or #rrggbb. */
export const isHexColour = (colour: string): boolean => HEX.test(colour);

const luminance = (rgb: number[]) =>
  rgb.map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)).reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);

/** HSL (hue in sixths, 0–6) → RGB in 0–1. */
function rgbOf(hue: number, s: number, l: number): number[] {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs((hue % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] = hue < 1 ? [c, x, 0] : hue < 2 ? [x, c, 0] : hue < 3 ? [0, c, x] : hue < 4 ? [0, x, c] : hue < 5 ? [x, 0, c] : [c, 0, x];
  return [r + m, g + m, b + m];
}

const hexOf = (rgb: number[]) =>
  `#${rgb
    .map((v) =>
      Math.round(v * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/**
 * antd 6's filled Tag in a custom colour (its useColor): the text in the colour, on the same hue
 * and saturation at 95 % lightness. Hex colours only (what staff pick in the colour fields). A
 * colour too light to read on that tint (WCAG AA, 4.5:1) is drawn as text in a darker shade of
 * itself, so a picked orange or cyan stays orange or cyan and readable.
 */
export function customTagStyle(hex: string): CSSProperties {
  const h6 = hex.length === 4 ? hex.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3') : hex;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(h6.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  const hue = d === 0 ? 0 : max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  const tint = rgbOf(hue, s, 0.95).map((v) => Math.round(v * 255) / 255);
  const bg = luminance(tint);
  // Judged on the colour as drawn (whole 0-255 channels), as a contrast checker reads it.
  const drawn = (rgb: number[]) => rgb.map((v) => Math.round(Math.min(1, Math.max(0, v)) * 255) / 255);
  const readable = (rgb: number[]) => (bg + 0.05) / (luminance(drawn(rgb)) + 0.05) >= 4.5;
  let text = hex;
  if (!readable([r, g, b])) {
    let lightness = l;
    while (lightness > 0 && !readable(rgbOf(hue, s, lightness))) lightness -= 0.005;
    text = hexOf(drawn(rgbOf(hue, s, Math.max(0, lightness))));
  }
  return { backgroundColor: hexOf(tint), color: text };
}

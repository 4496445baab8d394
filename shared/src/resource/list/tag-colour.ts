import type { CSSProperties } from 'react';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A colour of the form #rgb or #rrggbb. */
export const isHexColour = (colour: string): boolean => HEX.test(colour);

/**
 * antd 6's filled Tag in a custom colour (its useColor): the text in the colour, on the same hue
 * and saturation at 95 % lightness. Hex colours only (what staff pick in the colour fields).
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
  // HSL → RGB at lightness 0.95
  const L = 0.95;
  const c = (1 - Math.abs(2 * L - 1)) * s;
  const x = c * (1 - Math.abs((hue % 2) - 1));
  const m = L - c / 2;
  const [r1, g1, b1] = hue < 1 ? [c, x, 0] : hue < 2 ? [x, c, 0] : hue < 3 ? [0, c, x] : hue < 4 ? [0, x, c] : hue < 5 ? [x, 0, c] : [c, 0, x];
  const hex2 = (v: number) => Math.round((v + m) * 255).toString(16).padStart(2, '0');
  return { backgroundColor: `#${hex2(r1)}${hex2(g1)}${hex2(b1)}`, color: hex };
}


/** @jest-environment node */
// The theme's colours meet WCAG 2.1 AA where antd draws text with them: 4.5:1 for text (and a
// primary button's white label), on the backgrounds antd puts under it (white, a table header or a
// disabled field's grey, a tag's or a selected menu item's tint). Computed from the tokens antd
// derives from THEME, so a seed that drifts is caught before a screen shows it.
import { theme as antdTheme } from 'antd';
// The JSON THEME is (antd-theme.ts adds locales this node test need not load).
import THEME from './antd-theme.json';

type Rgba = [number, number, number, number];

function parse(colour: string): Rgba {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (hex) {
    const h = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)).concat(1) as Rgba;
  }
  const rgb = /^rgba?\(([^)]+)\)$/.exec(colour.trim());
  if (!rgb) throw new Error(`not a colour: ${colour}`);
  const [r, g, b, a = 1] = rgb[1].split(',').map(Number);
  return [r, g, b, a];
}

const luminance = ([r, g, b]: number[]) => {
  const lin = (v: number) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};

/** WCAG contrast ratio of `fg` (alpha blended onto `bg`) against an opaque `bg`. */
function contrast(fg: string, bg: string): number {
  const f = parse(fg);
  const b = parse(bg);
  const shown = [0, 1, 2].map((i) => f[i] * f[3] + b[i] * (1 - f[3]));
  const [hi, lo] = [luminance(shown), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const token = antdTheme.getDesignToken(THEME) as unknown as Record<string, string>;
const WHITE = '#ffffff';
/** Table headers and disabled fields (antd's colorFillAlter and colorBgContainerDisabled). */
const GREYS = [token.colorFillAlter, token.colorBgContainerDisabled].map((c) => {
  const [r, g, b, a] = parse(c);
  return `rgb(${[r, g, b].map((v) => Math.round(v * a + 255 * (1 - a))).join(',')})`;
});

const text: [string, string, string][] = [
  // Links, row actions, breadcrumb, active tab, selected menu item, default button hover.
  ['colorPrimary', 'colorPrimary', WHITE],
  ['colorLink', 'colorLink', WHITE],
  ['colorLinkHover', 'colorLinkHover', WHITE],
  ['colorPrimaryTextHover', 'colorPrimaryTextHover', WHITE],
  ['colorPrimary on colorPrimaryBg', 'colorPrimary', token.colorPrimaryBg],
  ['colorInfo on colorInfoBg', 'colorInfo', token.colorInfoBg],
  // 删除 and the other danger actions; error messages under a field; an error tag.
  ['colorError', 'colorError', WHITE],
  ['colorErrorTextHover', 'colorErrorTextHover', WHITE],
  ['colorError on colorErrorBg', 'colorError', token.colorErrorBg],
  // Status tags (success / warning) draw their seed on their tint.
  ['colorSuccess on colorSuccessBg', 'colorSuccess', token.colorSuccessBg],
  ['colorWarning on colorWarningBg', 'colorWarning', token.colorWarningBg],
  // Secondary and help text, placeholders.
  ['colorTextDescription', 'colorTextDescription', WHITE],
  ['colorTextPlaceholder', 'colorTextPlaceholder', WHITE],
  ...GREYS.flatMap((g): [string, string, string][] => [
    [`colorTextDescription on ${g}`, 'colorTextDescription', g],
    [`colorTextPlaceholder on ${g}`, 'colorTextPlaceholder', g],
  ]),
];

/** Preset tag colours draw their 7th shade on their 1st. */
const PRESETS = ['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'gold', 'lime'];

describe('the antd theme meets WCAG AA contrast', () => {
  it.each(text)('%s', (_label, fg, bg) => {
    expect(contrast(token[fg], bg)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['colorPrimary', 'colorPrimaryHover', 'colorPrimaryActive', 'colorError', 'colorErrorHover', 'colorErrorActive'])(
    'white on %s (a primary or danger button, a selected menu item)',
    (bg) => {
      expect(contrast(token.colorTextLightSolid, token[bg])).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('draws focus rings at 3:1 or more on white and on the light greys (WCAG 2.1 1.4.11)', () => {
    // antd's focus outline is colorPrimaryBorder (its genFocusOutline); the kit's grip and row
    // checkbox read the same variable.
    for (const bg of [WHITE, ...GREYS]) expect(contrast(token.colorPrimaryBorder, bg)).toBeGreaterThanOrEqual(3);
  });

  it.each(PRESETS)('preset tag %s', (name) => {
    expect(contrast(token[`${name}7`], token[`${name}1`])).toBeGreaterThanOrEqual(4.5);
    // antd writes the token `green7` and its twin `green-7` to one CSS variable, --ant-green-7, the
    // twin last: a shade overridden without its twin never reaches the page.
    expect(token[`${name}-7`]).toBe(token[`${name}7`]);
  });

  it('still looks like antd: a blue primary, a red error, a green success', () => {
    const hue = (c: string) => {
      const [r, g, b] = parse(c).map((v) => v / 255);
      const max = Math.max(r, g, b);
      const d = max - Math.min(r, g, b);
      const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
      return (h * 60 + 360) % 360;
    };
    expect(hue(token.colorPrimary)).toBeGreaterThan(205);
    expect(hue(token.colorPrimary)).toBeLessThan(225);
    expect(hue(token.colorError) < 10 || hue(token.colorError) > 350).toBe(true);
    expect(hue(token.colorSuccess)).toBeGreaterThan(90);
    expect(hue(token.colorSuccess)).toBeLessThan(110);
  });
});

/*
 * Word equations (Office Math, OMML) as LaTeX, the stored form of a formula. The structures
 * exam questions use are converted: text, fractions, scripts, roots, brackets, sums and
 * integrals, functions, limits, accents. Anything else (matrices, boxes, equation arrays …)
 * gives null: the caller reports that equation at its paragraph rather than drop it.
 */

interface Node {
  name: string;
  attrs: Record<string, string>;
  children: (Node | string)[];
}

const ENTITY: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const decode = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos);/gi, (_, e: string) =>
    e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : ENTITY[e.toLowerCase()],
  );

/** A small XML reader for one equation's markup (elements, attributes, text). */
export function parseXml(xml: string): Node {
  const root: Node = { name: '#root', attrs: {}, children: [] };
  const stack = [root];
  const re = /<(\/?)([\w:.-]+)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)/g;
  for (let m = re.exec(xml); m; m = re.exec(xml)) {
    const top = stack[stack.length - 1];
    if (m[5] !== undefined) {
      top.children.push(decode(m[5]));
      continue;
    }
    if (m[1]) {
      if (stack.length > 1) stack.pop();
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const a of m[3].matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) attrs[a[1]] = decode(a[2] ?? a[3] ?? '');
    const node: Node = { name: m[2], attrs, children: [] };
    top.children.push(node);
    if (!m[4]) stack.push(node);
  }
  return root;
}

const SYMBOLS: Record<string, string> = {
  '≤': '\\le ',
  '≥': '\\ge ',
  '≠': '\\ne ',
  '≈': '\\approx ',
  '∞': '\\infty ',
  '×': '\\times ',
  '÷': '\\div ',
  '±': '\\pm ',
  '∓': '\\mp ',
  '→': '\\to ',
  '∈': '\\in ',
  '∉': '\\notin ',
  '⊂': '\\subset ',
  '⊆': '\\subseteq ',
  '∪': '\\cup ',
  '∩': '\\cap ',
  '∅': '\\emptyset ',
  '∀': '\\forall ',
  '∃': '\\exists ',
  '⋅': '\\cdot ',
  '·': '\\cdot ',
  '…': '\\ldots ',
  '⋯': '\\cdots ',
  '∂': '\\partial ',
  '∇': '\\nabla ',
  '′': "'",
  α: '\\alpha ',
  β: '\\beta ',
  γ: '\\gamma ',
  δ: '\\delta ',
  ε: '\\varepsilon ',
  θ: '\\theta ',
  λ: '\\lambda ',
  μ: '\\mu ',
  π: '\\pi ',
  ρ: '\\rho ',
  σ: '\\sigma ',
  τ: '\\tau ',
  φ: '\\varphi ',
  ω: '\\omega ',
  Δ: '\\Delta ',
  Σ: '\\Sigma ',
  Ω: '\\Omega ',
  '{': '\\{',
  '}': '\\}',
  '%': '\\%',
  '#': '\\#',
  '&': '\\&',
  $: '\\$',
};
const NARY: Record<string, string> = {
  '∑': '\\sum',
  '∏': '\\prod',
  '∫': '\\int',
  '∬': '\\iint',
  '∭': '\\iiint',
  '∮': '\\oint',
  '⋃': '\\bigcup',
  '⋂': '\\bigcap',
};
const ACCENT: Record<string, string> = {
  '̄': '\\bar',
  '̂': '\\hat',
  '⃗': '\\vec',
  '̇': '\\dot',
  '̈': '\\ddot',
  '̃': '\\tilde',
  '→': '\\vec',
  '^': '\\hat',
  '¯': '\\overline',
};
const BRACKET: Record<string, string> = {
  '(': '(',
  ')': ')',
  '[': '[',
  ']': ']',
  '{': '\\{',
  '}': '\\}',
  '|': '|',
  '‖': '\\|',
  '⟨': '\\langle',
  '⟩': '\\rangle',
  '': '.',
};
/** Elements that only carry properties or are bookmarks: nothing to write. */
const SKIP = /^(m:\w+Pr|m:ctrlPr|w:rPr|w:bookmark(Start|End)|w:proofErr|m:argPr)$/;

class Unsupported extends Error {}

const el = (n: Node, name: string): Node | undefined => n.children.find((c): c is Node => typeof c !== 'string' && c.name === name);
const prop = (n: Node, pr: string, name: string): string | undefined => {
  const p = el(n, pr);
  const v = p && el(p, name);
  return v ? (v.attrs['m:val'] ?? '') : undefined;
};

function text(s: string): string {
  return [...s].map((ch) => SYMBOLS[ch] ?? ch).join('');
}

/** The LaTeX of the children of `n`. */
function kids(n: Node | undefined): string {
  if (!n) return '';
  return n.children.map((c) => (typeof c === 'string' ? '' : tex(c))).join('');
}

const group = (s: string) => `{${s}}`;

function tex(n: Node): string {
  if (SKIP.test(n.name)) return '';
  switch (n.name) {
    case 'm:oMath':
    case 'm:e':
    case 'm:num':
    case 'm:den':
    case 'm:sup':
    case 'm:sub':
    case 'm:deg':
    case 'm:lim':
    case 'm:fName':
      return kids(n);
    case 'm:r':
    case 'w:r':
      return n.children.map((c) => (typeof c !== 'string' && (c.name === 'm:t' || c.name === 'w:t') ? text(c.children.join('')) : '')).join('');
    case 'm:f':
      return `\\frac${group(kids(el(n, 'm:num')))}${group(kids(el(n, 'm:den')))}`;
    case 'm:sSup':
      return `${group(kids(el(n, 'm:e')))}^${group(kids(el(n, 'm:sup')))}`;
    case 'm:sSub':
      return `${group(kids(el(n, 'm:e')))}_${group(kids(el(n, 'm:sub')))}`;
    case 'm:sSubSup':
      return `${group(kids(el(n, 'm:e')))}_${group(kids(el(n, 'm:sub')))}^${group(kids(el(n, 'm:sup')))}`;
    case 'm:rad': {
      const deg = kids(el(n, 'm:deg'));
      return `\\sqrt${deg ? `[${deg}]` : ''}${group(kids(el(n, 'm:e')))}`;
    }
    case 'm:d': {
      const beg = prop(n, 'm:dPr', 'm:begChr') ?? '(';
      const end = prop(n, 'm:dPr', 'm:endChr') ?? ')';
      const sep = prop(n, 'm:dPr', 'm:sepChr') ?? '|';
      const parts = n.children.filter((c): c is Node => typeof c !== 'string' && c.name === 'm:e').map(kids);
      if (!(beg in BRACKET) || !(end in BRACKET)) throw new Unsupported();
      return `\\left${BRACKET[beg]}${parts.join(sep === '|' && parts.length > 1 ? '\\mid ' : text(sep))}\\right${BRACKET[end]}`;
    }
    case 'm:nary': {
      const chr = prop(n, 'm:naryPr', 'm:chr') ?? '∫';
      const op = NARY[chr];
      if (!op) throw new Unsupported();
      const sub = kids(el(n, 'm:sub'));
      const sup = kids(el(n, 'm:sup'));
      return `${op}${sub ? `_${group(sub)}` : ''}${sup ? `^${group(sup)}` : ''} ${kids(el(n, 'm:e'))}`;
    }
    case 'm:func': {
      const name = kids(el(n, 'm:fName')).trim();
      const known = /^(sin|cos|tan|cot|sec|csc|ln|log|lg|exp|arcsin|arccos|arctan|max|min|sup|inf|lim|det)$/.test(name);
      return `${known ? `\\${name === 'lg' ? 'operatorname{lg}' : name}` : name} ${kids(el(n, 'm:e'))}`;
    }
    case 'm:limLow': {
      const base = kids(el(n, 'm:e')).trim();
      return `${base === 'lim' ? '\\lim' : group(base)}_${group(kids(el(n, 'm:lim')))}`;
    }
    case 'm:acc': {
      const chr = prop(n, 'm:accPr', 'm:chr') ?? '̂';
      const cmd = ACCENT[chr];
      if (!cmd) throw new Unsupported();
      return `${cmd}${group(kids(el(n, 'm:e')))}`;
    }
    case 'm:bar':
      return `${prop(n, 'm:barPr', 'm:pos') === 'bot' ? '\\underline' : '\\overline'}${group(kids(el(n, 'm:e')))}`;
    default:
      throw new Unsupported();
  }
}

/** One equation (`<m:oMath>…</m:oMath>`) as LaTeX, or null when it uses a structure not converted. */
export function ommlToLatex(xml: string): string | null {
  try {
    const root = parseXml(xml);
    return kids(root).replace(/\s+/g, ' ').trim();
  } catch (err) {
    if (err instanceof Unsupported) return null;
    throw err;
  }
}

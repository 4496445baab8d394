/**
 * What changed between two versions of a policy, paragraph by paragraph: staff compare the text
 * users read, so the HTML is reduced to its block texts (paragraphs, list items, headings) and
 * the two lists are matched by their longest common subsequence.
 */
export type DiffOp = 'same' | 'added' | 'removed';
export interface DiffLine {
  op: DiffOp;
  text: string;
}

const BLOCKS = 'p, li, h1, h2, h3, h4, blockquote, pre';

/** The text of each block of the HTML, in order (text outside blocks counts as one block). */
export function blockTexts(html: string): string[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const blocks = [...body.querySelectorAll(BLOCKS)].filter((el) => !el.querySelector(BLOCKS));
  const texts = blocks.length ? blocks.map((el) => el.textContent ?? '') : [body.textContent ?? ''];
  return texts.map((t) => t.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/** The lines of `b` against those of `a`: kept, added and removed, in reading order. */
export function diffLines(a: readonly string[], b: readonly string[]): DiffLine[] {
  // lcs[i][j]: length of the longest common subsequence of a[i..] and b[j..].
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  }
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      out.push({ op: 'same', text: a[i] });
      i++;
      j++;
    } else if (lcs[i + 1][j] >= lcs[i][j + 1]) out.push({ op: 'removed', text: a[i++] });
    else out.push({ op: 'added', text: b[j++] });
  }
  while (i < a.length) out.push({ op: 'removed', text: a[i++] });
  while (j < b.length) out.push({ op: 'added', text: b[j++] });
  return out;
}

/** The paragraph diff of two policy texts (HTML). */
export const diffPolicies = (from: string, to: string): DiffLine[] => diffLines(blockTexts(from), blockTexts(to));

// axe-core (Deque's accessibility engine, from npm) run in the page: WCAG 2.1 A and AA rules and
// axe's best practices, reporting what it rates serious or critical.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
export const FAILING_IMPACTS = ['serious', 'critical'];

/** Puts axe in every page of the context (an init script: the page's CSP does not apply to it). */
export async function prepareAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript(AXE_SOURCE);
}

export interface AxeViolation {
  rule: string;
  impact: string;
  /** Elements that fail, as axe's CSS selector of each. */
  targets: string[];
  /** What the first one is, in axe's words, and its markup. */
  summary: string;
  /** Each distinct failure (a contrast's colours and ratio, a name's mismatch), with its count. */
  kinds: Record<string, number>;
  /** One element of each kind: its selector and markup. */
  examples: Record<string, string>;
}

/** The serious and critical violations of the page as it is now. */
export function axeViolations(page: Page): Promise<AxeViolation[]> {
  // No local functions in here: the test runner's transform names them with a helper the page lacks.
  return page.evaluate(
    async ({ tags, impacts }) => {
      type Check = { message: string; data?: { fgColor?: string; bgColor?: string; contrastRatio?: number } };
      type Node = { target: unknown[]; html: string; failureSummary?: string; any: Check[] };
      type Result = { id: string; impact?: string; nodes: Node[] };
      const axe = (window as unknown as { axe: { run(c: Document, o: object): Promise<{ violations: Result[] }> } }).axe;
      const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      const out: AxeViolation[] = [];
      for (const v of violations) {
        if (!impacts.includes(v.impact ?? '')) continue;
        const found: AxeViolation = { rule: v.id, impact: v.impact ?? '', targets: [], summary: '', kinds: {}, examples: {} };
        for (const n of v.nodes) {
          const target = n.target.map(String).join(' ');
          const d = n.any[0]?.data;
          const kind = d?.fgColor
            ? `${d.fgColor} on ${d.bgColor} ${d.contrastRatio}:1`
            : (n.any[0]?.message ?? n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 120);
          found.targets.push(target);
          found.kinds[kind] = (found.kinds[kind] ?? 0) + 1;
          found.examples[kind] ??= `${target} ${n.html.slice(0, 200)}`;
        }
        const first = v.nodes[0];
        found.summary = `${(first?.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)} ${first?.html.slice(0, 160) ?? ''}`;
        out.push(found);
      }
      return out;
    },
    { tags: AXE_TAGS, impacts: FAILING_IMPACTS },
  );
}

/** One line per violated rule, for a walk's report. */
export const axeLines = (found: AxeViolation[]): string[] =>
  found.map((v) => `${v.rule} (${v.impact}) ×${v.targets.length}: ${v.targets.slice(0, 3).join(' | ')} — ${v.summary}`);

// The one way the end-to-end tests run axe-core (issue 24): the WCAG 2.0, 2.1 and 2.2 A/AA rules and best practices,
// over the whole page unless a test names the part it is about.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AxeResults, ElementContext, NodeResult, RunOptions } from 'axe-core';
import { expect } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface AxeScope {
  /** CSS selectors of the parts to check (default: the whole page) */
  include?: readonly string[];
  exclude?: readonly string[];
}

export interface AxeOutcome {
  /** one line per violated rule: its id, impact and the nodes' selectors */
  violations: string[];
  /** how many rules passed (a check that axe looked at something) */
  passedRules: number;
}

// only the violations' nodes are collected: the passes' nodes cost time and are not read
const RUN_OPTIONS: RunOptions = { runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] };

/**
 * AxeBuilder injects axe-core into the page and its frames on every run (seconds on a loaded machine). A page kept
 * across in-app navigations has it already from the first run: without frames to inject into, it is run again
 * directly, with the same rules.
 */
async function analyze(page: Page, scope: AxeScope): Promise<AxeResults> {
  const context: ElementContext = {
    ...(scope.include?.length ? { include: [...scope.include] } : { include: [['html']] }),
    ...(scope.exclude?.length ? { exclude: [...scope.exclude] } : {}),
  };
  const injected = await page.evaluate(
    () => 'axe' in window && document.querySelectorAll('iframe, frame').length === 0,
  );
  if (injected)
    return page.evaluate(
      // the results are plain data (no element references), as AxeBuilder returns them
      (json) => {
        const { ctx, options } = JSON.parse(json) as { ctx: unknown; options: unknown };
        const { axe } = window as unknown as {
          axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> };
        };
        return axe.run(ctx, options);
      },
      JSON.stringify({ ctx: context, options: RUN_OPTIONS }),
    );
  // @axe-core/playwright is typed against its own copy of playwright-core
  const axePage = page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'];
  let builder = new AxeBuilder({ page: axePage }).withTags(AXE_TAGS).options({ resultTypes: ['violations'] });
  for (const selector of scope.include ?? []) builder = builder.include(selector);
  for (const selector of scope.exclude ?? []) builder = builder.exclude(selector);
  return builder.analyze();
}

/** A node's selector, with the nodes its checks name (what covers a target, the label it lacks…) */
function describeNode(node: NodeResult): string {
  const related = [...node.any, ...node.all, ...node.none]
    .flatMap((check) => check.relatedNodes ?? [])
    .map((other) => other.target.join(' '));
  return related.length ? `${node.target.join(' ')} [related: ${related.join(', ')}]` : node.target.join(' ');
}

/**
 * Waits for the page's finite CSS transitions and animations (a button fading back from its busy state): axe reads
 * colours as painted, and a run in the middle of a transition measures a colour the page never rests on.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  );
}

export async function runAxe(page: Page, scope: AxeScope = {}): Promise<AxeOutcome> {
  await settleAnimations(page);
  const results = await analyze(page, scope);
  return {
    violations: results.violations.map(
      (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.nodes.map(describeNode).join(', ')}`,
    ),
    passedRules: results.passes.length,
  };
}

/** Fails with the violations listed under `label`. */
export async function expectNoAxeViolations(page: Page, label: string, scope: AxeScope = {}): Promise<void> {
  const { violations } = await runAxe(page, scope);
  expect(violations, label).toEqual([]);
}

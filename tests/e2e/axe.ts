import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The impacts that fail a test; moderate and minor findings are printed but let it pass. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe-core (WCAG 2.1 A and AA rules plus best practices) on what the page shows now, dialogs
 * included, and fails on any serious or critical violation, naming the rule and the elements.
 */
export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  // A toast or dialog still fading in has blended colours that are not what a person reads.
  await page
    .waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), undefined, { timeout: 5000 })
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const describe = (violation: (typeof results.violations)[number]) =>
    `${violation.impact} ${violation.id}: ${violation.help}\n${violation.nodes
      .slice(0, 5)
      .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1, 3).join(' ')}`)
      .join('\n')}`;
  const failing = results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
  const others = results.violations.filter((violation) => !FAILING_IMPACTS.has(violation.impact ?? ''));
  if (others.length > 0) console.log(`axe (${screen}), not failing:\n  ${others.map(describe).join('\n  ')}`);
  expect(failing.map(describe), `serious or critical axe violations on ${screen}`).toEqual([]);
}

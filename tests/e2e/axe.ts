import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const SHOWN_TOAST = '[data-sonner-toast][data-visible="true"]:not([data-removed="true"])';
const HIDDEN_TOASTS = '[data-sonner-toast][data-visible="false"], [data-sonner-toast][data-removed="true"]';

/** The impacts that fail a test; moderate and minor findings are printed but let it pass. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe-core (WCAG 2.1 A and AA rules plus best practices) on what the page shows now, dialogs
 * included, and fails on any serious or critical violation, naming the rule and the elements.
 */
export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  // A toast or dialog still fading in has blended colours that are not what a person reads.
  // Sonner fades a toast in with a transition on its opacity: wait until every toast shown is fully opaque.
  await page
    .waitForFunction(
      (shownToast) =>
        document.getAnimations().every((animation) => animation.playState !== 'running') &&
        [...document.querySelectorAll(shownToast)].every((toast) => getComputedStyle(toast).opacity === '1'),
      SHOWN_TOAST,
      { timeout: 5000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // Toasts on their way out, or stacked behind the one shown, are see-through: nobody reads them.
    .exclude(HIDDEN_TOASTS)
    .analyze();
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

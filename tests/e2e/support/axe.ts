// axe-core on the page as it stands: WCAG 2.0/2.1/2.2 A and AA rules, and a failure that
// names each violation's rule, the elements it found and axe's help, so a report says what to fix.
import AxeBuilder from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * WCAG rules the axe-core bundled with @axe-core/playwright tags "experimental", which a run by tags
 * leaves out: turned on by name. label-content-name-mismatch is WCAG 2.5.3 (Label in Name, level A):
 * a control whose visible text is not part of its accessible name (a logo link showing the shop's
 * name but named "Go to the home page"), which speech-input users cannot call by what they see.
 */
export const EXPERIMENTAL_WCAG_RULES = ['label-content-name-mismatch'];

/** axe's run options that turn those rules on; every AxeBuilder of the tests starts from them. */
export function experimentalWcagRules(): { rules: Record<string, { enabled: boolean }> } {
  return { rules: Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((rule) => [rule, { enabled: true }])) };
}

/**
 * Puts the page in reduced motion and waits for every finite animation and transition to end, so axe
 * never measures an element mid-fade (a toast at half opacity fails colour contrast on a busy machine).
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Runs axe on the whole page (or only `include`, a CSS selector) and fails on any violation. */
export async function expectNoAxeViolations(page: Page, label: string, options: { include?: string } = {}): Promise<void> {
  await settleAnimations(page);
  let builder = new AxeBuilder({ page })
    .options(experimentalWcagRules())
    .withTags(WCAG_TAGS);
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  const report = violations
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 8)
        .map((node) => `    - ${node.target.join(' ')}${node.failureSummary ? `\n      ${node.failureSummary.replace(/\n/g, '\n      ')}` : ''}`)
        .join('\n');
      return `  [${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${targets}`;
    })
    .join('\n');
  expect(violations, `axe violations on ${label}:\n${report}`).toEqual([]);
}

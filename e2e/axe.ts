import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

type Impact = 'minor' | 'moderate' | 'serious' | 'critical'

/**
 * Runs axe-core on the page as it is and fails with the rule ids and targets of the violations of
 * those impacts (by default the serious and critical ones). The page must run JavaScript: axe
 * runs inside it (e2e/a11y.test.ts blocks the app's scripts instead to check the server's HTML).
 */
export async function expectNoSeriousViolations(
  page: Page,
  impacts: readonly Impact[] = ['serious', 'critical'],
) {
  // Legacy mode runs axe in the page in one call: about half the time of the default, which
  // finishes each run in a new blank page (only needed for cross-origin frames; the app has none).
  // Asking for the violations alone spares the details of every passing node (a third less again).
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze()
  const found = results.violations.filter((v) => v.impact && impacts.includes(v.impact))
  const report = found.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n` +
      v.nodes
        .map(
          (n) =>
            `    ${n.target.join(' ')}\n      ${n.html}\n      ${n.failureSummary?.replace(/\n/g, '\n      ')}`,
        )
        .join('\n'),
  )
  expect(report, `axe violations on ${page.url()}:\n${report.join('\n')}`).toEqual([])
}

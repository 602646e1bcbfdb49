import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.0 A/AA and 2.1 AA: the level the product promises (issue 16). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Serious and critical axe violations on the page as it is now, one line per rule: its id, impact,
 * the number of offending nodes and the selectors of the first few, so a failure says what to fix.
 */
export async function findBlockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes.slice(0, 4).map((node) => {
        // color-contrast says which colours failed: the fix is usually a token, not this node.
        const colours = node.any.find((check) => check.id === 'color-contrast')?.data as
          { fgColor: string; bgColor: string; contrastRatio: number } | undefined;
        const target = node.target.join(' ');
        return colours
          ? `${target} (${colours.fgColor} on ${colours.bgColor}: ${colours.contrastRatio})`
          : target;
      });
      return `${violation.id} (${violation.impact}) x${violation.nodes.length}: ${targets.join(' | ')}`;
    });
}

const BUSY = '[aria-busy="true"], [role="status"][aria-label="Loading"]';

/**
 * Waits until the page shows no loading indicator on `quietReads` reads 300 ms apart: data panels
 * swap their skeletons for content in several steps, and axe must judge the content, not the
 * skeletons. A page already settled that only changed theme needs one read.
 */
export async function waitForSettledContent(page: Page, quietReads = 2, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quiet = 0;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`still loading after ${timeoutMs} ms: ${page.url()}`);
    quiet = (await page.locator(BUSY).count()) === 0 ? quiet + 1 : 0;
    if (quiet >= quietReads) return;
    await page.waitForTimeout(300);
  }
}

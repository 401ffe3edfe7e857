import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// The accessibility check of the journeys: axe with the WCAG 2.0/2.1 A and AA
// rules and its best practices (one main landmark, content inside landmarks, heading order, unique
// landmark names…), every impact, on the page as it is now.

/** The axe rule sets every page is checked against. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * axe with every rule of `tags`, reporting only its violations: the passing and inapplicable nodes
 * it would otherwise collect and serialise are never read, and are most of its work on a long page.
 */
export const axeOn = (page: Page, tags?: string[]) => {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  return tags ? builder.withTags(tags) : builder;
};

/** axe's violations on the page as it is now, one line each: rule, impact, help and the offending nodes. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await axeOn(page, AXE_TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} [${violation.nodes.map((node) => `${node.target.join(' ')}${node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ')}` : ''}`).join('; ')}]`,
  );
}

/**
 * Asserts that axe finds nothing on the page in the state named by `state` (the message of a
 * failure). A soft assertion: the journey goes on, so one run lists every state's violations.
 */
export async function expectAxeClean(page: Page, state: string): Promise<void> {
  expect.soft(await axeViolations(page), `axe on ${state}`).toEqual([]);
}

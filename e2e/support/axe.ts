import fs from 'node:fs';
import type { Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe?: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> };
  }
}

/** What axe-core finds on the page as it is now, or within `scope` (a selector), one line per
 * rule. Loaded once per document, it checks the top frame only (the site frames nothing of its
 * own): reconciling every frame from a page of its own took several times as long per check. */
export async function axeViolations(page: Page, scope?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (scope) => {
    const { violations } = await window.axe!.run(scope ?? document, {
      resultTypes: ['violations'],
      iframes: false,
    });
    return violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  }, scope);
}

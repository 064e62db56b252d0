import type { Locator, Page } from '@playwright/test';
import { expect } from '../../support/fixtures';

/** Where keyboard focus is: in the dialog, nowhere in the page (the browser's own controls), or elsewhere. */
function focusIn(dialog: Locator): Promise<string> {
  return dialog.evaluate((element) => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'browser';
    if (element.contains(active)) return 'dialog';
    return `the page behind: ${active.outerHTML.slice(0, 120)}`;
  });
}

/**
 * What a native modal dialog (showModal()) promises the keyboard: the page behind it is inert, so Tab and
 * Shift+Tab move through the dialog's controls and, past the ends, out to the browser's own controls
 * (the page then has no focused element) and back into the dialog, never to the page behind.
 */
export async function expectFocusKeptByModal(page: Page, dialog: Locator, presses = 6): Promise<void> {
  expect(await focusIn(dialog), 'focus starts in the dialog').toBe('dialog');
  for (const key of ['Tab', 'Shift+Tab']) {
    const seen: string[] = [];
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press(key);
      seen.push(await focusIn(dialog));
    }
    for (const where of seen) expect(['dialog', 'browser'], `${key}: ${seen.join(' → ')}`).toContain(where);
    expect(seen.lastIndexOf('dialog'), `${key} comes back into the dialog`).toBeGreaterThan(
      seen.indexOf('browser'),
    );
  }
}

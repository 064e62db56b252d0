import type { Page } from '@playwright/test';
import { allowFailedRequest, expect } from '../../support/fixtures';

// Sign-in steps shared by the specs. Signing in goes through the real flow: the shop's GET /auth/google,
// the local test provider's form (Google is not configured in e2e), the callback, and back to the page.

export interface Person {
  email: string;
  name: string;
}

/** Anyone whose e-mail is not in ADMIN_EMAILS signs in with role user. */
export const PARENT: Person = { email: 'priya.parent@example.in', name: 'Priya Sharma' };
/** The default ADMIN_EMAILS entry. */
export const ADMIN: Person = { email: 'admin@diyatales.test', name: 'Asha Admin' };

/** Fills the local provider's form and submits it; the browser ends on the shop again. */
export async function completeProviderSignIn(page: Page, person: Person): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Diya Tales test sign-in' })).toBeVisible();
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel('Name').fill(person.name);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

const googleLink = (page: Page) => page.getByRole('link', { name: /sign in with google/i });
const signInMenuButton = (page: Page) => page.getByRole('button', { name: 'Sign In', exact: true });

/** The sign-in controls a signed-out visitor sees in the bar (the phone top bar folds them in a menu). */
export function signedOutControls(page: Page) {
  return googleLink(page).or(signInMenuButton(page)).first();
}

/**
 * The landing page loads its lower sections' code on the first scroll, key or pointer press; a click
 * that leaves the page would start that load and abort it. Start it now and let it finish.
 */
export async function settleLandingPage(page: Page): Promise<void> {
  await waitForSignInWidget(page); // hydrated: the page listens for the first scroll now
  await page.evaluate(() => window.dispatchEvent(new Event('scroll')));
  await page.waitForLoadState('networkidle');
}

/**
 * Waits until the bar's sign-in widget has read the stored session and shows its controls. That needs
 * the page hydrated, which a machine busy with the other worker's journey can take well past the usual
 * expect timeout to do.
 */
export async function waitForSignInWidget(page: Page): Promise<void> {
  await expect(signedOutControls(page)).toBeVisible({ timeout: 20_000 });
}

/** The "Sign in with Google" control of the bar the page shows (landing nav or top bar, any width). */
export async function startGoogleSignIn(page: Page): Promise<void> {
  await waitForSignInWidget(page);
  // Leaving is a full-page navigation: let the page's lazy parts arrive first, or they show as aborted.
  await page.waitForLoadState('networkidle');
  // Chromium fetches the tab icon on its own schedule, sometimes after the network went idle; leaving
  // the page then aborts it. That is the browser's housekeeping, not a failure of the page.
  allowFailedRequest(page, /\/favicon\.svg$/);
  const direct = googleLink(page).first();
  if (await direct.isVisible()) {
    await direct.click();
    return;
  }
  // A phone's top bar folds both ways in behind one "Sign In" button.
  await signInMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Sign in with Google' }).click();
}

/** Signs in from the current page and waits until the callback has brought the browser back. */
export async function signIn(page: Page, person: Person = PARENT): Promise<void> {
  const from = new URL(page.url());
  await startGoogleSignIn(page);
  await completeProviderSignIn(page, person);
  const back = from.pathname === '/' ? '/' : from.pathname + from.search;
  await expect(page).toHaveURL((url) => url.pathname + (url.pathname === '/' ? '' : url.search) === back);
  await expect(accountButton(page, person)).toBeVisible();
  // Let the page finish loading its lazy parts, so a following page.goto() aborts nothing.
  await page.waitForLoadState('networkidle');
}

/** Starts a 10-minute guest session from the top bar (any width). */
export async function continueAsGuest(page: Page): Promise<void> {
  await waitForSignInWidget(page);
  const direct = page.getByRole('button', { name: 'Guest Login', exact: true });
  if (await direct.isVisible()) {
    await direct.click();
  } else {
    await signInMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Guest Login' }).click();
  }
  await expect(accountButton(page, { name: 'Guest User' })).toBeVisible();
}

export function accountButton(page: Page, person: Pick<Person, 'name'> = PARENT) {
  return page.getByRole('button', { name: `Account menu for ${person.name}` });
}

/** The stored token, as the app keeps it (localStorage auth_token). */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('auth_token'));
}

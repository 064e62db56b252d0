// @vitest-environment happy-dom
import { SIGN_IN_ERROR_CODES } from '@shop/contracts/sign-in-errors';
import { UI_TEXT_HI } from '@shop/content/ui-text.hi';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, Outlet, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AuthProvider } from '~/features/auth/components/auth-provider';
import { makeToken } from '~/features/auth/test-token';
import { rememberLanguage } from '~/lib/language-choice';
import { PRE_AUTH_PATH_KEY } from '~/lib/storage-keys';
import { ENGLISH_ROOT } from '~/lib/testing/root-route';
import AuthSuccessPage, { clientLoader as authSuccessLoader } from './auth-success';

// /auth/success has no /hi twin (Google returns to one address): it speaks the language of the page
// the parent signed in from, else the one they chose, and a Hindi parent goes back to Hindi pages.

const HI = UI_TEXT_HI.auth;

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe('/auth/success in the parent’s language', () => {
  function renderCallback(search: string) {
    const Stub = createRoutesStub([
      {
        ...ENGLISH_ROOT,
        Component: () => (
          <AuthProvider>
            <Outlet />
            <Where />
          </AuthProvider>
        ),
        children: [
          { path: '/auth/success', Component: AuthSuccessPage, loader: authSuccessLoader },
          { path: '/hi', Component: () => <h1>hindi home</h1> },
          { path: '/hi/order', Component: () => <h1>hindi order</h1> },
          { path: '/', Component: () => <h1>home</h1> },
        ],
      },
    ]);
    window.history.replaceState(null, '', `/auth/success${search}`);
    render(<Stub initialEntries={[`/auth/success${search}`]} />);
  }

  it('came from a Hindi page: Hindi lines, then back to that page', async () => {
    sessionStorage.setItem(PRE_AUTH_PATH_KEY, '/hi/order');
    const token = makeToken({
      id: 'u_1',
      name: 'Priya Sharma',
      email: 'priya@example.in',
      role: 'user',
      exp: Math.floor(Date.now() / 1000) + 3600,
    });
    renderCallback(`?token=${token}`);
    expect(await screen.findByRole('heading', { name: 'आपका साइन इन हो रहा है' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(HI.callback.success));
    expect(await screen.findByRole('heading', { name: 'hindi order' }, { timeout: 3_000 })).toBeTruthy();
  });

  it('a failure in Hindi (the error itself translated) goes to the Hindi homepage', async () => {
    rememberLanguage('hi');
    renderCallback(`?error=${SIGN_IN_ERROR_CODES.callbackFailed}`);
    expect(await screen.findByRole('heading', { name: 'साइन इन पूरा नहीं हुआ' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Google साइन इन में गड़बड़ी: साइन-इन नहीं हो सका');
    expect(screen.getByRole('link', { name: 'अभी जाएँ' }).getAttribute('href')).toBe('/hi');
    expect(screen.getByText(HI.callback.leaving, { exact: false })).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: HI.callback.failedTitle }).closest('[lang]')?.getAttribute('lang'),
    ).toBe('hi');
  });

  it('the code of a sign-in that could not start, in Hindi', async () => {
    rememberLanguage('hi');
    renderCallback(`?error=${SIGN_IN_ERROR_CODES.startFailed}`);
    expect(await screen.findByRole('heading', { name: 'साइन इन पूरा नहीं हुआ' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Google साइन इन में गड़बड़ी: साइन-इन शुरू नहीं हो सका');
  });

  it('an old link with English words, or any other text, shows the generic failure and never echoes it', async () => {
    rememberLanguage('hi');
    renderCallback(`?error=${encodeURIComponent('Failed to start authentication process')}`);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Google साइन इन में गड़बड़ी: साइन-इन नहीं हो सका'),
    );
    cleanup();
    sessionStorage.setItem(PRE_AUTH_PATH_KEY, '/order');
    renderCallback(`?error=${encodeURIComponent('Call 0800 now')}`);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('OAuth error: Authentication failed'),
    );
  });

  it('stays English, word for word, for a parent who came from an English page', async () => {
    rememberLanguage('hi');
    sessionStorage.setItem(PRE_AUTH_PATH_KEY, '/order');
    renderCallback('?error=access_denied');
    expect(await screen.findByRole('heading', { name: 'Sign-in did not finish' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('OAuth error: access_denied');
    expect(screen.getByRole('link', { name: 'Go now' }).getAttribute('href')).toBe('/');
  });
});

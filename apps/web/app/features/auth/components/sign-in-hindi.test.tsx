// @vitest-environment happy-dom
import { AUTH_MESSAGES } from '@shop/contracts/auth-constants';
import { UI_TEXT_HI } from '@shop/content/ui-text.hi';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Outlet, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signIn, stubApi } from '~/lib/testing/api-stub';
import { ENGLISH_ROOT, HINDI_ROOT } from '~/lib/testing/root-route';
import type { AuthProblem } from '../auth-problem';
import { AuthErrorAlert } from './auth-error-alert';
import { AuthProvider } from './auth-provider';
import { ProtectedRoute } from './protected-route';
import { SignInWidget } from './sign-in-widget';

// Issue 16: the sign-in words on a Hindi page (/hi/…) are Hindi, read from the screen text the root
// gives every page (prerendered ones too). The callback page: routes/auth-success.test.tsx.

const HI = UI_TEXT_HI.auth;

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

function renderAt(path: string, routes: { path: string; Component: () => React.ReactNode }[]) {
  const root = path === '/hi' || path.startsWith('/hi/') ? HINDI_ROOT : ENGLISH_ROOT;
  const Stub = createRoutesStub([
    {
      ...root,
      Component: () => (
        <AuthProvider>
          <Outlet />
          <Where />
        </AuthProvider>
      ),
      children: routes,
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

const ORDER_FORM = () => (
  <ProtectedRoute whenSignedOut="modal">
    <h1>order form</h1>
  </ProtectedRoute>
);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe('the login-required dialog on a Hindi page', () => {
  it('asks in Hindi, names the page in Hindi, and continuing as a guest stays on the Hindi page', async () => {
    renderAt('/hi/order', [
      { path: '/hi/order', Component: ORDER_FORM },
      { path: '/hi', Component: () => <h1>home</h1> },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'साइन इन ज़रूरी है' });
    const inDialog = within(dialog);
    expect(inDialog.getByText('ऑर्डर पेज देखने के लिए आपको साइन इन करना होगा।')).toBeTruthy();
    expect(inDialog.getByText(HI.loginRequired.why)).toBeTruthy();
    expect(inDialog.getByRole('link', { name: 'Google से साइन इन करें' })).toBeTruthy();
    expect(dialog.textContent).not.toMatch(/Login Required|Continue as Guest|You need to sign in|Close/);
    expect(screen.getByRole('heading', { level: 1, name: HI.signInToContinue })).toBeTruthy();

    await userEvent.setup().click(inDialog.getByRole('button', { name: 'मेहमान की तरह आगे बढ़ें' }));
    expect(await screen.findByRole('heading', { name: 'order form' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/hi/order');
  });

  it('closing it goes to the Hindi homepage', async () => {
    renderAt('/hi/order', [
      { path: '/hi/order', Component: ORDER_FORM },
      { path: '/hi', Component: () => <h1>home</h1> },
    ]);
    const dialog = await screen.findByRole('dialog', { name: HI.loginRequired.title });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'बंद करें' }));
    expect(await screen.findByRole('heading', { name: 'home' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/hi');
  });

  it('stays English on the English page', async () => {
    renderAt('/order', [{ path: '/order', Component: ORDER_FORM }]);
    const dialog = await screen.findByRole('dialog', { name: 'Login Required' });
    expect(within(dialog).getByText('You need to sign in to access the order page.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Continue as Guest' })).toBeTruthy();
  });
});

describe('the sign-in widget and the account menu on a Hindi page', () => {
  it('offers Google and the guest login in Hindi; the guest menu counts down in Hindi', async () => {
    renderAt('/hi', [{ path: '/hi', Component: () => <SignInWidget /> }]);
    expect(await screen.findByRole('link', { name: 'Google से साइन इन करें' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'गेस्ट लॉगिन' }));

    await user.click(await screen.findByRole('button', { name: 'मेहमान का अकाउंट मेन्यू' }));
    const menu = await screen.findByRole('menu');
    expect(menu.parentElement?.textContent).toMatch(/गेस्ट सेशन (10:00|9:5\d) में ख़त्म होगा/);
    expect(screen.getByRole('menuitem', { name: 'मेरी प्रोफ़ाइल' }).getAttribute('href')).toBe('/hi/profile');
    expect(screen.getByRole('menuitem', { name: 'Google से साइन इन करें' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'साइन आउट' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Guest User|Guest session|My Profile|Sign Out/);
  });

  it('the signed-in account menu names the parent in a Hindi sentence', async () => {
    stubApi([
      signIn({
        id: '7a0c2e4b-1d3f-4a5b-9c6d-8e7f6a5b4c3d',
        name: 'Priya Sharma',
        email: 'priya@example.in',
        role: 'user',
      }),
    ]);
    renderAt('/hi', [{ path: '/hi', Component: () => <SignInWidget /> }]);
    expect(
      await screen.findByRole('button', { name: 'Priya Sharma का अकाउंट मेन्यू' }, { timeout: 3_000 }),
    ).toBeTruthy();
  });
});

describe('the sign-in-required card on a Hindi page', () => {
  it('is Hindi and leads back to the Hindi homepage', async () => {
    renderAt('/hi/profile', [
      {
        path: '/hi/profile',
        Component: () => (
          <ProtectedRoute requireGoogle>
            <h1>profile</h1>
          </ProtectedRoute>
        ),
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'साइन इन ज़रूरी है' })).toBeTruthy();
    expect(screen.getByText(HI.signInRequired.text)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Google से आगे बढ़ें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'होम पेज पर वापस जाएँ' }).getAttribute('href')).toBe('/hi');
    expect(document.body.textContent).not.toMatch(/Sign in Required|Go back to homepage/);
  });
});

describe('the authentication error banner', () => {
  const renderBanner = (path: string, problem: AuthProblem) =>
    renderAt(path, [{ path, Component: () => <AuthErrorAlert problem={problem} onDismiss={() => {}} /> }]);

  it('shows the sign-in and client messages in Hindi on a Hindi page, by their keys', async () => {
    renderBanner('/hi', { auth: 'sessionExpired' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('साइन इन में गड़बड़ी');
    expect(alert.textContent).toContain(UI_TEXT_HI.auth.messages.auth.sessionExpired);
    expect(alert.textContent).not.toMatch(/Authentication Error|Session expired/);
    expect(screen.getByRole('button', { name: HI.error.dismiss })).toBeTruthy();
  });

  it('says the client’s own network failure in Hindi', async () => {
    renderBanner('/hi', { client: 'network' });
    expect((await screen.findByRole('alert')).textContent).toContain(UI_TEXT_HI.auth.messages.client.network);
  });

  it('shows a server’s own words as they came', async () => {
    renderBanner('/hi', { server: 'Something only the server knows' });
    expect((await screen.findByRole('alert')).textContent).toContain('Something only the server knows');
  });

  it('is English on an English page', async () => {
    renderBanner('/', { auth: 'sessionExpired' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Authentication Error');
    expect(alert.textContent).toContain(AUTH_MESSAGES.sessionExpired);
  });
});

// @vitest-environment happy-dom
import { GUEST_SESSION_MS } from '@shop/contracts/auth-constants';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Outlet } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_ENDPOINTS } from '@shop/contracts/checkout';
import { AuthProvider } from '~/features/auth/components/auth-provider';
import { createGuestUser } from '~/features/auth/guest-session';
import { GUEST_SESSION_ENDED_TEXT } from '~/features/order/components/guest-session-ended-notice';
import { GUEST_STARTED_AT_KEY, GUEST_USER_KEY } from '~/lib/storage-keys';
import { ENGLISH_ROOT, HINDI_ROOT } from '~/lib/testing/root-route';
import { PARENT_TEXT_HI } from '@shop/content/parent-text.hi';
import { stubApi } from '~/lib/testing/api-stub';
import OrderRoute from './order';

// Issue 14 item 4: a guest session that runs out is said, politely, with the way on; a visitor who
// simply is not signed in sees the login-required dialog without it.

function guestStartedAgo(ms: number) {
  const startedAt = Date.now() - ms;
  localStorage.setItem(GUEST_USER_KEY, JSON.stringify(createGuestUser(startedAt)));
  localStorage.setItem(GUEST_STARTED_AT_KEY, String(startedAt));
}

function renderOrderPage(path = '/order') {
  stubApi([
    {
      endpoint: PAYMENT_ENDPOINTS.config,
      body: {
        card: { provider: 'sandbox-card', testMode: true },
        india: { provider: 'sandbox-upi', testMode: true },
        taxNumber: null,
        photoRetention: { daysAfterDelivery: 30, daysUndelivered: 60 },
      },
    },
  ]);
  const Stub = createRoutesStub([
    {
      ...(path.startsWith('/hi/') ? HINDI_ROOT : ENGLISH_ROOT),
      Component: () => (
        <AuthProvider>
          <Outlet />
        </AuthProvider>
      ),
      children: [{ path, Component: OrderRoute }],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

// The page waits for the session to be restored first: under a full parallel run that can take
// longer than the default second, so the first look for the form allows three.
describe('the guest session ending on the order page', () => {
  it('says the session ended and what was kept, and continuing as a guest brings the form back', async () => {
    guestStartedAgo(GUEST_SESSION_MS - 300);
    renderOrderPage();
    expect(await screen.findByLabelText("Kid's Name", undefined, { timeout: 10_000 })).toBeTruthy();

    const dialog = await screen.findByRole('dialog', { name: 'Login Required' }, { timeout: 3_000 });
    const notice = await screen.findByTestId('guest-session-ended');
    expect(notice.getAttribute('role')).toBe('status');
    expect(dialog.contains(notice)).toBe(true);
    await waitFor(() => expect(notice.textContent).toBe(GUEST_SESSION_ENDED_TEXT));

    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue as Guest' }));
    expect(await screen.findByLabelText("Kid's Name", undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByTestId('guest-session-ended')).toBeNull();
  });

  it('is said in Hindi on the Hindi order page', async () => {
    guestStartedAgo(GUEST_SESSION_MS - 300);
    renderOrderPage('/hi/order');
    expect(await screen.findByLabelText('बच्चे का नाम', undefined, { timeout: 3_000 })).toBeTruthy();
    await screen.findByRole('dialog', undefined, { timeout: 3_000 });
    // The live region is there a moment before its words (so they are announced): wait for them.
    const notice = await screen.findByTestId('guest-session-ended');
    expect(notice.getAttribute('role')).toBe('status');
    await waitFor(() => expect(notice.textContent).toBe(PARENT_TEXT_HI.order.guest.ended));
    expect(notice.textContent).not.toBe(GUEST_SESSION_ENDED_TEXT);
  });

  it('is not said to a visitor who was never signed in', async () => {
    renderOrderPage();
    await screen.findByRole('dialog', { name: 'Login Required' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('guest-session-ended')).toBeNull();
  });
});

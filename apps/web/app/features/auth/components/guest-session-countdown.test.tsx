// @vitest-environment happy-dom
import { GUEST_SESSION_MS } from '@shop/contracts/auth-constants';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadParentText } from '~/lib/parent-text';
import { GUEST_STARTED_AT_KEY, GUEST_USER_KEY } from '~/lib/storage-keys';
import { createGuestUser } from '../guest-session';
import { AuthProvider } from './auth-provider';
import { formatTimeLeft, GUEST_WARNING_MS, GuestSessionCountdown } from './guest-session-countdown';

// Issue 14 item 4: the guest session's last two minutes are shown, with a way to keep going.

function guestStartedAgo(ms: number) {
  const startedAt = Date.now() - ms;
  localStorage.setItem(GUEST_USER_KEY, JSON.stringify(createGuestUser(startedAt)));
  localStorage.setItem(GUEST_STARTED_AT_KEY, String(startedAt));
}

// On the English order page: the countdown speaks the page's language, read from its path.
const renderCountdown = (path = '/order') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AuthProvider>
        <GuestSessionCountdown />
      </AuthProvider>
    </MemoryRouter>,
  );

beforeEach(() => localStorage.clear());

describe('the guest session countdown', () => {
  it('stays away while more than two minutes are left', async () => {
    guestStartedAgo(GUEST_SESSION_MS - GUEST_WARNING_MS - 30_000);
    renderCountdown();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('guest-session-countdown')).toBeNull();
  });

  it('counts down the last two minutes, and Keep going starts a fresh ten', async () => {
    guestStartedAgo(GUEST_SESSION_MS - 90_000);
    renderCountdown();
    expect((await screen.findByTestId('guest-time-left')).textContent).toMatch(/^1:(29|30)$/);
    const before = Number(localStorage.getItem(GUEST_STARTED_AT_KEY));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Keep going as a guest' }));
    expect(screen.queryByTestId('guest-session-countdown')).toBeNull();
    expect(Number(localStorage.getItem(GUEST_STARTED_AT_KEY))).toBeGreaterThan(before);
  });

  it('speaks Hindi on the Hindi order page, the time inside its sentence', async () => {
    await loadParentText('hi');
    guestStartedAgo(GUEST_SESSION_MS - 90_000);
    renderCountdown('/hi/order');
    const heading = await screen.findByRole('heading', { name: /^आपका मेहमान सत्र 1:(29|30) में ख़त्म होगा$/ });
    expect(heading.querySelector('[data-testid="guest-time-left"]')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'मेहमान के रूप में आगे बढ़ें' })).toBeTruthy();
    expect(screen.getByTestId('guest-session-countdown').textContent).not.toMatch(/guest session|Keep going/);
  });

  it('reads minutes and seconds, never 0:00 before the end', () => {
    expect(formatTimeLeft(120_000)).toBe('2:00');
    expect(formatTimeLeft(61_001)).toBe('1:02');
    expect(formatTimeLeft(400)).toBe('0:01');
  });
});

// @vitest-environment happy-dom
import { PARENT_MESSAGES_HI } from '@shop/content/parent-text/messages.hi';
import { PAYMENT_TEXT } from '@shop/content/parent-text/payment';
import { PAYMENT_TEXT_HI } from '@shop/content/parent-text/payment.hi';
import { PAYMENT_MESSAGES, PAYMENT_RETRY_LIMIT } from '@shop/contracts/checkout';
import {
  SANDBOX_ERROR_CODES,
  SANDBOX_MESSAGES,
  SANDBOX_PAYMENT_ENDPOINTS,
  SANDBOX_TEST_CARDS,
} from '@shop/contracts/sandbox-payments';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadParentText } from '~/lib/parent-text';
import { stubApi } from '~/lib/testing/api-stub';
import type * as Retry from '../retry';
import { SandboxCardForm } from './sandbox-card-form';

// The sandbox's card form (docs/architecture.md#real-parts-and-stand-ins) on an English and a Hindi payment page: its words, and a
// declined card said in the page's language after the retries of docs/product-guide.md#payment-messages.

// The retries wait 1 s, 2 s and 4 s; here they follow at once.
vi.mock('../retry', async (original) => ({
  ...(await original<typeof Retry>()),
  sleep: () => Promise.resolve(),
}));

beforeAll(() => loadParentText('hi'));

function renderCardForm(path: '/order' | '/hi/order') {
  const api = stubApi([
    {
      endpoint: SANDBOX_PAYMENT_ENDPOINTS.confirmCard,
      status: 402,
      body: { message: SANDBOX_MESSAGES.cardDeclined, code: SANDBOX_ERROR_CODES.cardDeclined },
    },
  ]);
  const onPaid = vi.fn();
  const Stub = createRoutesStub([
    {
      path,
      Component: () => (
        <SandboxCardForm clientSecret="pi_sandbox_1_secret_abc" amount="₹1,299" onPaid={onPaid} />
      ),
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return { api, onPaid };
}

async function payWithTheDeclinedCard(labels: { number: string; expiry: string; cvc: string }, pay: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(labels.number), SANDBOX_TEST_CARDS.declined);
  await user.type(screen.getByLabelText(labels.expiry), '12/34');
  await user.type(screen.getByLabelText(labels.cvc), '123');
  await user.click(screen.getByRole('button', { name: pay }));
}

describe('the sandbox card form', () => {
  it('says a decline in English on an English page', async () => {
    const { api, onPaid } = renderCardForm('/order');
    expect(await screen.findByRole('heading', { name: 'Pay by card' })).toBeTruthy();
    expect(screen.getByText('Test mode')).toBeTruthy();
    await payWithTheDeclinedCard(
      { number: 'Card number', expiry: 'Expiry (MM/YY)', cvc: 'CVC' },
      'Pay ₹1,299',
    );
    expect(
      await screen.findByText(`${PAYMENT_MESSAGES.paymentFailed}: ${SANDBOX_MESSAGES.cardDeclined}`),
    ).toBeTruthy();
    expect(screen.getByTestId('payment-retry-status').textContent).toBe(PAYMENT_MESSAGES.maxRetries);
    expect(screen.getByRole('button', { name: 'Refresh and try again' })).toBeTruthy();
    expect(api.sentTo(SANDBOX_PAYMENT_ENDPOINTS.confirmCard)).toHaveLength(PAYMENT_RETRY_LIMIT + 1);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('is Hindi on a Hindi page, the decline included', async () => {
    const { api } = renderCardForm('/hi/order');
    const card = PAYMENT_TEXT_HI.card;
    expect(await screen.findByRole('heading', { name: card.heading })).toBeTruthy();
    expect(screen.getByText(PAYMENT_TEXT_HI.testMode)).toBeTruthy();
    expect(document.getElementById('card-hint')?.textContent).toContain(PARENT_MESSAGES_HI.sandbox.testMode);
    // The test cards stay as they are typed.
    expect(screen.getByText(SANDBOX_TEST_CARDS.success)).toBeTruthy();
    await payWithTheDeclinedCard(card, '₹1,299 चुकाएँ');
    // The server answers in English; the page says it in Hindi.
    expect(await screen.findByText(new RegExp(`: ${PARENT_MESSAGES_HI.sandbox.cardDeclined}$`))).toBeTruthy();
    expect(screen.queryByText(new RegExp(SANDBOX_MESSAGES.cardDeclined))).toBeNull();
    expect(screen.getByRole('button', { name: card.refresh })).toBeTruthy();
    expect(api.sentTo(SANDBOX_PAYMENT_ENDPOINTS.confirmCard)).toHaveLength(PAYMENT_RETRY_LIMIT + 1);
    for (const english of [PAYMENT_TEXT.card.heading, PAYMENT_TEXT.card.refresh, PAYMENT_TEXT.testMode])
      expect(screen.queryByText(english)).toBeNull();
  });

  it('counts its retries in Hindi', () => {
    expect(PAYMENT_TEXT_HI.card.retrying(2)).toBe('प्रयास 2 (कुल 3 में से)। कृपया रुकें...');
    expect(PAYMENT_TEXT.card.retrying(2)).toBe('Attempt 2 of 3. Please wait...');
  });
});

// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePaymentReturnOrderNumber, usePaymentSuccess } from './use-payment-success';

// The landing page is prerendered without a query string and hydrated with the visitor's address. What
// the hooks say must match the HTML while hydrating (no mismatch), follow the address right after, and
// cost no second render when the address holds no payment return (every ordinary visit).

// React's act() is what Testing Library's render uses; this file hydrates by hand.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const renders: string[] = [];

function Probe() {
  const success = usePaymentSuccess();
  const orderNumber = usePaymentReturnOrderNumber();
  const said = `${success ? 'paid' : 'not paid'} / ${orderNumber ?? 'no number'}`;
  renders.push(said);
  return <p>{said}</p>;
}

/** Prerenders at `/`, as the build does, then hydrates at `address`, as the browser does. */
async function hydrateAt(address: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <MemoryRouter initialEntries={['/']}>
      <Probe />
    </MemoryRouter>,
  );
  document.body.append(container);
  renders.length = 0;
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      container,
      <MemoryRouter initialEntries={[address]}>
        <Probe />
      </MemoryRouter>,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
  });
  return { text: container.textContent, errors: errors.mock.calls, recoverable };
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('payment return on the prerendered landing page', () => {
  it('an ordinary visit hydrates in one render, saying no payment return', async () => {
    const page = await hydrateAt('/');
    expect(page.text).toBe('not paid / no number');
    expect(renders).toEqual(['not paid / no number']);
    expect(page.recoverable).toEqual([]);
    expect(page.errors).toEqual([]);
  });

  it('an address with other parameters is still an ordinary visit', async () => {
    const page = await hydrateAt('/?utm_source=whatsapp&order_number=DT-1234');
    expect(renders).toEqual(['not paid / no number']);
    expect(page.text).toBe('not paid / no number');
  });

  it('a payment return matches the HTML while hydrating, then shows the order number', async () => {
    const page = await hydrateAt('/?payment_success=true&order_number=DT-2611-0042');
    expect(renders).toEqual(['not paid / no number', 'paid / DT-2611-0042']);
    expect(page.text).toBe('paid / DT-2611-0042');
    expect(page.recoverable).toEqual([]);
    expect(page.errors).toEqual([]);
  });

  it('payment_success without an order number is a success without a number', async () => {
    const page = await hydrateAt('/?payment_success=true');
    expect(page.text).toBe('paid / no number');
  });
});

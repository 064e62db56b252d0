// @vitest-environment happy-dom
import { PAYMENT_TEXT } from '@shop/content/parent-text/payment';
import { PAYMENT_TEXT_HI } from '@shop/content/parent-text/payment.hi';
import { DELIVERY_PROMISES_HI } from '@shop/content/site.hi';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadParentText } from '~/lib/parent-text';
import { confirmationPath } from '../order-progress';
import { ThankYouModal, type ThankYouModalProps } from './thank-you-modal';

// The thank-you after payment (docs/product-guide.md#after-paying) on the English and the Hindi order page.

beforeAll(() => loadParentText('hi'));
afterEach(cleanup);

function renderThanks(path: '/order' | '/hi/order', props: Partial<ThankYouModalProps> = {}) {
  const Stub = createRoutesStub([
    {
      path,
      Component: () => (
        <ThankYouModal
          orderNumber="DT-7K3F9Q"
          problem={null}
          detailsHref={confirmationPath('pi_sandbox_1', 3)}
          onClose={vi.fn()}
          {...props}
        />
      ),
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return screen.findByRole('dialog');
}

describe('the thank-you dialog', () => {
  it('thanks in English on an English page', async () => {
    const dialog = within(await renderThanks('/order'));
    expect(dialog.getByRole('heading', { name: 'Thank You!' })).toBeTruthy();
    expect(dialog.getByText('Your personalized video arrives within 24 hours.')).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(dialog.getByRole('link', { name: 'View order details' }).getAttribute('href')).toBe(
      '/order-confirmation?payment_intent=pi_sandbox_1&story=3',
    );
  });

  it('thanks in Hindi on a Hindi page, with the order number as printed and links in the Hindi site', async () => {
    const dialog = within(await renderThanks('/hi/order'));
    const text = PAYMENT_TEXT_HI.thankYou;
    expect(dialog.getByRole('heading', { name: text.heading })).toBeTruthy();
    expect(dialog.getByText(text.paid)).toBeTruthy();
    expect(dialog.getByText(text.confirmed)).toBeTruthy();
    expect(dialog.getByText(text.orderNumber)).toBeTruthy();
    expect(dialog.getByTestId('order-number').textContent).toBe('DT-7K3F9Q');
    expect(
      dialog.getByText(`आपका पर्सनलाइज़्ड वीडियो ${DELIVERY_PROMISES_HI.orderScreens} आ जाएगा।`),
    ).toBeTruthy();
    expect(dialog.getByRole('link', { name: text.home }).getAttribute('href')).toBe('/hi');
    expect(dialog.getByRole('link', { name: text.details }).getAttribute('href')).toBe(
      '/hi/order-confirmation?payment_intent=pi_sandbox_1&story=3',
    );
    for (const english of Object.values(PAYMENT_TEXT.thankYou))
      expect(dialog.queryByText(english)).toBeNull();
  });

  it('says in Hindi that the confirmation is on its way when the number is not known yet', async () => {
    const dialog = within(
      await renderThanks('/hi/order', { orderNumber: null, detailsHref: null, closeAs: 'close-button' }),
    );
    expect(dialog.getByText(PAYMENT_TEXT_HI.thankYou.onItsWay)).toBeTruthy();
    expect(dialog.getByRole('button', { name: PAYMENT_TEXT_HI.thankYou.close })).toBeTruthy();
    expect(dialog.queryByTestId('order-number')).toBeNull();
  });
});

// @vitest-environment happy-dom
import { PAYMENT_TEXT } from '@shop/content/parent-text/payment';
import { PAYMENT_TEXT_HI } from '@shop/content/parent-text/payment.hi';
import { PARENT_MESSAGES_HI } from '@shop/content/parent-text/messages.hi';
import { STORIES_HI } from '@shop/content/stories.hi';
import {
  ORDER_CREATE_ENDPOINTS,
  ORDER_CREATE_MESSAGES,
  ORDER_CREATE_ERROR_CODES,
  type CreatedOrder,
} from '@shop/contracts/orders-create';
import { formatMoney } from '@shop/contracts/pricing';
import { render, screen } from '@testing-library/react';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '~/features/auth/components/auth-provider';
import { formatDateTime } from '~/lib/format-date';
import { loadParentTextFor } from '~/lib/parent-text';
import { signIn, stubApi, type StubbedAnswer } from '~/lib/testing/api-stub';
import { ENGLISH_ROOT, HINDI_ROOT } from '~/lib/testing/root-route';
import OrderConfirmationRoute, { meta } from './order-confirmation';

// The order confirmation page through its route (docs/product-guide.md#after-paying), in English at
// /order-confirmation and in Hindi at /hi/order-confirmation, against POST /api/orders' answers.

const PARENT = {
  id: '7a0c2e4b-1d3f-4a5b-9c6d-8e7f6a5b4c3d',
  name: 'Priya Sharma',
  email: 'priya@example.in',
  role: 'user' as const,
};

const REFERENCE = 'pi_sandbox_1';

const order: CreatedOrder = {
  unique_id: '3f1c9a52-8d0e-4b8e-a1f0-6c2d9e7b4a10',
  order_number: 'DT-7K3F9Q',
  user_id: PARENT.id,
  item_number: 3,
  character_name: 'Aarav',
  status: 'pending',
  stage: 'received',
  language: 'hindi',
  email: PARENT.email,
  country: 'IN',
  amount_minor: 129900,
  currency: 'INR',
  due_at: '2026-01-16T10:00:00.000Z',
  created_date: '2026-01-15T10:00:00.000Z',
  updated_date: '2026-01-15T10:00:00.000Z',
  child_data: { photos_deleted_at: null, photos_deleted_reason: null, video_deleted_at: null },
  scheduled_delivery: null,
};

const created: StubbedAnswer = {
  endpoint: ORDER_CREATE_ENDPOINTS.create,
  body: { success: true, data: order },
};

function renderConfirmation(path: '/order-confirmation' | '/hi/order-confirmation', answer: StubbedAnswer) {
  const api = stubApi([signIn(PARENT), answer]);
  const Stub = createRoutesStub([
    {
      ...(path.startsWith('/hi') ? HINDI_ROOT : ENGLISH_ROOT),
      Component: () => (
        <AuthProvider>
          <Outlet />
        </AuthProvider>
      ),
      children: [{ path, Component: OrderConfirmationRoute }],
    },
  ]);
  render(<Stub initialEntries={[`${path}?payment_intent=${REFERENCE}&story=3`]} />);
  return api;
}

describe('the order confirmation page', () => {
  it('shows the paid order in English at /order-confirmation', async () => {
    const api = renderConfirmation('/order-confirmation', created);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeTruthy();
    expect(screen.getByTestId('order-number').textContent).toBe('DT-7K3F9Q');
    expect(screen.getByText('₹1,299')).toBeTruthy();
    expect(screen.getByText('Hindi')).toBeTruthy();
    expect(screen.getAllByText('Krishna and the Serpent Kaliya')).toHaveLength(2);
    expect(screen.getByText(`By ${formatDateTime(order.due_at)}`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    const [sent] = api.sentTo(ORDER_CREATE_ENDPOINTS.create);
    expect(sent?.body).toEqual({ payment_intent_id: REFERENCE });
  });

  it('shows it in Hindi at /hi/order-confirmation: words, story, money and date in hi-IN', async () => {
    renderConfirmation('/hi/order-confirmation', created);
    const words = PAYMENT_TEXT_HI.confirmation;
    expect(await screen.findByRole('heading', { level: 1, name: words.success })).toBeTruthy();
    // The order number stays as the e-mails print it (Latin).
    expect(screen.getByTestId('order-number').textContent).toBe('DT-7K3F9Q');
    expect(screen.getByRole('heading', { name: words.detailsHeading })).toBeTruthy();
    expect(screen.getByRole('heading', { name: words.nextHeading })).toBeTruthy();
    expect(screen.getByText(words.amountPaid)).toBeTruthy();
    // ₹1,299 with Western digits, as hi-IN writes it (decision 048).
    expect(formatMoney(order.amount_minor, order.currency, 'hi-IN')).toBe('₹1,299');
    expect(screen.getByText('₹1,299')).toBeTruthy();
    expect(screen.getByText(words.languages.hindi)).toBeTruthy();
    const title = STORIES_HI.find((story) => story.id === 3)?.title ?? '';
    expect(screen.getAllByText(title)).toHaveLength(2);
    // The promised date with its Hindi month ("16 जनवरी 2026, … तक").
    const due = formatDateTime(order.due_at, 'hi-IN');
    expect(due).toContain('जनवरी');
    expect(screen.getByText(`${due} तक`)).toBeTruthy();
    expect(document.body.textContent).toContain(PARENT.email);
    expect(screen.getByRole('link', { name: PAYMENT_TEXT_HI.thankYou.home }).getAttribute('href')).toBe(
      '/hi',
    );
    for (const english of [
      PAYMENT_TEXT.confirmation.success,
      PAYMENT_TEXT.confirmation.detailsHeading,
      PAYMENT_TEXT.confirmation.nextHeading,
      PAYMENT_TEXT.thankYou.home,
      'Krishna and the Serpent Kaliya',
    ])
      expect(screen.queryByText(english)).toBeNull();
  });

  it('says an API refusal in Hindi on a Hindi page', async () => {
    renderConfirmation('/hi/order-confirmation', {
      endpoint: ORDER_CREATE_ENDPOINTS.create,
      status: 404,
      body: { message: ORDER_CREATE_MESSAGES.notFound, code: ORDER_CREATE_ERROR_CODES.notFound },
    });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      PARENT_MESSAGES_HI.orderCreate.notFound,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: PAYMENT_TEXT_HI.confirmation.heading }),
    ).toBeTruthy();
    expect(screen.queryByText(ORDER_CREATE_MESSAGES.notFound)).toBeNull();
  });

  it('titles the page in its language', async () => {
    const title = (pathname: string) =>
      (meta({ location: { pathname } } as Parameters<typeof meta>[0])[0] as { title: string }).title;
    expect(title('/order-confirmation')).toBe('Order Confirmation | Diya Tales');
    // The Hindi words are loaded by the route's clientLoader before its meta is read.
    await loadParentTextFor('http://shop.test/hi/order-confirmation');
    expect(title('/hi/order-confirmation')).toBe('ऑर्डर की पुष्टि | Diya Tales');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreatedOrder } from '@shop/contracts/orders-create';
import { stubBrowserStorage } from '~/lib/testing/fake-web-storage';
import {
  checkoutTokenFor,
  clearCreatedFlag,
  clearCreationFlags,
  confirmationPath,
  markCreatedInPayment,
  PAYMENT_RETURN_WARNINGS,
  planConfirmation,
  planPaymentReturn,
  readConfirmationInput,
  readPaymentReturnStored,
  rememberCreatedOrder,
  rememberCreationFailure,
  rememberPendingOrder,
  type ConfirmationInput,
  type PaymentReturnStored,
} from './order-progress';

afterEach(() => {
  vi.unstubAllGlobals();
});

const REF = 'pi_sandbox_abc123';

const order = {
  unique_id: '7d7b1c1e-5b0f-4c39-9a51-9a6f0e0b3c11',
  user_id: null,
  item_number: 3,
  character_name: 'Aarav',
  status: 'pending',
  stage: 'received',
  language: 'english',
  email: 'parent@example.com',
  country: 'US',
  amount_minor: 1499,
  currency: 'USD',
  due_at: '2026-11-22T10:00:00.000Z',
  created_date: '2026-11-21T10:00:00.000Z',
  updated_date: '2026-11-21T10:00:00.000Z',
  child_data: { photos_deleted_at: null, photos_deleted_reason: null, video_deleted_at: null },
  scheduled_delivery: null,
  order_number: REF,
} satisfies CreatedOrder;

describe('the order-progress keys (docs/product-guide.md#after-paying)', () => {
  it('stores the story, the capped name and the reference before paying, clearing a previous order', () => {
    const { local } = stubBrowserStorage();
    local.setItem('orderCreatedInPayment', 'true');
    local.setItem('orderResponse', '{"old":true}');
    local.setItem('orderCreationPending', 'true');
    local.setItem('orderCreationError', 'boom');
    rememberPendingOrder(3, `  ${'x'.repeat(120)}  `, REF, 'token-of-this-checkout');
    expect(local.getItem('selectedStoryId')).toBe('3');
    expect(local.getItem('characterName')).toBe('x'.repeat(100));
    expect(local.getItem('orderPaymentIntentId')).toBe(REF);
    for (const key of [
      'orderCreatedInPayment',
      'orderResponse',
      'orderCreationPending',
      'orderCreationError',
    ])
      expect(local.getItem(key)).toBeNull();
  });

  it('after creation keeps the response, the flag, the id and the time, and forgets the story id', () => {
    const { local } = stubBrowserStorage();
    rememberPendingOrder(3, 'Aarav', REF, 'token-of-this-checkout');
    rememberCreationFailure(REF, 'Order creation failed: 503');
    rememberCreatedOrder(order, REF);
    expect(JSON.parse(local.getItem('orderResponse')!)).toEqual(order);
    expect(local.getItem('orderCreatedInPayment')).toBe('true');
    expect(local.getItem('orderPaymentIntentId')).toBe(REF);
    expect(local.getItem('orderCreationTimestamp')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(local.getItem('selectedStoryId')).toBeNull();
    expect(local.getItem('orderCreationPending')).toBeNull();
    expect(local.getItem('orderCreationError')).toBeNull();
  });

  it('keeps the checkout token for its own payment only, and a new payment replaces it', () => {
    const { local } = stubBrowserStorage();
    expect(checkoutTokenFor(REF)).toBeUndefined();
    rememberPendingOrder(3, 'Aarav', REF, 'token-of-this-checkout');
    expect(local.getItem('orderCheckoutToken')).toBe('token-of-this-checkout');
    expect(checkoutTokenFor(REF)).toBe('token-of-this-checkout');
    // Another payment's number (a return address from elsewhere) does not get this browser's token.
    expect(checkoutTokenFor('pi_sandbox_someoneElse1')).toBeUndefined();
    // Kept through creation, for the confirmation page.
    rememberCreatedOrder({ order_number: REF, status: 'pending' }, REF);
    expect(checkoutTokenFor(REF)).toBe('token-of-this-checkout');
    rememberPendingOrder(4, 'Meera', 'pi_sandbox_next2', 'token-of-the-next');
    expect(checkoutTokenFor(REF)).toBeUndefined();
    expect(checkoutTokenFor('pi_sandbox_next2')).toBe('token-of-the-next');
  });

  it('marks a failed creation pending with the id and the error', () => {
    const { local } = stubBrowserStorage();
    rememberCreationFailure(REF, 'Order creation failed: 503');
    expect(local.getItem('orderCreationPending')).toBe('true');
    expect(local.getItem('orderPaymentIntentId')).toBe(REF);
    expect(local.getItem('orderCreationError')).toBe('Order creation failed: 503');
  });

  it('Close clears only the created flag; the confirmation page clears only the pending flags', () => {
    const { local } = stubBrowserStorage();
    markCreatedInPayment(REF);
    rememberCreationFailure(REF, 'x');
    clearCreatedFlag();
    expect(local.getItem('orderCreatedInPayment')).toBeNull();
    expect(local.getItem('orderCreationPending')).toBe('true');
    clearCreationFlags();
    expect(local.getItem('orderCreationPending')).toBeNull();
    expect(local.getItem('orderCreationError')).toBeNull();
    expect(local.getItem('orderPaymentIntentId')).toBe(REF);
  });
});

describe('planPaymentReturn (docs/product-guide.md#after-paying)', () => {
  const stored: PaymentReturnStored = {
    createdInPayment: null,
    paymentIntentId: REF,
    selectedStoryId: '3',
    characterName: 'Aarav',
  };

  it('creates the order with the stored story and name', () => {
    expect(planPaymentReturn(REF, stored)).toEqual({
      kind: 'create',
      orderNumber: REF,
      storyId: 3,
      characterName: 'Aarav',
    });
  });

  it('does not create twice for the same payment, but a flag of an earlier payment does not block', () => {
    expect(planPaymentReturn(REF, { ...stored, createdInPayment: 'true' })).toEqual({
      kind: 'already-created',
    });
    expect(
      planPaymentReturn(REF, { ...stored, createdInPayment: 'true', paymentIntentId: 'pi_sandbox_older' }),
    ).toMatchObject({ kind: 'create' });
  });

  it('skips with a warning when the story or the name is missing or not a catalogue story', () => {
    const missing = { kind: 'skip', warning: PAYMENT_RETURN_WARNINGS.missingData };
    expect(planPaymentReturn(REF, { ...stored, selectedStoryId: null })).toEqual(missing);
    expect(planPaymentReturn(REF, { ...stored, selectedStoryId: '99' })).toEqual(missing);
    expect(planPaymentReturn(REF, { ...stored, characterName: '   ' })).toEqual(missing);
  });

  it('refuses an order number that is not a payment reference', () => {
    const invalid = { kind: 'skip', warning: PAYMENT_RETURN_WARNINGS.invalidOrderNumber };
    expect(planPaymentReturn('pi_abc_secret_xyz', stored)).toEqual(invalid);
    expect(planPaymentReturn('<script>', stored)).toEqual(invalid);
  });

  it('reads what the order page stored', () => {
    stubBrowserStorage();
    rememberPendingOrder(5, 'Meera', REF, 'token-of-this-checkout');
    expect(readPaymentReturnStored()).toEqual({
      createdInPayment: null,
      paymentIntentId: REF,
      selectedStoryId: '5',
      characterName: 'Meera',
    });
  });
});

describe('planConfirmation (docs/product-guide.md#after-paying: one retry when pending, else the flags are cleared)', () => {
  const none: ConfirmationInput = {
    paymentIntent: null,
    story: null,
    storedPath: null,
    creationPending: null,
    paymentIntentId: null,
  };

  it('retries when pending with the story from the query', () => {
    expect(planConfirmation({ ...none, creationPending: 'true', paymentIntent: REF, story: '4' })).toEqual({
      kind: 'retry',
      reference: REF,
      storyId: 4,
    });
  });

  it('finds the story in the stored path and the reference in storage', () => {
    expect(
      planConfirmation({
        ...none,
        creationPending: 'true',
        paymentIntentId: REF,
        storedPath: '/order-confirmation?payment_intent=x&story=12',
      }),
    ).toEqual({ kind: 'retry', reference: REF, storyId: 12 });
  });

  it('skips creation when pending without any story id', () => {
    expect(planConfirmation({ ...none, creationPending: 'true', paymentIntent: REF, story: 'abc' })).toEqual({
      kind: 'story-missing',
      clearFlags: true,
    });
  });

  it('looks the order up (and clears the flags) when nothing is pending', () => {
    expect(planConfirmation({ ...none, paymentIntent: REF, story: '4' })).toEqual({
      kind: 'lookup',
      reference: REF,
      clearFlags: true,
    });
    expect(planConfirmation({ ...none, paymentIntentId: 'order_sandbox_9' })).toEqual({
      kind: 'lookup',
      reference: 'order_sandbox_9',
      clearFlags: true,
    });
  });

  it('ignores a malformed payment_intent and has nothing to show without any reference', () => {
    expect(planConfirmation({ ...none, paymentIntent: 'not a reference' })).toEqual({
      kind: 'nothing',
      clearFlags: true,
    });
  });

  it('reads the query, the stored path and the flags', () => {
    const { local, session } = stubBrowserStorage();
    local.setItem('orderCreationPending', 'true');
    local.setItem('orderPaymentIntentId', REF);
    session.setItem('pre_auth_path', '/order-confirmation?story=2');
    expect(readConfirmationInput(new URLSearchParams('payment_intent=pi_x&story=7'))).toEqual({
      paymentIntent: 'pi_x',
      story: '7',
      storedPath: '/order-confirmation?story=2',
      creationPending: 'true',
      paymentIntentId: REF,
    });
  });

  it('builds the details link the thank-you offers', () => {
    expect(confirmationPath(REF, 3)).toBe(`/order-confirmation?payment_intent=${REF}&story=3`);
  });
});

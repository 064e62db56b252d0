import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { createContentSecurityPolicy } from '../../http/content-security-policy.ts';

// Payment configuration as an operator sets it (docs/architecture.md#real-parts-and-stand-ins): a provider's three variables or none.

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_abc',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
};
const RAZORPAY = {
  RAZORPAY_KEY_ID: 'rzp_test_abc',
  RAZORPAY_KEY_SECRET: 'secret-123',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-123',
};

describe('payment configuration', () => {
  it('no keys: both sandboxes, secrets to be generated, reconciling every minute', () => {
    expect(loadConfig({}).payments).toEqual({
      stripe: null,
      razorpay: null,
      sandboxSecret: null,
      orderLinkSecret: null,
      reconcileIntervalMs: 60_000,
      // On this machine (SITE_URL localhost) the sandboxes run without asking and without a banner.
      testMode: false,
    });
  });

  it('all three of a provider: that provider', () => {
    const { payments } = loadConfig({ ...STRIPE, ...RAZORPAY, RECONCILE_INTERVAL_MS: '30000' });
    expect(payments.stripe).toEqual({
      secretKey: 'sk_test_abc',
      publishableKey: 'pk_test_abc',
      webhookSecret: 'whsec_abc',
    });
    expect(payments.razorpay).toEqual({
      keyId: 'rzp_test_abc',
      keySecret: 'secret-123',
      webhookSecret: 'webhook-123',
    });
    expect(payments.reconcileIntervalMs).toBe(30_000);
  });

  it('part of a provider’s keys is an error naming what is missing (it would quietly run the sandbox)', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_live_abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_live_abc' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY: must be set together with STRIPE_SECRET_KEY/,
    );
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_live_abc', RAZORPAY_KEY_SECRET: 'secret-123' })).toThrow(
      /RAZORPAY_WEBHOOK_SECRET: must be set together/,
    );
  });

  it('keys of the wrong kind are refused without echoing them', () => {
    let message = '';
    try {
      loadConfig({ ...STRIPE, STRIPE_SECRET_KEY: 'pk_test_swapped-by-mistake' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/STRIPE_SECRET_KEY: must be a Stripe secret key/);
    expect(message).not.toContain('swapped-by-mistake');
    expect(() => loadConfig({ PAYMENTS_SANDBOX_SECRET: 'short' })).toThrow(
      /PAYMENTS_SANDBOX_SECRET: must be at least 32 characters/,
    );
    expect(() => loadConfig({ RECONCILE_INTERVAL_MS: '10' })).toThrow(
      /RECONCILE_INTERVAL_MS: must be at least 1000/,
    );
  });

  it('the Content-Security-Policy admits a provider’s scripts, frames and API only when it is configured', () => {
    const sandbox = createContentSecurityPolicy(loadConfig({})).header();
    expect(sandbox).not.toMatch(/stripe|razorpay/);

    const live = createContentSecurityPolicy(loadConfig({ ...STRIPE, ...RAZORPAY })).directives();
    expect(live['script-src']).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://checkout.razorpay.com']),
    );
    expect(live['frame-src']).toEqual(
      expect.arrayContaining([
        'https://js.stripe.com',
        'https://hooks.stripe.com',
        'https://api.razorpay.com',
      ]),
    );
    expect(live['connect-src']).toEqual(
      expect.arrayContaining(['https://api.stripe.com', 'https://api.razorpay.com']),
    );

    const stripeOnly = createContentSecurityPolicy(loadConfig(STRIPE)).header();
    expect(stripeOnly).toContain('https://js.stripe.com');
    expect(stripeOnly).not.toContain('razorpay');
  });
});

import { createHmac } from 'node:crypto';
import type { PaymentGateway } from '../adapters/payments/payment-gateway.ts';
import { createRazorpayGateway, type RazorpaySettings } from '../adapters/payments/razorpay-gateway.ts';
import {
  createSandboxCardGateway,
  type SandboxCardGateway,
} from '../stand-ins/payments/sandbox-card-gateway.ts';
import type { SandboxLedger, SandboxWebhookSender } from '../stand-ins/payments/sandbox-ledger.ts';
import {
  createSandboxUpiGateway,
  SANDBOX_KEY_ID,
  type SandboxUpiGateway,
} from '../stand-ins/payments/sandbox-upi-gateway.ts';
import { createStripeGateway, type StripeSettings } from '../adapters/payments/stripe-gateway.ts';

// Chooses, once at start, who takes each kind of payment (docs/architecture.md#real-parts-and-stand-ins): Stripe for cards when its
// three keys are set, else the card sandbox; Razorpay for India when its three keys are set, else
// the UPI sandbox. The rest of the shop only sees the two slots.

export interface PaymentGateways {
  /** Every country but India. */
  card: PaymentGateway;
  /** India. */
  india: PaymentGateway;
  /** Stripe.js needs it; absent in the sandbox. */
  cardPublishableKey?: string;
  /** Razorpay Checkout's key id ('sandbox' in the sandbox). */
  indiaKeyId: string;
  /** The sandboxes' confirm calls (their "provider screens"); null when the real provider runs. */
  sandboxCard: SandboxCardGateway | null;
  sandboxUpi: SandboxUpiGateway | null;
}

export interface PaymentGatewaysOptions {
  stripe: (StripeSettings & { publishableKey: string }) | null;
  razorpay: RazorpaySettings | null;
  /** The sandbox's master secret; its webhook and key secrets derive from it. */
  sandboxSecret: string;
  sandboxLedger: SandboxLedger;
  sendSandboxWebhook: SandboxWebhookSender;
  webhookPaths: { card: string; india: string };
}

/** The sandbox's two signing secrets, derived from its one master secret (one value for an operator to keep). */
export function sandboxSecrets(masterSecret: string): { webhookSecret: string; keySecret: string } {
  const derive = (purpose: string) => createHmac('sha256', masterSecret).update(purpose).digest('base64url');
  return {
    webhookSecret: `whsec_sandbox_${derive('webhook-signing')}`,
    keySecret: derive('checkout-signing'),
  };
}

export function createPaymentGateways(options: PaymentGatewaysOptions): PaymentGateways {
  const secrets = sandboxSecrets(options.sandboxSecret);
  const sandbox = {
    ledger: options.sandboxLedger,
    sendWebhook: options.sendSandboxWebhook,
    webhookSecret: secrets.webhookSecret,
  };

  const sandboxCard = options.stripe
    ? null
    : createSandboxCardGateway({ ...sandbox, webhookPath: options.webhookPaths.card });
  const sandboxUpi = options.razorpay
    ? null
    : createSandboxUpiGateway({
        ...sandbox,
        keySecret: secrets.keySecret,
        webhookPath: options.webhookPaths.india,
      });

  return {
    card: options.stripe ? createStripeGateway(options.stripe) : sandboxCard!,
    india: options.razorpay ? createRazorpayGateway(options.razorpay) : sandboxUpi!,
    ...(options.stripe ? { cardPublishableKey: options.stripe.publishableKey } : {}),
    indiaKeyId: options.razorpay?.keyId ?? SANDBOX_KEY_ID,
    sandboxCard,
    sandboxUpi,
  };
}

import type { PaymentProvider } from '@shop/contracts/checkout';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway.ts';
import type { PaymentGateways } from '../../wiring/payment-gateways.ts';

// Small rules every path that reports a payment shares.

/** The gateway that made this checkout's provider object; null when that provider is no longer configured. */
export function gatewayFor(gateways: PaymentGateways, provider: PaymentProvider): PaymentGateway | null {
  if (gateways.card.provider === provider) return gateways.card;
  if (gateways.india.provider === provider) return gateways.india;
  return null;
}

/** What the provider says was paid is exactly what the server asked for. */
export function paidAsAsked(
  checkout: { amountMinor: number; currency: string },
  paid: { amountMinor: number; currency: string },
): boolean {
  return paid.amountMinor === checkout.amountMinor && paid.currency.toUpperCase() === checkout.currency;
}

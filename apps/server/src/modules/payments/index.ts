// The payments module's one door (docs/decisions/090): checkouts, the card and India gateways (or
// their sandboxes), webhooks, the client's report of a payment and the reconciler; a paid checkout
// becomes an order through the orders module's service. Refunds go out through the gateway that
// took the payment.

export type { PaymentsModule } from './payments.service.ts';
export { acceptConsent } from './checkout.service.ts';

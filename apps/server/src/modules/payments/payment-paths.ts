// Where the providers deliver their webhooks (configure these URLs in the Stripe and Razorpay
// dashboards, on SITE_URL). The sandboxes deliver theirs to the same endpoints.
export const PAYMENT_WEBHOOK_PATHS = {
  card: '/api/payments/webhooks/stripe',
  india: '/api/payments/webhooks/razorpay',
} as const;

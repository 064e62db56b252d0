import { CONTACT_EMAIL, DELIVERY_PROMISES } from '../site.ts';

// Sentences several policies repeat; one source keeps them word-for-word identical across pages.

export const EMAIL_LINK = `[${CONTACT_EMAIL}](mailto:${CONTACT_EMAIL})`;

/** "Image processing 2-4 hours", … read from the one place the operator edits delivery promises. */
export const DELIVERY_STEPS: readonly string[] = DELIVERY_PROMISES.policyBreakdown.map(
  ({ step, duration }) => `${step}: ${duration}`,
);

export const GOVERNING_LAW =
  'These terms are governed by the laws of India. Any dispute arising from them or from your order is subject to the exclusive jurisdiction of the competent courts in India.';

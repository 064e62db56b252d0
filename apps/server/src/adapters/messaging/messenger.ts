// The messaging adapter (docs/decisions/049): one template message to one phone. Two
// implementations behind this interface: the WhatsApp Business Cloud API when WHATSAPP_* is set, and
// the local catcher (an inbox at /dev/messages) otherwise. The outbox hands each WhatsApp row to it.

export interface TemplateMessage {
  /** E.164, e.g. +919876543210. */
  to: string;
  /** The approved template's name. */
  template: string;
  /** The template's language code (hi, en, en_US …). */
  languageCode: string;
  /** The body's {{1}}, {{2}} … in order. */
  parameters: string[];
  /** The body with its parameters filled in (what the parent reads): for the catcher and the logs' length only. */
  text: string;
}

export interface Messenger {
  readonly kind: 'whatsapp-cloud' | 'catcher';
  /** Resolves with the provider's message id; rejects with a MessagingError (or any error: retried). */
  send(message: TemplateMessage): Promise<{ id: string }>;
}

/**
 * A send that did not succeed, as the outbox must treat it: `retryable` false for a refusal that
 * repeats would not change (4xx: a number not on WhatsApp, a template not approved, a bad token),
 * true for the provider's trouble (5xx, 429, no answer); `retryAfterMs` when the provider said when.
 */
export class MessagingError extends Error {
  override name = 'MessagingError';
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

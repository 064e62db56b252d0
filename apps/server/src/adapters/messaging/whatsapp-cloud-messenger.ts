import { MessagingError, type Messenger, type TemplateMessage } from './messenger.ts';

// The WhatsApp Business Cloud API (Meta): POST {apiUrl}/{phone-number-id}/messages with a Bearer
// token and the documented template message body. Only template messages: a shop may write first
// to a parent only with a template Meta approved (docs/decisions/049 lists ours).

export interface WhatsAppCloudOptions {
  /** https://graph.facebook.com/v21.0 (a local stub in tests). */
  apiUrl: string;
  token: string;
  phoneNumberId: string;
  /** One request's limit; past it the send counts as failed and is retried. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The request body the Cloud API documents for a template message with body parameters. */
export function templateMessageBody(message: TemplateMessage) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    // The API takes the number with its country code, without the plus.
    to: message.to.replace(/^\+/, ''),
    type: 'template',
    template: {
      name: message.template,
      language: { code: message.languageCode },
      components: [
        {
          type: 'body',
          parameters: message.parameters.map((text) => ({ type: 'text', text })),
        },
      ],
    },
  };
}

const MAX_RETRY_AFTER_MS = 60 * 60_000;

/** Retry-After in seconds or as an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, MAX_RETRY_AFTER_MS);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.min(Math.max(at - now, 0), MAX_RETRY_AFTER_MS);
}

export function createWhatsAppCloudMessenger(options: WhatsAppCloudOptions): Messenger {
  const send = options.fetch ?? fetch;
  const url = `${options.apiUrl}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  const timeoutMs = options.timeoutMs ?? 20_000;
  return {
    kind: 'whatsapp-cloud',
    async send(message) {
      let response: Response;
      try {
        response = await send(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(templateMessageBody(message)),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new MessagingError(`WhatsApp Cloud API not reached: ${(error as Error).message}`, true);
      }
      const body = (await response.json().catch(() => null)) as CloudAnswer | null;
      if (response.ok) {
        const id = body?.messages?.[0]?.id;
        if (!id) throw new MessagingError('WhatsApp Cloud API answered without a message id', true);
        return { id };
      }
      // Meta's error object: its code and message say what to fix (never the token, never the number).
      const reason = `WhatsApp Cloud API ${response.status}${body?.error ? `: ${describe(body.error)}` : ''}`;
      const retryable = response.status === 429 || response.status >= 500;
      throw new MessagingError(
        reason,
        retryable,
        retryable ? retryAfterMs(response.headers.get('retry-after')) : null,
      );
    },
  };
}

interface CloudAnswer {
  messages?: { id?: string }[];
  error?: { message?: string; code?: number; error_subcode?: number; type?: string };
}

function describe(error: NonNullable<CloudAnswer['error']>): string {
  const code = [error.code, error.error_subcode].filter((part) => part !== undefined).join('/');
  return `${(error.message ?? 'refused').slice(0, 300)}${code ? ` (code ${code})` : ''}`;
}

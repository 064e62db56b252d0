import type { AdminOrderDetail } from '@shop/contracts/order-detail';
import type { WhatsAppUpdateKind } from '@shop/contracts/whatsapp-updates';
import { formatDateTime } from '~/lib/format-date';

// The order's WhatsApp updates for support (issue 16): the parent's opt-in as given (when, and the
// words they ticked), their stop, and every message with its fate; a refusal of the Cloud API shows
// its reason here, never blocking the order or its e-mails.

const UPDATES: Record<WhatsAppUpdateKind, string> = {
  'order-paid': 'Order paid',
  'photo-needed': 'Better photo needed',
  delivered: 'Video delivered',
  cancelled: 'Order cancelled',
  'checkout-reminder': 'Unpaid checkout reminder',
  'gift-invitation': 'Gift invitation',
};

const STATUS_CLASS = {
  sent: 'bg-peacock-700/10 text-peacock-700',
  pending: 'bg-marigold-100 text-night-900',
  failed: 'bg-lotus-700/10 text-lotus-700',
} as const;

export function WhatsAppFacts({ whatsapp }: { whatsapp: AdminOrderDetail['whatsapp'] }) {
  return (
    <div data-testid="whatsapp-facts">
      <h3 className="mt-6 text-sm font-extrabold tracking-wide text-saffron-700 uppercase">
        WhatsApp updates
      </h3>
      {whatsapp.phone ? (
        <dl className="mt-2 grid gap-x-6 gap-y-3 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-bold text-ink/70">Number</dt>
            <dd className="mt-0.5 font-mono text-night-900">{whatsapp.phone}</dd>
          </div>
          <div>
            <dt className="text-sm font-bold text-ink/70">Opted in</dt>
            <dd className="mt-0.5 text-night-900">
              {whatsapp.opted_in_at ? formatDateTime(whatsapp.opted_in_at) : '—'}
              {whatsapp.opt_in_text && (
                <span className="block text-sm text-ink/75">“{whatsapp.opt_in_text}”</span>
              )}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-bold text-ink/70">Stopped by the parent</dt>
            <dd className="mt-0.5 text-night-900" data-testid="whatsapp-stopped">
              {whatsapp.opted_out_at ? formatDateTime(whatsapp.opted_out_at) : 'No'}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="mt-2 text-ink/70">The parent did not ask for WhatsApp updates.</p>
      )}
      {whatsapp.messages.length > 0 && (
        <ul className="mt-4 grid gap-2" aria-label="WhatsApp messages">
          {whatsapp.messages.map((message) => (
            <li
              key={`${message.kind}-${message.created_at}`}
              className="rounded-2xl bg-cream px-4 py-3 text-sm ring-1 ring-marigold-300"
            >
              <span className="font-bold text-night-900">{UPDATES[message.kind]}</span>{' '}
              <span
                className={`ml-1 inline-block rounded-full px-2 py-0.5 text-xs font-bold ${STATUS_CLASS[message.status]}`}
              >
                {message.status}
              </span>{' '}
              <span className="text-ink/75">
                {formatDateTime(message.sent_at ?? message.created_at)}
                {message.attempts > 1 && ` · ${message.attempts} attempts`}
              </span>
              {message.error && (
                <span className="mt-1 block text-lotus-700" data-testid="whatsapp-error">
                  {message.error}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

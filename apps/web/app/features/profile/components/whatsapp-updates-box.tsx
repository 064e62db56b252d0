import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { OrderStatusView } from '@shop/contracts/order-status';
import { buttonClass } from '~/components/ui/button-styles';
import { useParentText } from '~/lib/parent-text';
import { fillText } from '~/lib/ui-text';
import { stopWhatsAppUpdates } from '../api/order-status-api';
import { orderStatusQuery } from '../api/profile-queries';

// The order-status page's WhatsApp box (issue 16): shown only to a parent who asked for updates by
// phone. "Stop WhatsApp updates" works at once, with the page's own signed link (no account); its
// words are the page's language's, like the rest of the page (/hi/order-status/… in Hindi).

export function WhatsAppUpdatesBox({ order, signature }: { order: OrderStatusView; signature: string }) {
  const queryClient = useQueryClient();
  const copy = useParentText().account.whatsapp;
  const [state, setState] = useState<'idle' | 'stopping' | 'failed'>('idle');
  const updates = order.whatsapp_updates;
  if (!updates) return null;
  const stopped = updates.stopped_at !== null;

  async function stop() {
    setState('stopping');
    try {
      await stopWhatsAppUpdates(order.unique_id, signature);
      await queryClient.invalidateQueries({
        queryKey: orderStatusQuery(order.unique_id, signature).queryKey,
      });
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  return (
    <section
      aria-labelledby="whatsapp-heading"
      className="rounded-3xl bg-white p-6 ring-1 ring-marigold-300/60"
      data-testid="whatsapp-updates"
    >
      <h2 id="whatsapp-heading" className="font-display text-xl font-bold text-night-900">
        {copy.heading}
      </h2>
      <p className="mt-3 text-ink/85" role={stopped ? 'status' : undefined}>
        {fillText(stopped ? copy.off : copy.on, { phone: updates.phone_masked })}
      </p>
      {!stopped && (
        <button
          type="button"
          onClick={stop}
          disabled={state === 'stopping'}
          className={buttonClass('secondary', 'md', 'mt-5')}
        >
          {state === 'stopping' ? copy.stopping : copy.stop}
        </button>
      )}
      {state === 'failed' && (
        <p role="alert" className="mt-3 font-semibold text-lotus-700">
          {copy.failed}
        </p>
      )}
    </section>
  );
}

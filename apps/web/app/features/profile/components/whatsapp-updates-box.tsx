import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { OrderStatusView } from '@shop/contracts/order-status';
import type { SiteLanguage } from '@shop/contracts/site-language';
import { buttonClass } from '~/components/ui/button-styles';
import { stopWhatsAppUpdates } from '../api/order-status-api';
import { orderStatusQuery } from '../api/profile-queries';

// The order-status page's WhatsApp box (issue 16): shown only to a parent who asked for updates by
// phone. "Stop WhatsApp updates" works at once, with the page's own signed link (no account); the
// texts follow the language the order was placed in, as its messages do.

const COPY = {
  en: {
    heading: 'WhatsApp updates',
    on: (phone: string) => `We send updates about this order on WhatsApp to ${phone}.`,
    off: (phone: string) => `WhatsApp updates to ${phone} are stopped. We will keep you posted by e-mail.`,
    stop: 'Stop WhatsApp updates',
    stopping: 'Stopping…',
    failed: 'The updates could not be stopped just now. Please try again.',
  },
  hi: {
    heading: 'व्हाट्सऐप अपडेट',
    on: (phone: string) => `इस ऑर्डर की जानकारी हम व्हाट्सऐप पर ${phone} को भेजते हैं।`,
    off: (phone: string) => `${phone} पर व्हाट्सऐप अपडेट बंद हैं। आगे की जानकारी हम ई-मेल से देते रहेंगे।`,
    stop: 'व्हाट्सऐप अपडेट बंद करें',
    stopping: 'बंद कर रहे हैं…',
    failed: 'अभी अपडेट बंद नहीं हो सके। कृपया फिर से कोशिश कीजिए।',
  },
} as const satisfies Record<SiteLanguage, unknown>;

export function WhatsAppUpdatesBox({ order, signature }: { order: OrderStatusView; signature: string }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'stopping' | 'failed'>('idle');
  const updates = order.whatsapp_updates;
  if (!updates) return null;
  const copy = COPY[order.site_language];
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
      lang={order.site_language}
      className="rounded-3xl bg-white p-6 ring-1 ring-marigold-300/60"
      data-testid="whatsapp-updates"
    >
      <h2 id="whatsapp-heading" className="font-display text-xl font-bold text-night-900">
        {copy.heading}
      </h2>
      <p className="mt-3 text-ink/85" role={stopped ? 'status' : undefined}>
        {stopped ? copy.off(updates.phone_masked) : copy.on(updates.phone_masked)}
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

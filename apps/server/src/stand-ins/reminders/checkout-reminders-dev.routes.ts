import { DEV_CHECKOUT_REMINDER_ENDPOINTS } from '@shop/contracts/checkout-reminders';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import type { CheckoutRemindersService } from '../../modules/payments/checkout-reminders.service.ts';
import { LOCAL_INBOX_ROUTE } from '../mail/mail-inbox.routes.ts';

// The e2e journey's way to see an hour pass (docs/decisions/112): one reminder pass for one address
// as if `hours_later` hours had gone by. Working only beside the local mail catcher (app.ts), so a
// shop that sends real mail has no such route (its path is a 404, like the inboxes' then); and like
// the inboxes, for this machine only.

export const checkoutRemindersDevRoutes: RoutesPlugin<{
  reminders: CheckoutRemindersService;
  /** Whether the local mail catcher runs; without it the path is claimed as an honest 404. */
  active: boolean;
}> = async (app, { reminders, active }) => {
  if (!active) {
    const { method, path } = DEV_CHECKOUT_REMINDER_ENDPOINTS.run;
    app.route({ method, url: path, handler: async (_request, reply) => reply.callNotFound() });
    return;
  }
  registerEndpoint(
    app,
    DEV_CHECKOUT_REMINDER_ENDPOINTS.run,
    async (request) =>
      reminders.runPass({ aheadMs: request.body.hours_later * 3600_000, email: request.body.email }),
    LOCAL_INBOX_ROUTE,
  );
};

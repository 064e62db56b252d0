import { DEV_CHECKOUT_REMINDER_ENDPOINTS } from '@shop/contracts/checkout-reminders';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import type { CheckoutRemindersService } from '../../modules/payments/checkout-reminders.service.ts';
import { LOCAL_INBOX_ROUTE } from '../mail/mail-inbox.routes.ts';

// The e2e journey's way to see an hour pass (docs/decisions/112): one reminder pass for one address
// as if `hours_later` hours had gone by. Registered only beside the local mail catcher (app.ts), so
// a shop that sends real mail has no such route; and like the inboxes, for this machine only.

export const checkoutRemindersDevRoutes: RoutesPlugin<{ reminders: CheckoutRemindersService }> = async (
  app,
  { reminders },
) => {
  registerEndpoint(
    app,
    DEV_CHECKOUT_REMINDER_ENDPOINTS.run,
    async (request) =>
      reminders.runPass({ aheadMs: request.body.hours_later * 3600_000, email: request.body.email }),
    LOCAL_INBOX_ROUTE,
  );
};

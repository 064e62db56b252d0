import { randomUUID } from 'node:crypto';
import { CHECKOUT_REMINDER_ENDPOINTS } from '@shop/contracts/checkout-reminders';
import { PHOTO_HOLD } from '@shop/contracts/uploads';
import fastifyCookie from '@fastify/cookie';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import {
  UPLOAD_SESSION_COOKIE,
  UPLOAD_SESSION_COOKIE_PATH,
  uploadSessionOf,
} from '../../http/upload-session.ts';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import type { CheckoutRemindersService } from './checkout-reminders.service.ts';

// The two links of an unpaid checkout's reminder (packages/contracts/src/checkout-reminders.ts,
// docs/decisions/112). Public: the signed token is the proof. Rate limited like the other public
// calls that take a token.

export const checkoutRemindersRoutes: RoutesPlugin<{
  reminders: CheckoutRemindersService;
  siteUrl: string;
}> = async (app, { reminders, siteUrl }) => {
  await app.register(fastifyCookie);
  const secure = siteUrl.startsWith('https:');
  const limited = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };

  registerEndpoint(
    app,
    CHECKOUT_REMINDER_ENDPOINTS.resume,
    async (request, reply) => {
      // The photos join this browser's upload session (one is made if it has none), so the reopened
      // form can pay with them here (docs/decisions/070).
      const session = uploadSessionOf(request) ?? randomUUID();
      const data = await reminders.resume(request.body.token, session);
      void reply.setCookie(UPLOAD_SESSION_COOKIE, session, {
        path: UPLOAD_SESSION_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure,
        maxAge: PHOTO_HOLD.claimWindowMs / 1000,
      });
      return { success: true as const, data };
    },
    limited,
  );

  registerEndpoint(
    app,
    CHECKOUT_REMINDER_ENDPOINTS.stop,
    async (request) => ({ success: true as const, data: await reminders.stop(request.body.token) }),
    limited,
  );
};

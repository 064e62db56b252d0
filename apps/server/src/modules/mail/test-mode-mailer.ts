import type { Mailer } from '../../adapters/mail/mailer.ts';
import { withTestModeNotice } from './templates/layout.ts';

/**
 * The mailer of a shop that runs on a payment sandbox in production (config.payments.testMode):
 * every message it sends says TEST MODE (templates/layout.ts), whichever template made it and
 * whenever it was queued. The outbox rows keep the message as rendered.
 */
export function testModeMailer(mailer: Mailer): Mailer {
  return {
    send: (mail) => mailer.send({ ...mail, ...withTestModeNotice(mail) }),
    close: () => mailer.close(),
  };
}

import type { Logger } from 'pino';
import type { MailConfig } from '../config.ts';
import { createCaughtMailStore } from '../stand-ins/mail/caught-mail-store.ts';
import { startMailCatcher, type MailCatcher } from '../stand-ins/mail/mail-catcher.ts';
import type { Mailer } from '../adapters/mail/mailer.ts';
import { createSmtpMailer } from '../adapters/mail/smtp-mailer.ts';

export interface MailTransport {
  mailer: Mailer;
  /** The local catcher when SMTP_URL is unset; null with a real relay. */
  catcher: MailCatcher | null;
  close(): Promise<void>;
}

/**
 * SMTP_URL set: nodemailer to that relay. Unset: the local catcher on loopback, and nodemailer to
 * it, so development sends every e-mail over real SMTP exactly like production does.
 */
export async function startMailTransport(config: MailConfig, logger: Logger): Promise<MailTransport> {
  if (config.transport.driver === 'smtp') {
    const mailer = createSmtpMailer({ url: config.transport.url, from: config.from });
    return { mailer, catcher: null, close: () => mailer.close() };
  }
  const catcher = await startMailCatcher({
    store: createCaughtMailStore(config.transport.dir),
    port: config.transport.port,
    host: config.transport.host,
    logger,
  });
  const mailer = createSmtpMailer({ url: catcher.url, from: config.from });
  return {
    mailer,
    catcher,
    async close() {
      await mailer.close();
      await catcher.close();
    },
  };
}

/** The domain of MAIL_FROM ('"Diya Tales" <hello@diyatales.in>' → 'diyatales.in'), for Message-IDs. */
export function mailDomain(from: string): string {
  return /@([^\s>]+)>?\s*$/.exec(from)?.[1]?.toLowerCase() ?? 'localhost';
}

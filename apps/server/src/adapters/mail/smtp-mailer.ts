import { createTransport } from 'nodemailer';
import type { Mailer, OutgoingMail, SentMail } from './mailer.ts';

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465; the catcher's URL by default. */
  url: string;
  /** The From header of every message: MAIL_FROM, '"Diya Tales" <hello@diyatales.in>' by default. */
  from: string;
}

// nodemailer waits minutes by default; the outbox worker holds a lease on the rows it sends, so a
// dead relay must fail quickly and leave the message to a later retry instead.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** The real Mailer: SMTP through nodemailer. */
export function createSmtpMailer({ url, from }: SmtpMailerOptions): Mailer {
  const transport = createTransport({ url, ...TIMEOUTS }, { from });
  return {
    async send(mail: OutgoingMail): Promise<SentMail> {
      const info = await transport.sendMail({
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
        headers: mail.headers,
        ...(mail.attachments ? { attachments: mail.attachments } : {}),
      });
      return { messageId: info.messageId };
    },
    async close() {
      transport.close();
    },
  };
}

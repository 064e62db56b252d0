// The one door to outgoing e-mail (DESIGN §1 adapters). Production and the embedded default use the
// same implementation (SMTP via nodemailer); only the server at the other end differs: a real relay
// (SMTP_URL) or the local catcher (mail-catcher.ts).

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers, e.g. a stable Message-ID so a retried send is recognisable as the same message. */
  headers?: Record<string, string>;
}

export interface SentMail {
  /** The Message-ID the message went out with. */
  messageId: string;
}

export interface Mailer {
  /** Resolves once the SMTP server accepted the message; rejects otherwise (the caller retries). */
  send(mail: OutgoingMail): Promise<SentMail>;
  /** Closes pooled connections. */
  close(): Promise<void>;
}

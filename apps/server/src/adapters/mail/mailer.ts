// The one door to outgoing e-mail (docs/architecture.md#real-parts-and-stand-ins). Production and the embedded default use the
// same implementation (SMTP via nodemailer); only the server at the other end differs: a real relay
// (SMTP_URL) or the local catcher (mail-catcher.ts).

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /**
   * The Message-ID header, `<unique@domain>`: the same on every attempt at one message, so a relay
   * (or the recipient's client) can recognise a repeated send as the message it already has.
   */
  messageId: string;
  /** Extra headers (Auto-Submitted …). */
  headers?: Record<string, string>;
  /** Files sent with it (the receipt PDF of an order confirmation). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
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

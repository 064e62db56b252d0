import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { SMTPServer } from 'smtp-server';
import type { CaughtMailStore } from './caught-mail-store.ts';

// The embedded default for mail (docs/architecture.md#real-parts-and-stand-ins): a real SMTP server on loopback that accepts every
// message and files it in the local inbox instead of delivering it. The app sends to it through the
// same nodemailer transport it uses for a production relay, so the whole path is exercised offline.

export interface MailCatcher {
  /** The port actually bound (useful when asked for 0). */
  readonly port: number;
  /** smtp://127.0.0.1:<port>: the SMTP_URL the app's mailer uses while the catcher is active. */
  readonly url: string;
  readonly store: CaughtMailStore;
  close(): Promise<void>;
}

export interface MailCatcherOptions {
  store: CaughtMailStore;
  /** 0 for any free port. */
  port: number;
  /** Loopback only by default: the catcher accepts anything from anyone, so it must not be reachable. */
  host?: string;
  logger?: Logger;
}

// Far above any message the shop sends; stops a runaway client filling the disk.
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

export async function startMailCatcher({
  store,
  port,
  host = '127.0.0.1',
  logger,
}: MailCatcherOptions): Promise<MailCatcher> {
  const server = new SMTPServer({
    // Plain SMTP on loopback: no certificate to manage, and nodemailer does not try STARTTLS.
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    size: MAX_MESSAGE_BYTES,
    logger: false,
    banner: 'Diya Tales local mail catcher: nothing here is delivered',
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
          return;
        }
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        store.save(Buffer.concat(chunks), { to }).then(
          (mail) => {
            logger?.info(
              { mailId: mail.id, to: mail.to, subject: mail.subject },
              'mail caught (not delivered)',
            );
            callback(null, `Caught as ${mail.id}`);
          },
          (error: unknown) => {
            logger?.error({ err: error }, 'mail catcher could not store a message');
            callback(Object.assign(new Error('Could not store the message'), { responseCode: 451 }));
          },
        );
      });
    },
  });
  // A client dropping its connection is the client's problem, not a reason to crash the app.
  server.on('error', (error) => logger?.warn({ err: error }, 'mail catcher connection error'));

  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.server.once('error', onError);
    server.listen(port, host, () => {
      server.server.off('error', onError);
      resolve();
    });
  });
  const bound = (server.server.address() as AddressInfo).port;
  const urlHost = host.includes(':') ? `[${host}]` : host;

  return {
    port: bound,
    url: `smtp://${urlHost}:${bound}`,
    store,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

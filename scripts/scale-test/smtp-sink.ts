import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { onCleanup } from '../bench/cleanup';

// An SMTP server that keeps every message it accepts: who sent it (each server process logs in with
// its own user name, so a message names the process that sent it), to whom, its subject and Message-ID.

export interface SunkMessage {
  process: string;
  to: string[];
  subject: string;
  messageId: string;
}

export interface SmtpSink {
  port: number;
  messages: SunkMessage[];
  /** The SMTP_URL for one process. */
  urlFor(processName: string): string;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SunkMessage[] = [];
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
        const header = (name: string) =>
          new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im')
            .exec(head)?.[1]
            ?.replace(/\r?\n[ \t]/g, ' ') ?? '';
        messages.push({
          process: String(session.user),
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: header('Subject'),
          messageId: header('Message-ID'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // A process SIGKILLed in the middle of a message resets its connection: that message was not
  // accepted (the outbox sends it again from a survivor), and the sink keeps serving.
  server.on('error', () => {});
  const port = (server.server.address() as AddressInfo).port;
  let closed = false;
  const close = () =>
    new Promise<void>((resolve) => {
      if (closed) return resolve();
      closed = true;
      server.close(() => resolve());
    });
  const done = onCleanup(close);
  return {
    port,
    messages,
    urlFor: (name) => `smtp://${name}:sink@127.0.0.1:${port}`,
    close: async () => {
      done();
      await close();
    },
  };
}

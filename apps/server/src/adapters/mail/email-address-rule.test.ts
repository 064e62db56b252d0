import { domainToUnicode } from 'node:url';
import { isEmailAddress } from '@shop/contracts/email-address';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Mailer } from './mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

// The shop's address rule (packages/contracts/src/email-address.ts, docs/decisions/018) agrees with
// what our real mailer (nodemailer) can send: every address it accepts reaches the SMTP server as
// the very same recipient, and the addresses it refuses are ones nodemailer would send to someone
// else, or that a relay refuses.

const sendable = [
  'parent@example.com',
  'sita+orders@diyatales.in',
  "o'brien@example.ie",
  'a/b=c{d}|e~f#g$h%i&j*k!l?m^n`o@example.com',
  'user@bücher.de',
];

/** Refused by the rule, and what nodemailer would do with each: another recipient, or a refusal. */
const unsendable: Array<[address: string, delivered: string | null]> = [
  ['x<y@example.com', 'y@example.com'],
  ['night<shift@diyatales.test', 'shift@diyatales.test'],
  ['a b@example.com', 'b@example.com'],
  ['a,b@example.com', 'b@example.com'],
  ['a(comment)@example.com', 'a@example.com'],
  ['"a b"@example.com', null],
  ['a..b@example.com', null],
];

let server: SMTPServer;
let mailer: Mailer;
const recipients: string[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      recipients.push(address.address);
      callback();
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'hello@diyatales.in' });
});
afterAll(async () => {
  await mailer.close();
  await new Promise<void>((resolve) => server.close(resolve));
});
beforeEach(() => {
  recipients.length = 0;
});

const send = (to: string) =>
  mailer.send({ to, subject: 'Rule check', text: 'x', html: '<p>x</p>', messageId: '<rule@test>' });

describe('the address rule and nodemailer agree', () => {
  it.each(sendable)('%j: accepted, and it is exactly the recipient the SMTP server sees', async (address) => {
    expect(isEmailAddress(address)).toBe(true);
    await send(address);
    // The SMTP server shows an international domain decoded (nodemailer sends it as punycode).
    const [local, domain] = [address.slice(0, address.lastIndexOf('@')), address.split('@').pop()!];
    expect(recipients).toEqual([`${local}@${domainToUnicode(domain)}`]);
  });

  it.each(unsendable)('%j: refused; nodemailer would deliver it to %j', async (address, delivered) => {
    expect(isEmailAddress(address)).toBe(false);
    if (delivered === null) {
      await expect(send(address)).rejects.toThrow(/recipients were rejected|Bad recipient/);
    } else {
      await send(address);
      expect(recipients).toEqual([delivered]);
    }
  });
});

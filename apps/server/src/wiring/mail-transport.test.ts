import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailDomain, startMailTransport } from './mail-transport.ts';

const logger = pino({ level: 'silent' });

describe('mail transport from config', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'diya-transport-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('without SMTP_URL: starts the catcher and sends to it through SMTP', async () => {
    const transport = await startMailTransport(
      {
        from: '"Diya Tales" <hello@diyatales.in>',
        transport: { driver: 'catcher', host: '127.0.0.1', port: 0, dir },
      },
      logger,
    );
    try {
      expect(transport.catcher?.url).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
      await transport.mailer.send({
        to: 'a@example.com',
        subject: 'Hi',
        html: '<p>Hi</p>',
        text: 'Hi',
        messageId: '<hi@diyatales.in>',
      });
      expect((await transport.catcher!.store.list()).map((mail) => mail.subject)).toEqual(['Hi']);
    } finally {
      await transport.close();
    }
  });

  it('with SMTP_URL: no catcher, no inbox', async () => {
    const transport = await startMailTransport(
      { from: 'Shop <shop@example.com>', transport: { driver: 'smtp', url: 'smtp://127.0.0.1:1' } },
      logger,
    );
    expect(transport.catcher).toBeNull();
    await transport.close();
  });

  it('Message-IDs use the MAIL_FROM domain', () => {
    expect(mailDomain('"Diya Tales" <hello@DiyaTales.in>')).toBe('diyatales.in');
    expect(mailDomain('ops@shop.example.com')).toBe('shop.example.com');
    expect(mailDomain('no address')).toBe('localhost');
  });
});

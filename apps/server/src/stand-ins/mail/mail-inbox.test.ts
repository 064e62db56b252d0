import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCaughtMailStore, type CaughtMailStore } from './caught-mail-store.ts';
import { startMailCatcher, type MailCatcher } from './mail-catcher.ts';
import { createSmtpMailer } from '../../adapters/mail/smtp-mailer.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { delivery } from '../../modules/mail/templates/delivery.ts';

describe('local inbox (/dev/mail) while the catcher is active', () => {
  let dir: string;
  let catcher: MailCatcher;
  let store: CaughtMailStore;
  let t: TestApp;
  let firstId: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'diya-inbox-'));
    store = createCaughtMailStore(dir);
    catcher = await startMailCatcher({ store, port: 0 });
    t = await createTestApp({ mailInbox: store });
    const mailer = createSmtpMailer({ url: catcher.url, from: '"Diya Tales" <hello@diyatales.in>' });
    const ready = delivery({
      siteLanguage: 'en',
      orderNumber: 'pi_123',
      storyTitle: 'Hanuman <Leaps>',
      childName: 'Arjun',
      downloadUrl: 'https://cdn.example.com/v.mp4?sig=abc',
      statusUrl: 'https://diyatales.in/orders/status?t=xyz',
    });
    await mailer.send({ to: 'parent@example.com', messageId: '<one@diyatales.in>', ...ready });
    // A second later (only the clock moves), so the two arrival times differ, for the order.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 1_000);
      await mailer.send({
        to: 'staff@example.com',
        subject: 'Second',
        html: '<p>two</p>',
        text: 'two',
        messageId: '<two@diyatales.in>',
      });
    } finally {
      vi.useRealTimers();
    }
    await mailer.close();
    firstId = (await store.list({ to: 'parent@example.com' }))[0]!.id;
  });
  afterAll(async () => {
    await t.close();
    await catcher.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('lists the caught e-mails newest first, as an HTML page', async () => {
    const res = await t.app.inject({ url: '/dev/mail' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body.indexOf('Second')).toBeLessThan(res.body.indexOf('is ready'));
    expect(res.body).toContain('Hanuman &lt;Leaps&gt;'); // escaped, never markup
    expect(res.body).toContain(`href="/dev/mail/${firstId}"`);
  });

  it('filters by recipient, in the page and in the JSON the e2e tests read', async () => {
    const page = await t.app.inject({ url: '/dev/mail?to=STAFF@example.com' });
    expect(page.body).toContain('Second');
    expect(page.body).not.toContain('is ready');

    const res = await t.app.inject({ url: '/dev/mail/api/messages?to=parent@example.com' });
    expect(res.statusCode).toBe(200);
    const { messages } = res.json<{ messages: Array<{ subject: string; text: string; to: string[] }> }>();
    expect(messages).toHaveLength(1);
    expect(messages[0]!.to).toEqual(['parent@example.com']);
    expect(messages[0]!.text).toContain('https://cdn.example.com/v.mp4?sig=abc');

    const all = await t.app.inject({ url: '/dev/mail/api/messages' });
    expect(all.json<{ messages: Array<{ subject: string }> }>().messages.map((m) => m.subject)).toEqual([
      'Second',
      "Arjun's video is ready: Hanuman <Leaps>",
    ]);
  });

  it('shows one message: headers, its links, the HTML part in a sandboxed frame, the text part', async () => {
    const res = await t.app.inject({ url: `/dev/mail/${firstId}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<iframe');
    expect(res.body).toMatch(/sandbox="allow-popups allow-popups-to-escape-sandbox"/);
    expect(res.body).toContain(`src="/dev/mail/${firstId}/html"`);
    expect(res.body).toContain('href="https://cdn.example.com/v.mp4?sig=abc"');
    expect(res.body).toContain('Download the video (https://cdn.example.com/v.mp4?sig=abc)');
  });

  it("serves the message's HTML only under a sandbox policy, frameable by the inbox alone", async () => {
    const res = await t.app.inject({ url: `/dev/mail/${firstId}/html` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(/^sandbox /);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.body).toContain('<base target="_blank">');
    expect(res.body).toContain('Download the video');
  });

  it('offers the raw .eml', async () => {
    const res = await t.app.inject({ url: `/dev/mail/${firstId}/raw` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('message/rfc822');
    expect(res.body).toContain('Subject:');
  });

  it('404 for an unknown or malformed id', async () => {
    expect((await t.app.inject({ url: '/dev/mail/0000000000000-00000000' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/dev/mail/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(400);
  });

  it('answers only requests from this machine', async () => {
    const res = await t.app.inject({ url: '/dev/mail/api/messages', remoteAddress: '203.0.113.7' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'The local inbox only answers requests from this machine.' });
  });
});

describe('local inbox with a real SMTP relay (SMTP_URL set)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('does not exist', async () => {
    for (const url of ['/dev/mail', '/dev/mail/api/messages', '/dev/mail/0000000000000-00000000']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

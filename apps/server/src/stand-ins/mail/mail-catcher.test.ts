import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaughtMailStore } from './caught-mail-store.ts';
import { startMailCatcher, type MailCatcher } from './mail-catcher.ts';
import { createSmtpMailer } from '../../adapters/mail/smtp-mailer.ts';

describe('SMTP mailer → local mail catcher', () => {
  let dir: string;
  let catcher: MailCatcher;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'diya-mail-'));
    catcher = await startMailCatcher({ store: createCaughtMailStore(dir), port: 0 });
  });
  afterAll(async () => {
    await catcher.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('delivers over real SMTP and files the raw message and its parsed parts', async () => {
    const mailer = createSmtpMailer({ url: catcher.url, from: '"Diya Tales" <hello@diyatales.in>' });
    const sent = await mailer.send({
      to: 'Parent@Example.com',
      subject: 'Your video is ready – अर्जुन',
      html: '<p>Hello <b>Arjun</b></p>',
      text: 'Hello Arjun',
      messageId: '<fixed-id@diyatales.in>',
    });
    await mailer.close();
    expect(sent.messageId).toBe('<fixed-id@diyatales.in>');

    const [mail] = await catcher.store.list({ to: 'parent@example.com' });
    expect(mail).toMatchObject({
      from: '"Diya Tales" <hello@diyatales.in>',
      to: ['parent@example.com'],
      envelopeTo: ['parent@example.com'],
      subject: 'Your video is ready – अर्जुन',
      html: '<p>Hello <b>Arjun</b></p>',
      text: 'Hello Arjun',
      messageId: '<fixed-id@diyatales.in>',
    });
    const raw = await readFile(path.join(dir, `${mail!.id}.eml`), 'utf8');
    expect(raw).toContain('Message-ID: <fixed-id@diyatales.in>');
    expect(await catcher.store.list({ to: 'someone-else@example.com' })).toEqual([]);
  });

  it('never turns an id into a path outside the mailbox', async () => {
    expect(await catcher.store.get('../../etc/passwd')).toBeNull();
    expect(await catcher.store.raw('0000000000000-zzzzzzzz')).toBeNull();
  });
});

import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CAUGHT_RETENTION_DAYS } from './caught-files.ts';
import { createCaughtMailStore } from './mail/caught-mail-store.ts';
import { createMessageCatcher } from './messaging/message-catcher.ts';

// The local catchers keep what they catch (names, addresses, working links) for a limited time:
// whatever is older than the retention period goes when the next e-mail or message arrives.

const DAY = 86_400_000;
const idFrom = (daysAgo: number) => `${String(Date.now() - daysAgo * DAY).padStart(13, '0')}-0badc0de`;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'diya-caught-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function caughtEarlier(daysAgo: number, extensions: string[]): Promise<string> {
  const id = idFrom(daysAgo);
  for (const extension of extensions)
    await writeFile(path.join(dir, `${id}.${extension}`), JSON.stringify({ id, to: '+919812345678' }));
  return id;
}

describe(`caught e-mails and messages older than ${CAUGHT_RETENTION_DAYS} days`, () => {
  it('the mail catcher removes old messages (raw and parsed) when it files a new one', async () => {
    const old = await caughtEarlier(CAUGHT_RETENTION_DAYS + 1, ['eml', 'json']);
    const recent = await caughtEarlier(CAUGHT_RETENTION_DAYS - 1, ['eml', 'json']);
    await writeFile(path.join(dir, 'notes.txt'), 'not a caught file');
    const store = createCaughtMailStore(dir);
    const mail = await store.save(Buffer.from('To: parent@example.com\r\nSubject: Hi\r\n\r\nHello'), {
      to: ['parent@example.com'],
    });
    const names = await readdir(dir);
    expect(names.filter((name) => name.startsWith(old))).toEqual([]);
    expect(names).toEqual(
      expect.arrayContaining([
        `${recent}.eml`,
        `${recent}.json`,
        `${mail.id}.eml`,
        `${mail.id}.json`,
        'notes.txt',
      ]),
    );
  });

  it('the WhatsApp catcher removes old messages when it takes a new one', async () => {
    const old = await caughtEarlier(CAUGHT_RETENTION_DAYS + 5, ['json']);
    const recent = await caughtEarlier(1, ['json']);
    const messenger = createMessageCatcher(dir);
    await messenger.send({
      to: '+919812345678',
      template: 'order_paid',
      languageCode: 'en',
      parameters: ['DT-7K3F9Q'],
      text: 'Thank you for your order DT-7K3F9Q',
    });
    const ids = (await messenger.list()).map((message) => message.id);
    expect(ids).toHaveLength(2);
    expect(ids).toContain(recent);
    expect(ids).not.toContain(old);
  });
});

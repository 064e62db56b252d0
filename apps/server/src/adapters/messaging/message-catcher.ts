import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CaughtMessage } from '@shop/contracts/whatsapp';
import type { Messenger } from './messenger.ts';

// The offline messenger (no WHATSAPP_*): takes each template message exactly as the Cloud API
// would, answers with an id, and keeps it as ${DATA_DIR}/messages/<id>.json for the inbox at
// /dev/messages and the e2e journeys. Files, as the mail catcher's: every server process of the
// machine writes to the same inbox, whatever state the database is in.

export interface CaughtMessageStore {
  readonly dir: string;
  /** Newest first; `to` matches the number with or without its plus. */
  list(filter?: { to?: string; limit?: number }): Promise<CaughtMessage[]>;
}

const ID_PATTERN = /^\d{13}-[0-9a-f]{8}$/;
const DEFAULT_LIST_LIMIT = 200;

export function createMessageCatcher(dir: string): Messenger & CaughtMessageStore {
  const file = (id: string) => path.join(dir, `${id}.json`);
  return {
    kind: 'catcher',
    dir,
    async send(message) {
      await mkdir(dir, { recursive: true });
      const id = `${String(Date.now()).padStart(13, '0')}-${randomBytes(4).toString('hex')}`;
      const caught: CaughtMessage = {
        id,
        to: message.to,
        template: message.template,
        language_code: message.languageCode,
        parameters: message.parameters,
        text: message.text,
        date: new Date().toISOString(),
      };
      // Written under a temporary name and renamed, so a listing never reads half a file.
      await writeFile(`${file(id)}.tmp`, JSON.stringify(caught, null, 2));
      await rename(`${file(id)}.tmp`, file(id));
      return { id: `caught.${id}` };
    },
    async list({ to, limit = DEFAULT_LIST_LIMIT } = {}) {
      const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [] as string[];
        throw error;
      });
      const ids = names
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.slice(0, -'.json'.length))
        .filter((id) => ID_PATTERN.test(id))
        .sort()
        .reverse();
      const wanted = to ? `+${to.trim().replace(/^\+/, '')}` : null;
      const messages: CaughtMessage[] = [];
      for (const id of ids) {
        if (messages.length >= limit) break;
        const json = await readFile(file(id), 'utf8').catch(() => null);
        if (json === null) continue;
        const message = JSON.parse(json) as CaughtMessage;
        if (!wanted || message.to === wanted) messages.push(message);
      }
      return messages;
    },
  };
}

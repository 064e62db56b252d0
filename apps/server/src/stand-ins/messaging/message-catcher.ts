import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CaughtMessage } from '@shop/contracts/whatsapp';
import { newCaughtId, newestCaughtIds, pruneCaughtFiles, writeJsonAtomically } from '../caught-files.ts';
import type { Messenger } from '../../adapters/messaging/messenger.ts';

// The offline messenger (no WHATSAPP_*): takes each template message exactly as the Cloud API
// would, answers with an id, and keeps it as ${DATA_DIR}/messages/<id>.json for the inbox at
// /dev/messages and the e2e journeys, for CAUGHT_RETENTION_DAYS (caught-files.ts). Files, as the mail catcher's: every server process of the
// machine writes to the same inbox, whatever state the database is in.

export interface CaughtMessageStore {
  readonly dir: string;
  /** Newest first; `to` matches the number with or without its plus. */
  list(filter?: { to?: string; limit?: number }): Promise<CaughtMessage[]>;
}

const DEFAULT_LIST_LIMIT = 200;

export function createMessageCatcher(dir: string): Messenger & CaughtMessageStore {
  const file = (id: string) => path.join(dir, `${id}.json`);
  return {
    kind: 'catcher',
    dir,
    async send(message) {
      await mkdir(dir, { recursive: true });
      await pruneCaughtFiles(dir);
      const id = newCaughtId();
      const caught: CaughtMessage = {
        id,
        to: message.to,
        template: message.template,
        language_code: message.languageCode,
        parameters: message.parameters,
        text: message.text,
        date: new Date().toISOString(),
      };
      await writeJsonAtomically(file(id), caught);
      return { id: `caught.${id}` };
    },
    async list({ to, limit = DEFAULT_LIST_LIMIT } = {}) {
      const ids = await newestCaughtIds(dir);
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

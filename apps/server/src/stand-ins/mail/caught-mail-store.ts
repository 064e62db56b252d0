import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CaughtMail } from '@shop/contracts/dev-mail';
import { simpleParser, type AddressObject } from 'mailparser';
import {
  isCaughtId,
  newCaughtId,
  newestCaughtIds,
  pruneCaughtFiles,
  writeJsonAtomically,
} from '../caught-files.ts';

// The catcher's mailbox on disk (${DATA_DIR}/mail): per message the raw <id>.eml exactly as
// received, and <id>.json with the parsed parts the inbox pages and the e2e tests read; kept for
// CAUGHT_RETENTION_DAYS (caught-files.ts).
// Files, not the database: the inbox must keep working whatever state the database is in,
// and a developer can open an .eml in any mail program.

export interface CaughtMailEnvelope {
  /** RCPT TO addresses. */
  to: string[];
}

export interface CaughtMailStore {
  readonly dir: string;
  save(raw: Buffer, envelope: CaughtMailEnvelope): Promise<CaughtMail>;
  /** Newest first; `to` matches the To header or the envelope, case-insensitively. */
  list(filter?: { to?: string; limit?: number }): Promise<CaughtMail[]>;
  get(id: string): Promise<CaughtMail | null>;
  raw(id: string): Promise<Buffer | null>;
}

const DEFAULT_LIST_LIMIT = 200;

export function createCaughtMailStore(dir: string): CaughtMailStore {
  const file = (id: string, ext: 'eml' | 'json') => path.join(dir, `${id}.${ext}`);

  async function get(id: string): Promise<CaughtMail | null> {
    // Checked before every file access: an id never becomes a path.
    if (!isCaughtId(id)) return null;
    const json = await readFile(file(id, 'json'), 'utf8').catch(ignoreMissing);
    if (json === null) return null;
    const mail = JSON.parse(json) as CaughtMail;
    return { ...mail, attachments: mail.attachments ?? [] };
  }

  return {
    dir,
    async save(raw, envelope) {
      await mkdir(dir, { recursive: true });
      await pruneCaughtFiles(dir);
      const id = newCaughtId();
      await writeFile(file(id, 'eml'), raw);
      const mail = await parse(id, raw, envelope);
      await writeJsonAtomically(file(id, 'json'), mail);
      return mail;
    },
    async list({ to, limit = DEFAULT_LIST_LIMIT } = {}) {
      const ids = await newestCaughtIds(dir);
      const wanted = to?.trim().toLowerCase();
      const result: CaughtMail[] = [];
      for (const id of ids) {
        if (result.length >= limit) break;
        const mail = await get(id);
        if (!mail) continue;
        if (wanted && !mail.to.includes(wanted) && !mail.envelopeTo.includes(wanted)) continue;
        result.push(mail);
      }
      return result;
    },
    get,
    async raw(id) {
      // Checked before every file access: an id never becomes a path.
      if (!isCaughtId(id)) return null;
      return readFile(file(id, 'eml')).catch(ignoreMissing);
    },
  };
}

async function parse(id: string, raw: Buffer, envelope: CaughtMailEnvelope): Promise<CaughtMail> {
  const parsed = await simpleParser(raw);
  return {
    id,
    from: parsed.from?.text ?? '',
    to: addresses(parsed.to),
    envelopeTo: envelope.to.map((address) => address.toLowerCase()),
    subject: parsed.subject ?? '',
    date: new Date(Number(id.slice(0, 13))).toISOString(),
    html: typeof parsed.html === 'string' ? parsed.html : '',
    text: parsed.text ?? '',
    messageId: parsed.messageId ?? null,
    headers: Object.fromEntries(
      parsed.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).trim()]),
    ),
    attachments: parsed.attachments.map((file) => ({
      filename: file.filename ?? '',
      contentType: file.contentType,
      size: file.size,
    })),
  };
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  if (!field) return [];
  return (Array.isArray(field) ? field : [field])
    .flatMap((group) => group.value)
    .flatMap((entry) => (entry.address ? [entry.address.toLowerCase()] : []));
}

function ignoreMissing(error: NodeJS.ErrnoException): null {
  if (error.code === 'ENOENT') return null;
  throw error;
}

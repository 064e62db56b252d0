import { isEmailAddress } from '@shop/contracts/email-address';
import {
  FAILED_MAIL_ERROR_CODES,
  FAILED_MAIL_MESSAGES,
  type FailedMail,
  type FailedMailListResponse,
} from '@shop/contracts/failed-mail';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../errors/app-error.ts';
import { createOutboxRepository, type OutboxRow } from './outbox.repository.ts';
import { nudgeOutbox } from './outbox-signal.ts';

// The admin's view of the e-mails that will not go out by themselves (docs/decisions/019): the
// outbox rows marked failed — refused when queued (an address that breaks the rule) or given up
// after the worker's attempts — and a retry that puts one back in the queue.

export interface FailedMailService {
  list(query: { page: number; limit: number }): Promise<Omit<FailedMailListResponse, 'success'>>;
  /** 404 when the e-mail is not failed (retried already, or unknown); 409 when sending it cannot work. */
  retry(id: string): Promise<void>;
}

export function createFailedMailService({ db }: { db: Db }): FailedMailService {
  const outbox = createOutboxRepository(db);
  return {
    async list({ page, limit }) {
      const { rows, total } = await outbox.listFailed({ offset: (page - 1) * limit, limit });
      return {
        data: rows.map(toFailedMail),
        pagination: { page, limit, total, pages: Math.ceil(total / limit) },
      };
    },
    async retry(id) {
      const row = await outbox.find(id);
      if (!row || row.status !== 'failed')
        throw notFound(FAILED_MAIL_MESSAGES.notFound, FAILED_MAIL_ERROR_CODES.notFound);
      const blocked = whyNotRetryable(row);
      if (blocked) throw conflict(blocked, FAILED_MAIL_ERROR_CODES.notRetryable);
      // Two admins clicking at once: the second finds it pending already.
      if (!(await outbox.requeueFailed(id)))
        throw notFound(FAILED_MAIL_MESSAGES.notFound, FAILED_MAIL_ERROR_CODES.notFound);
      nudgeOutbox();
    },
  };
}

function whyNotRetryable(row: OutboxRow): string | null {
  if (!isEmailAddress(row.toAddress)) return FAILED_MAIL_MESSAGES.invalidAddress;
  if (row.html === '') return FAILED_MAIL_MESSAGES.notWritten;
  return null;
}

function toFailedMail(row: OutboxRow): FailedMail {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    error: row.lastError ?? '',
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    // Rows that failed before failed_at was recorded show when they were queued.
    failedAt: (row.failedAt ?? row.createdAt).toISOString(),
    retryable: whyNotRetryable(row) === null,
  };
}

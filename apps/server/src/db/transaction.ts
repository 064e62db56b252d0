import type { Db } from './client.ts';

// The one way to open a transaction (docs/decisions/025). Repositories take a `Db`, which is the
// database or a transaction's handle alike, so the same repository call runs on its own or joins
// the caller's transaction; code that must run inside one says so by taking a `Tx`.

/** A transaction's handle: pass it to repositories so their statements join the transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs `work` in one transaction: it commits when `work` resolves and rolls back when it throws.
 * Given a transaction, it opens a savepoint in it instead: if `work` fails, only its own statements
 * are undone and the caller's transaction can go on (on Postgres a failed statement would otherwise
 * abort the whole transaction).
 */
export function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { onCleanup } from './cleanup';

// A database of its own on the Postgres server at `serverUrl` (TEST_DATABASE_URL) for one run, dropped
// afterwards: the server under test migrates it from empty, and nothing else's rows are in it.
export async function freshDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    client.on('error', () => {}); // a lost connection fails the statement, never the process
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    await admin(`drop database if exists ${name} with (force)`);
  };
  const done = onCleanup(drop);
  return {
    url: url.toString(),
    drop: async () => {
      done();
      await drop();
    },
  };
}

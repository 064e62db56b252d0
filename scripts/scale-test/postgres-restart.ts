import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';

// How the scale test restarts the Postgres its processes share (the fault a managed database's
// maintenance window, a failover or an operator causes): the server itself, through Debian's
// pg_ctlcluster, when this user may (root, as in CI, or the cluster's owner); SCALE_PG_RESTART names
// another command. Where neither is possible, every connection to the shop's database is ended
// instead (what a restart does to them, without the seconds of refused connections), and it says so.

const exec = promisify(execFile);

export interface PostgresRestart {
  /** What was done, for the report. */
  how: string;
  /** Milliseconds from the restart command to Postgres answering again. */
  downMs: number;
}

export async function restartPostgres(databaseUrl: string): Promise<PostgresRestart> {
  const started = Date.now();
  const command = process.env.SCALE_PG_RESTART;
  if (command) {
    await exec('sh', ['-c', command]);
    await waitUntilAnswering(databaseUrl);
    return { how: `SCALE_PG_RESTART (${command})`, downMs: Date.now() - started };
  }
  const cluster = await clusterOnPort(Number(new URL(databaseUrl).port || 5432));
  if (cluster && (process.getuid?.() === 0 || process.env.USER === cluster.owner)) {
    await exec('pg_ctlcluster', ['--skip-systemctl-redirect', cluster.version, cluster.name, 'restart']);
    await waitUntilAnswering(databaseUrl);
    return {
      how: `pg_ctlcluster ${cluster.version} ${cluster.name} restart`,
      downMs: Date.now() - started,
    };
  }
  const ended = await terminateConnections(databaseUrl);
  return {
    how: `could not restart the server here (needs root, the cluster's owner, or SCALE_PG_RESTART): ended the database's ${ended} connections instead`,
    downMs: Date.now() - started,
  };
}

async function clusterOnPort(port: number): Promise<{ version: string; name: string; owner: string } | null> {
  try {
    const { stdout } = await exec('pg_lsclusters', ['--no-header']);
    for (const line of stdout.split('\n')) {
      const [version, name, clusterPort, , owner] = line.trim().split(/\s+/);
      if (version && name && owner && Number(clusterPort) === port) return { version, name, owner };
    }
  } catch {
    // Not Debian's postgresql-common: no cluster tools.
  }
  return null;
}

async function waitUntilAnswering(databaseUrl: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 1_000 });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => {});
      if (Date.now() > deadline)
        throw new Error(`Postgres did not come back: ${(error as Error).message}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function terminateConnections(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    const { rows } = await client.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return rows.length;
  } finally {
    await client.end();
  }
}

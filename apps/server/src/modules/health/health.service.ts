import type { LivenessResponse, ReadinessResponse, StorageCheck } from '@shop/contracts/health';

// A probe must answer quickly even when the database hangs (network partition).
const PING_TIMEOUT_MS = 2_000;

export interface HealthService {
  liveness(): LivenessResponse;
  readiness(): Promise<ReadinessResponse>;
}

export function createHealthService(deps: {
  pingDatabase: () => Promise<void>;
  /** Whether storage takes a write (storage-probe.ts; bounded in time and cached there). */
  probeStorage: () => Promise<StorageCheck>;
  isShuttingDown: () => boolean;
}): HealthService {
  return {
    liveness: () => ({ status: 'ok' }),
    async readiness() {
      if (deps.isShuttingDown()) return { status: 'not-ready' };
      const [database, storage] = await Promise.all([
        withTimeout(deps.pingDatabase(), PING_TIMEOUT_MS).then(
          () => 'ok' as const,
          () => 'failing' as const,
        ),
        deps.probeStorage(),
      ]);
      // Without the database nothing works. Without storage only uploads fail (507/503, each with
      // its message), while payments, webhooks and orders must go on: the process stays in
      // service and says what is wrong (docs/decisions/022).
      const status = database !== 'ok' ? 'not-ready' : storage !== 'ok' ? 'degraded' : 'ready';
      return { status, checks: { database, storage } };
    },
  };
}

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

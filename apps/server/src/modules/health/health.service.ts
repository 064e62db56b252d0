import type { LivenessResponse, ReadinessResponse } from '@shop/contracts/health';

// A probe must answer quickly even when the database hangs (network partition).
const PING_TIMEOUT_MS = 2_000;

export interface HealthService {
  liveness(): LivenessResponse;
  readiness(): Promise<ReadinessResponse>;
}

export function createHealthService(deps: {
  pingDatabase: () => Promise<void>;
  isShuttingDown: () => boolean;
}): HealthService {
  return {
    liveness: () => ({ status: 'ok' }),
    async readiness() {
      if (deps.isShuttingDown()) return { status: 'not-ready' };
      const ready = await withTimeout(deps.pingDatabase(), PING_TIMEOUT_MS).then(
        () => true,
        () => false,
      );
      return { status: ready ? 'ready' : 'not-ready' };
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

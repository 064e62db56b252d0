// Process state that the readiness probe reports: once shutdown begins, /readyz answers 503 so a
// load balancer stops sending new traffic while in-flight requests finish.
export interface Lifecycle {
  isShuttingDown(): boolean;
  beginShutdown(): void;
}

export function createLifecycle(): Lifecycle {
  let shuttingDown = false;
  return {
    isShuttingDown: () => shuttingDown,
    beginShutdown: () => {
      shuttingDown = true;
    },
  };
}

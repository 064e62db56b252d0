// Everything the bench starts (server, Chromium) registers how to stop it here, so Ctrl-C or a crash
// never leaves a process or a temp directory behind. The launchers' own SIGINT handlers are turned off
// (they would exit before the server is stopped); run.ts calls runCleanups() on every way out.

type Cleanup = () => Promise<void> | void;
const cleanups = new Set<Cleanup>();

/** Registers a cleanup; call the returned function once the thing is stopped normally. */
export function onCleanup(cleanup: Cleanup): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

export async function runCleanups(): Promise<void> {
  const pending = [...cleanups].reverse();
  cleanups.clear();
  for (const cleanup of pending) {
    try {
      await cleanup();
    } catch {
      // keep stopping the rest
    }
  }
}

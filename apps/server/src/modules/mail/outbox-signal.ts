// An in-process hint that the outbox has new rows, so a message goes out within a moment instead of
// at the next poll. Only a hint: the worker polls anyway, and rows queued by another process (or
// whose transaction commits later than expected) are picked up by that poll. Nothing depends on it.

type Listener = () => void;
const listeners = new Set<Listener>();

export function onOutboxNudge(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function nudgeOutbox(): void {
  for (const listener of listeners) listener();
}

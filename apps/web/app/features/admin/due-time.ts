// How the studio reads an order's promise: "Due in 5 h", or loudly "Overdue by 2 h" once the 24 h
// promise has passed while the work is still open. Finished (delivered, cancelled) work is never
// overdue; an order waiting on the parent's better photo is not late by the studio's hand either
// (its due time restarts from the new photos).

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "45 min", "5 h", "5 h 20 min", "2 d 3 h": short enough for a table cell. */
export function shortDuration(ms: number): string {
  const minutes = Math.max(1, Math.round(Math.abs(ms) / MINUTE));
  if (minutes < 60) return `${minutes} min`;
  // Within two days in hours (the 24 h promise reads "24 h", not "1 d"), beyond in days.
  if (minutes < (2 * DAY) / MINUTE) {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return rest > 0 ? `${hours} h ${rest} min` : `${hours} h`;
  }
  const days = Math.floor(minutes / (DAY / MINUTE));
  const hours = Math.floor((minutes % (DAY / MINUTE)) / 60);
  return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
}

export type DueState =
  | { kind: 'closed' }
  | { kind: 'waiting' }
  | { kind: 'due'; text: string }
  | { kind: 'overdue'; text: string };

/** Where an order stands against its promise at `now`; `open` is false for delivered or cancelled work. */
export function dueState(
  dueAt: string,
  now: number,
  { open, waitingForParent = false }: { open: boolean; waitingForParent?: boolean },
): DueState {
  if (!open) return { kind: 'closed' };
  if (waitingForParent) return { kind: 'waiting' };
  const left = Date.parse(dueAt) - now;
  if (left < 0) return { kind: 'overdue', text: `Overdue by ${shortDuration(left)}` };
  return { kind: 'due', text: `Due in ${shortDuration(left)}` };
}

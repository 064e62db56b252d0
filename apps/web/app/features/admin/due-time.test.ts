import { describe, expect, it } from 'vitest';
import { dueState, shortDuration } from './due-time';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const at = (hoursFromNow: number) => new Date(NOW + hoursFromNow * 3_600_000).toISOString();

describe('the due time as the studio reads it', () => {
  it('says how long is left, in short units', () => {
    expect(shortDuration(45 * 60_000)).toBe('45 min');
    expect(shortDuration(5 * 3_600_000)).toBe('5 h');
    expect(shortDuration(5 * 3_600_000 + 20 * 60_000)).toBe('5 h 20 min');
    expect(shortDuration(24 * 3_600_000 - 20_000)).toBe('24 h');
    expect(shortDuration(30 * 3_600_000 + 5 * 60_000)).toBe('30 h 5 min');
    expect(shortDuration(51 * 3_600_000)).toBe('2 d 3 h');
    expect(shortDuration(10_000)).toBe('1 min');
  });

  it('is due while the promise holds and overdue once it has passed', () => {
    expect(dueState(at(5), NOW, { open: true })).toEqual({ kind: 'due', text: 'Due in 5 h' });
    expect(dueState(at(-2), NOW, { open: true })).toEqual({ kind: 'overdue', text: 'Overdue by 2 h' });
  });

  it('is never overdue once the work is closed, nor while the parent is sending a better photo', () => {
    expect(dueState(at(-30), NOW, { open: false })).toEqual({ kind: 'closed' });
    expect(dueState(at(-30), NOW, { open: true, waitingForParent: true })).toEqual({ kind: 'waiting' });
  });
});

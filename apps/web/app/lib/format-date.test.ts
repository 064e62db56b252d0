import { afterEach, describe, expect, it, vi } from 'vitest';

// A time is written in the reader's own zone, named as people name it (issue 38): "EST", not "GMT-5".
// The module keeps its formats for the page's life, as a browser's zone does not change: each zone
// gets the module afresh.

const original = process.env.TZ;
afterEach(() => {
  // Assigning undefined would set the text "undefined": a zone of its own for every later test.
  if (original === undefined) delete process.env.TZ;
  else process.env.TZ = original;
});

async function inZone(zone: string, iso: string, locale?: string): Promise<string> {
  process.env.TZ = zone;
  vi.resetModules();
  const { formatDateTime } = await import('./format-date');
  return formatDateTime(iso, locale);
}

describe('formatDateTime', () => {
  it('names the reader’s zone: IST, EST and EDT, PST, BST, CET, AEDT', async () => {
    expect(await inZone('Asia/Kolkata', '2026-01-15T10:00:00Z')).toBe('15 Jan 2026, 3:30 pm IST');
    expect(await inZone('America/New_York', '2026-01-15T10:00:00Z')).toBe('15 Jan 2026, 5:00 am EST');
    expect(await inZone('America/New_York', '2026-07-15T10:00:00Z')).toMatch(/, 6:00 am EDT$/);
    expect(await inZone('America/Los_Angeles', '2026-01-15T10:00:00Z')).toMatch(/, 2:00 am PST$/);
    expect(await inZone('Europe/London', '2026-07-15T10:00:00Z')).toMatch(/, 11:00 am BST$/);
    expect(await inZone('Europe/Berlin', '2026-01-15T10:00:00Z')).toMatch(/, 11:00 am CET$/);
    expect(await inZone('Australia/Sydney', '2026-01-15T10:00:00Z')).toMatch(/, 9:00 pm AEDT$/);
  });

  it('keeps the offset where no English names the zone', async () => {
    expect(await inZone('Asia/Singapore', '2026-01-15T10:00:00Z')).toMatch(/, 6:00 pm GMT\+8$/);
  });

  it('writes Hindi with the part of the day in words and no Latin zone name', async () => {
    const hindi = await inZone('Asia/Kolkata', '2026-01-16T04:30:00Z', 'hi-IN');
    expect(hindi).toContain('16 जनवरी 2026');
    expect(hindi).not.toMatch(/[A-Za-z]/);
  });
});

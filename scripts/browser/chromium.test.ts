import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findChromium, missingChromiumMessage, requireChromium } from './chromium';

describe('finding the browser the journeys drive', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'chromium-lookup-'));

  it('uses CHROMIUM_PATH when it names an executable', () => {
    const browser = path.join(dir, 'my-chrome');
    writeFileSync(browser, '#!/bin/sh\n');
    chmodSync(browser, 0o755);
    expect(findChromium({ CHROMIUM_PATH: browser })).toEqual({ path: browser, source: 'CHROMIUM_PATH' });
  });

  it('does not fall back to another browser when CHROMIUM_PATH is wrong', () => {
    const notExecutable = path.join(dir, 'readme.txt');
    writeFileSync(notExecutable, 'not a browser');
    const lookup = findChromium({ CHROMIUM_PATH: notExecutable });
    expect(lookup.path).toBeNull();
    expect(() => requireChromium({ CHROMIUM_PATH: notExecutable })).toThrow(
      `CHROMIUM_PATH=${notExecutable}, which is not an executable file`,
    );
  });

  it('tells a person exactly what to run when nothing is found', () => {
    const message = missingChromiumMessage('nowhere');
    expect(message).toContain('sudo apt-get install -y chromium');
    expect(message).toContain('npx playwright install chromium');
    expect(message).toContain('CHROMIUM_PATH');
  });
});

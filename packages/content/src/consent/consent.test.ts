import { createHash } from 'node:crypto';
import { CONSENT_VERSION } from '@shop/contracts/privacy';
import { describe, expect, it } from 'vitest';
import { consentText } from './by-language.ts';

// A stored consent names the wording's version (CONSENT_VERSION), so the words of a version must
// never change under it. Each version's words (both languages, with N = 30) are pinned here by their
// hash: new words fail this test until the version is raised and the new hash added beside it.
const WORDING_OF_VERSION: Record<string, string> = {
  '2026-11-28.2': 'fc98a4679f3105d5',
};

const wordingHash = () =>
  createHash('sha256')
    .update(JSON.stringify([consentText(30, 'en'), consentText(30, 'hi')]))
    .digest('hex')
    .slice(0, 16);

describe('the consent wording and its version', () => {
  it('the words are the ones CONSENT_VERSION was given to (raise the version when they change)', () => {
    expect({ version: CONSENT_VERSION, wording: wordingHash() }).toEqual({
      version: CONSENT_VERSION,
      wording: WORDING_OF_VERSION[CONSENT_VERSION],
    });
  });

  it('no two versions share words', () => {
    const hashes = Object.values(WORDING_OF_VERSION);
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it('states the retention N in both languages', () => {
    expect(consentText(45)).toContain('deleted 45 days after the video is delivered');
    expect(consentText(45, 'hi')).toContain('45 दिन बाद');
  });
});

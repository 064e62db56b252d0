import { describe, expect, it } from 'vitest';
import { cameFromOwnOrLocalBackend } from './referrer';

const OWN = 'https://diyatales.example';

describe('cameFromOwnOrLocalBackend', () => {
  it('accepts this site and back ends on this machine', () => {
    expect(cameFromOwnOrLocalBackend('https://diyatales.example/order', OWN)).toBe(true);
    expect(cameFromOwnOrLocalBackend('http://localhost:5002/auth/google/callback', OWN)).toBe(true);
    expect(cameFromOwnOrLocalBackend('http://127.0.0.1:3001/', OWN)).toBe(true);
  });

  it('refuses other sites and no referrer at all', () => {
    expect(cameFromOwnOrLocalBackend('', OWN)).toBe(false);
    expect(cameFromOwnOrLocalBackend('https://accounts.google.com/', OWN)).toBe(false);
    expect(cameFromOwnOrLocalBackend('https://diyatales.example.evil.test/', OWN)).toBe(false);
    expect(cameFromOwnOrLocalBackend('not a url', OWN)).toBe(false);
  });
});

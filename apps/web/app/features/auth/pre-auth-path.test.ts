import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowserStorage, type FakeStorage } from '~/lib/testing/fake-web-storage';
import { clearPreAuthPath, peekPreAuthPath, rememberPreAuthPath, takePreAuthPath } from './pre-auth-path';

let session: FakeStorage;
beforeEach(() => {
  ({ session } = stubBrowserStorage());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('pre_auth_path', () => {
  it('keeps pathname and search in sessionStorage', () => {
    rememberPreAuthPath('/order?story=3');
    expect(session.getItem('pre_auth_path')).toBe('/order?story=3');
  });

  it('never remembers / or anything under /auth/', () => {
    rememberPreAuthPath('/');
    rememberPreAuthPath('/auth/success?token=x');
    expect(session.getItem('pre_auth_path')).toBeNull();
  });

  it('does not overwrite a remembered page with one not worth returning to', () => {
    rememberPreAuthPath('/profile');
    rememberPreAuthPath('/');
    expect(peekPreAuthPath()).toBe('/profile');
  });

  it('is used once: take reads and forgets', () => {
    rememberPreAuthPath('/order-confirmation');
    expect(takePreAuthPath()).toBe('/order-confirmation');
    expect(takePreAuthPath()).toBeNull();
  });

  it('refuses anything that would leave the site', () => {
    session.setItem('pre_auth_path', '//evil.example/steal');
    expect(peekPreAuthPath()).toBeNull();
    session.setItem('pre_auth_path', 'https://evil.example');
    expect(peekPreAuthPath()).toBeNull();
    rememberPreAuthPath('/\\evil.example');
    expect(session.getItem('pre_auth_path')).toBe('https://evil.example');
  });

  it('clears', () => {
    rememberPreAuthPath('/order');
    clearPreAuthPath();
    expect(peekPreAuthPath()).toBeNull();
  });
});

// The outside system that tells us who a person is (docs/architecture.md#real-parts-and-stand-ins): Google in
// production, the local test provider offline. Both speak OpenID Connect, so one implementation
// (oidc-identity-provider.ts) serves both; this file is the interface the auth module sees.

/** What must survive from the start of a sign-in to its callback (kept in a signed cookie, not in memory). */
export interface SignInFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The person, as the provider's verified ID token describes them. */
export interface IdentityProfile {
  /** The provider's stable id for the account (`sub`). */
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
  picture?: string;
}

export interface IdentityProvider {
  /** Shown in logs and the startup line: 'google' or 'local'. */
  readonly kind: 'google' | 'local';
  /** The provider's authorization URL to send the browser to, and the checks the callback must pass. */
  startSignIn(): Promise<{ url: URL; flow: SignInFlow }>;
  /**
   * Exchanges the code in the callback URL (as the browser reached us) and verifies the ID token
   * against the flow. Throws IdentityError.
   */
  completeSignIn(callbackUrl: URL, flow: SignInFlow): Promise<IdentityProfile>;
}

/**
 * `denied`: the provider answered with an OAuth error (the person cancelled, …); `providerError`
 * is its error code, safe to show. `failed`: anything else (state, nonce, signature, network).
 */
export class IdentityError extends Error {
  override name = 'IdentityError';

  constructor(
    readonly kind: 'denied' | 'failed',
    message: string,
    readonly providerError?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

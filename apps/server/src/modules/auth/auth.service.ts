import { OAUTH_ERROR_CODE, SIGN_IN_ERROR_CODES, type AuthenticatedUser } from '@shop/contracts/auth';
import {
  IdentityError,
  type IdentityProvider,
  type SignInFlow,
} from '../../adapters/identity/identity-provider.ts';
import type { Db } from '../../db/client.ts';
import { createAuthRepository } from './auth.repository.ts';
import { mintToken, TokenError, verifyToken, type TokenSettings } from './auth-token.ts';

// Sign-in with Google (or the local test provider), our own tokens, and their revocation
// (docs/architecture.md#sign-in). Outcomes are plain data: the routes turn them into redirects and log the reason;
// the reason never holds a token, code, e-mail or the provider's raw answer.

export type StartSignInResult = { ok: true; url: string; flow: SignInFlow } | { ok: false; reason: string };

export type CompleteSignInResult =
  | { ok: true; token: string; user: AuthenticatedUser }
  /**
   * `error` is a code the page shows words for (/auth/success?error=…: SIGN_IN_ERROR_CODES, or the
   * provider's own OAuth error code); `reason` is for the log.
   */
  | { ok: false; error: string; reason: string };

export type LogoutResult = 'revoked' | 'already-ended' | 'invalid';

export interface AuthService {
  readonly identityKind: IdentityProvider['kind'];
  startSignIn(): Promise<StartSignInResult>;
  /** `flow` is null when the sign-in cookie is missing, expired or tampered with. */
  completeSignIn(callbackUrl: URL, flow: SignInFlow | null): Promise<CompleteSignInResult>;
  /**
   * The caller behind a bearer token, or null when it is not a valid, unexpired, unrevoked token of
   * ours or its user is gone. The role is the user's role now (users table), not the token's claim.
   */
  authenticate(token: string): Promise<AuthenticatedUser | null>;
  /**
   * Makes the users table agree with ADMIN_EMAILS: an admin whose address was removed is a user
   * from now on, in every process (they all read the role per request). Run at start.
   */
  demoteRemovedAdmins(): Promise<number>;
  /** Ends a token before its expiry. A token that already ended (revoked, expired) is fine: logout is idempotent. */
  logout(token: string): Promise<LogoutResult>;
}

export interface AuthServiceDependencies {
  db: Db;
  identity: IdentityProvider;
  tokens: TokenSettings;
  /** ADMIN_EMAILS, lower-cased. */
  adminEmails: readonly string[];
  now?: () => Date;
}

export function createAuthService({
  db,
  identity,
  tokens,
  adminEmails,
  now = () => new Date(),
}: AuthServiceDependencies): AuthService {
  const repository = createAuthRepository(db);
  const admins = new Set(adminEmails.map((email) => email.toLowerCase()));
  const failed = (reason: string): CompleteSignInResult => ({
    ok: false,
    error: SIGN_IN_ERROR_CODES.callbackFailed,
    reason,
  });

  return {
    identityKind: identity.kind,

    async startSignIn() {
      try {
        const { url, flow } = await identity.startSignIn();
        return { ok: true, url: url.href, flow };
      } catch (error) {
        return { ok: false, reason: `${identity.kind} provider unavailable: ${messageOf(error)}` };
      }
    },

    async completeSignIn(callbackUrl, flow) {
      if (!flow) return failed('no sign-in in progress (cookie missing, expired or altered)');

      let profile;
      try {
        profile = await identity.completeSignIn(callbackUrl, flow);
      } catch (error) {
        if (
          error instanceof IdentityError &&
          error.kind === 'denied' &&
          error.providerError &&
          OAUTH_ERROR_CODE.test(error.providerError)
        ) {
          return { ok: false, error: error.providerError, reason: error.message };
        }
        return failed(`callback refused: ${messageOf(error)}`);
      }
      // ADMIN_EMAILS grants admin by address, so the provider must vouch for the address.
      if (!profile.emailVerified) return failed('the provider has not verified this e-mail address');

      const email = profile.email.toLowerCase();
      try {
        const row = await repository.upsertSignedInUser({
          googleSubject: profile.subject,
          email,
          name: profile.name,
          // Recomputed at every sign-in, so removing an address from ADMIN_EMAILS takes effect then.
          role: admins.has(email) ? 'admin' : 'user',
          avatarUrl: profile.picture ?? null,
          at: now(),
        });
        const user: AuthenticatedUser = {
          id: row.id,
          name: row.name,
          email: row.email,
          role: row.role,
          provider: 'google',
        };
        return { ok: true, token: await mintToken(tokens, user, now()), user };
      } catch (error) {
        return failed(`could not save the user: ${messageOf(error)}`);
      }
    },

    async authenticate(token) {
      let verified;
      try {
        verified = await verifyToken(tokens, token);
      } catch (error) {
        if (error instanceof TokenError) return null;
        throw error;
      }
      // Our tokens carry our users' ids; anything else cannot be one of them (and must not reach
      // the uuid column as a query error).
      if (!UUID.test(verified.user.id)) return null;
      // Rights are read per request, so taking admin away (ADMIN_EMAILS at restart, or the users
      // table) holds from the next request, not from the token's expiry (docs/decisions/021).
      const holder = await repository.findTokenHolder(verified.user.id, verified.jti);
      if (!holder || holder.revoked) return null;
      return { ...verified.user, role: holder.role };
    },

    demoteRemovedAdmins: () => repository.demoteAdminsNotIn([...admins]),

    async logout(token) {
      try {
        const { jti, expiresAt } = await verifyToken(tokens, token);
        if (await repository.isTokenRevoked(jti)) return 'already-ended';
        await repository.revokeToken(jti, expiresAt, now());
        return 'revoked';
      } catch (error) {
        if (error instanceof TokenError) return error.reason === 'expired' ? 'already-ended' : 'invalid';
        throw error;
      }
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Only the message: driver errors carry the offending values (an e-mail) in other fields.
function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const code = 'code' in error && typeof error.code === 'string' ? ` (${error.code})` : '';
  return `${error.message}${code}`;
}

import { randomUUID, webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { tokenClaimsSchema, type AuthenticatedUser } from '@shop/contracts/auth';
import { z } from 'zod';

// Our own sign-in token (docs/architecture.md#sign-in): HS256 with a server secret, claims id, name, email, role,
// provider, plus iss/aud/iat/exp/jti. Pure crypto here; revocation lives in the service.

/** The one accepted algorithm: a token naming any other (none, RS256, HS512, …) is refused. */
export const TOKEN_ALGORITHMS = ['HS256'] as const;
const TOKEN_TYPE = 'JWT';
/** Who the token is for: our API, not any other service that might share the secret by mistake. */
export const TOKEN_AUDIENCE = 'diya-tales-api';
// Several server processes sign and verify; allow their clocks a few seconds of disagreement.
const CLOCK_TOLERANCE_S = 5;

export interface TokenSettings {
  /** AUTH_TOKEN_SECRET (≥ 32 characters). */
  secret: string;
  /** SITE_URL: the issuer claim. */
  issuer: string;
  ttlSeconds: number;
}

export interface VerifiedToken {
  user: AuthenticatedUser;
  jti: string;
  expiresAt: Date;
}

/** Why a token was refused: `expired` is a genuine token past its exp; `invalid` is anything else. */
export class TokenError extends Error {
  override name = 'TokenError';

  constructor(
    readonly reason: 'invalid' | 'expired',
    message: string,
  ) {
    super(message);
  }
}

const verifiedClaimsSchema = tokenClaimsSchema.extend({ jti: z.string().min(1), iat: z.number().int() });

// The HMAC key imported once per secret: given the secret's bytes, jose imports a WebCrypto key
// on EVERY sign and verify, a measurable share of each signed-in request (docs/decisions/044).
const keys = new Map<string, Promise<webcrypto.CryptoKey>>();
const keyOf = (settings: TokenSettings): Promise<webcrypto.CryptoKey> => {
  let key = keys.get(settings.secret);
  if (!key) {
    key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(settings.secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(settings.secret, key);
  }
  return key;
};

export async function mintToken(
  settings: TokenSettings,
  user: AuthenticatedUser,
  now = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    provider: user.provider,
  })
    .setProtectedHeader({ alg: TOKEN_ALGORITHMS[0], typ: TOKEN_TYPE })
    .setIssuer(settings.issuer)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + settings.ttlSeconds)
    .setJti(randomUUID())
    .sign(await keyOf(settings));
}

/** Checks signature, algorithm, type, issuer, audience, expiry and the claims' shape (not revocation). */
export async function verifyToken(settings: TokenSettings, token: string): Promise<VerifiedToken> {
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, await keyOf(settings), {
      algorithms: [...TOKEN_ALGORITHMS],
      typ: TOKEN_TYPE,
      issuer: settings.issuer,
      audience: TOKEN_AUDIENCE,
      requiredClaims: ['exp', 'iat', 'jti'],
      clockTolerance: CLOCK_TOLERANCE_S,
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new TokenError('expired', 'token expired');
    // jose's codes say which check failed (ERR_JWS_SIGNATURE_VERIFICATION_FAILED, ERR_JOSE_ALG_NOT_ALLOWED, …).
    const code = error instanceof errors.JOSEError ? error.code : 'ERR_UNKNOWN';
    throw new TokenError('invalid', code);
  }
  const claims = verifiedClaimsSchema.safeParse(payload);
  if (!claims.success) throw new TokenError('invalid', 'claims do not match the contract');
  const { jti, exp, iat: _iat, ...user } = claims.data;
  return { user, jti, expiresAt: new Date(exp * 1000) };
}

import { AUTH_ERROR_CODES, AUTH_MESSAGES, tokenClaimsSchema } from '@shop/contracts/auth';
import { decodeJwt } from 'jose';
import { badRequest } from '../../errors/app-error.ts';

// docs/product-guide.md#token-rules: the checks on a token handed to the server as a parameter (/auth/verify?token=),
// before its signature is looked at, each with its own 400 text.

export function checkTokenParameter(token: string | undefined): string {
  if (!token) throw badRequest(AUTH_MESSAGES.noTokenReceived, AUTH_ERROR_CODES.noTokenReceived);
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => part.length === 0)) {
    throw badRequest(AUTH_MESSAGES.invalidTokenFormat, AUTH_ERROR_CODES.invalidTokenFormat);
  }
  let claims: unknown;
  try {
    claims = decodeJwt(token);
  } catch {
    claims = undefined;
  }
  if (!tokenClaimsSchema.safeParse(claims).success) {
    throw badRequest(AUTH_MESSAGES.userExtractionFailed, AUTH_ERROR_CODES.userExtractionFailed);
  }
  return token;
}

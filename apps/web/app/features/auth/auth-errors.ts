import { CLIENT_ERROR_CODES } from '@shop/contracts/client-messages';
import { isApiError } from '~/lib/api-client';
import { SignInError, type AuthProblem, type ClientMessageKey } from './auth-problem';

const CLIENT_KEY_OF_CODE = new Map(
  (Object.keys(CLIENT_ERROR_CODES) as ClientMessageKey[]).map((key) => [CLIENT_ERROR_CODES[key], key]),
);

/** What went wrong signing in, as the banner says it (docs/product-guide.md#sign-in-messages). */
export function authProblemOf(error: unknown): AuthProblem {
  if (isApiError(error)) {
    switch (error.status) {
      case 401:
        return { auth: 'status401' };
      case 403:
        return { auth: 'status403' };
      case 429:
        return { auth: 'status429' };
      case 500:
        return { auth: 'status500' };
    }
    // The web app's own failures (no answer, an unreadable one) by their code; a server's answer
    // in its own words; else the generic line.
    const client = error.code === undefined ? undefined : CLIENT_KEY_OF_CODE.get(error.code as never);
    if (client) return { client };
    return error.message ? { server: error.message } : { auth: 'otherApiError' };
  }
  if (error instanceof SignInError) return { auth: error.key };
  return { auth: 'unexpected' };
}

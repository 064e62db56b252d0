import { AUTH_MESSAGES } from '@shop/contracts/auth-constants';
import { isApiError } from '~/lib/api-client';

/** The sign-in error text a person sees (docs/product-guide.md#sign-in-messages). */
export function authErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    switch (error.status) {
      case 401:
        return AUTH_MESSAGES.status401;
      case 403:
        return AUTH_MESSAGES.status403;
      case 429:
        return AUTH_MESSAGES.status429;
      case 500:
        return AUTH_MESSAGES.status500;
      default:
        return error.message || AUTH_MESSAGES.otherApiError;
    }
  }
  if (error instanceof Error && error.message) return error.message;
  return AUTH_MESSAGES.unexpected;
}

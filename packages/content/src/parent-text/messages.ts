import { AUTH_MESSAGES } from '@shop/contracts/auth-constants';
import { CLIENT_MESSAGES } from '@shop/contracts/client-messages';
import { SANDBOX_MESSAGES } from '@shop/contracts/sandbox-payments';

// The messages a parent can see that the contracts own (form checks shown by the web app, the API's
// answers it shows as they come), gathered by group; messages.hi.ts has them in Hindi with the same
// keys. The web app shows a server's English message in Hindi by finding it here (see
// apps/web/app/lib/parent-text.ts).

export const PARENT_MESSAGES = {
  sandbox: SANDBOX_MESSAGES,
  client: CLIENT_MESSAGES,
  auth: AUTH_MESSAGES,
} as const;

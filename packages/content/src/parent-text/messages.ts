import { SANDBOX_MESSAGES } from '@shop/contracts/sandbox-payments';
import { ACCOUNT_MESSAGES } from './account-messages.ts';

// The messages a parent can see that the contracts own (form checks shown by the web app, the API's
// answers it shows as they come), gathered by group; messages.hi.ts has them in Hindi with the same
// keys. The web app shows a server's English message in Hindi by finding it here (see
// apps/web/app/lib/parent-text.ts).

export const PARENT_MESSAGES = {
  account: ACCOUNT_MESSAGES,
  sandbox: SANDBOX_MESSAGES,
} as const;

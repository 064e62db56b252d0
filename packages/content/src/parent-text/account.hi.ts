import type { Translation } from '../translation.ts';
import type { ACCOUNT_TEXT } from './account.ts';

export const ACCOUNT_TEXT_HI: Translation<typeof ACCOUNT_TEXT> = {
  status: {
    yourOrder: 'आपका ऑर्डर',
  },
};

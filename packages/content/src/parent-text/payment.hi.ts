import type { Translation } from '../translation.ts';
import type { PAYMENT_TEXT } from './payment.ts';

export const PAYMENT_TEXT_HI: Translation<typeof PAYMENT_TEXT> = {
  upi: {
    heading: 'UPI से {amount} चुकाएँ',
    paySuccess: 'UPI से भुगतान करें (सफल)',
    simulateFailure: 'भुगतान विफल करके देखें',
  },
};

import type { Translation } from '../translation.ts';
import type { ORDER_TEXT } from './order.ts';

export const ORDER_TEXT_HI: Translation<typeof ORDER_TEXT> = {
  paidHeading: 'भुगतान मिल गया — धन्यवाद!',
};

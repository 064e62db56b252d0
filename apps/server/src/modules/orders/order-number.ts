import { randomInt } from 'node:crypto';
import {
  ORDER_NUMBER_ALPHABET,
  ORDER_NUMBER_LENGTH,
  ORDER_NUMBER_PREFIX,
} from '@shop/contracts/order-number';

/** A fresh order number, e.g. DT-7K3F9Q: six characters drawn with the CSPRNG (not guessable in sequence). */
export function newOrderNumber(): string {
  let code = '';
  for (let i = 0; i < ORDER_NUMBER_LENGTH; i++) {
    code += ORDER_NUMBER_ALPHABET[randomInt(ORDER_NUMBER_ALPHABET.length)];
  }
  return `${ORDER_NUMBER_PREFIX}${code}`;
}

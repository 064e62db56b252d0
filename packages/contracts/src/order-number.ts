import { z } from 'zod';

// The one order number a parent sees and quotes (issue 14): DT- and six characters from an alphabet
// without look-alikes (no 0/O, 1/I/L), e.g. DT-7K3F9Q. Made by the server when the order is created
// and stored with it; the payment provider's reference (pi_…, order_…) stays internal. 31^6 ≈ 887
// million numbers; the database keeps them unique and the server draws again on a clash.

/** 31 characters: digits 2-9 and A-Z without I, L, O. */
export const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const ORDER_NUMBER_PREFIX = 'DT-';
export const ORDER_NUMBER_LENGTH = 6;

export const ORDER_NUMBER_PATTERN = new RegExp(
  `^${ORDER_NUMBER_PREFIX}[${ORDER_NUMBER_ALPHABET}]{${ORDER_NUMBER_LENGTH}}$`,
);

/**
 * What a person typed or pasted, as the stored form: trimmed, upper-cased, with the prefix added
 * when left out ("7k3f9q" → "DT-7K3F9Q"); null when it cannot be an order number.
 */
export function normalizeOrderNumber(input: string): string | null {
  const compact = input.trim().toUpperCase().replace(/^#/, '');
  const candidate = compact.startsWith(ORDER_NUMBER_PREFIX) ? compact : `${ORDER_NUMBER_PREFIX}${compact}`;
  return ORDER_NUMBER_PATTERN.test(candidate) ? candidate : null;
}

export const orderNumberSchema = z.string().regex(ORDER_NUMBER_PATTERN);

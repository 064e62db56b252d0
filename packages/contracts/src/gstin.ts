import { indianStateByGstCode, type IndianStateEntry } from './indian-states';

// The GST identification number (GSTIN) of a registered business: 15 characters, e.g. 29AAACB1234C1Z5
// = state's GST code (29, Karnataka) + the business's PAN (AAACB1234C) + entity number within the
// state (1-9, then A-Z) + 'Z' + a check character. The check is GSTN's Luhn mod 36 over the first 14
// characters, so a mistyped GSTIN in the configuration is caught at start, not on a printed invoice.

const GSTIN_FORMAT = /^(\d{2})([A-Z]{5}\d{4}[A-Z])([1-9A-Z])Z([0-9A-Z])$/;
const CODE_POINTS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character for the first 14 characters of a GSTIN (Luhn mod 36, factors 1, 2, 1, 2 … from the left). */
export function gstinCheckCharacter(first14: string): string {
  const modulus = CODE_POINTS.length;
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = CODE_POINTS.indexOf(first14[index] ?? '') * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / modulus) + (product % modulus);
  }
  return CODE_POINTS[(modulus - (sum % modulus)) % modulus]!;
}

export type GstinProblem = 'format' | 'state' | 'checksum';

/** Why `value` is not a GSTIN of a state or union territory, or null when it is one. Upper case only. */
export function gstinProblem(value: string): GstinProblem | null {
  const match = GSTIN_FORMAT.exec(value);
  if (!match) return 'format';
  if (!indianStateByGstCode(match[1]!)) return 'state';
  return gstinCheckCharacter(value) === value[14] ? null : 'checksum';
}

export function isValidGstin(value: string): boolean {
  return gstinProblem(value) === null;
}

/** The state a (valid) GSTIN is registered in: its first two digits. */
export function gstinState(gstin: string): IndianStateEntry | undefined {
  return indianStateByGstCode(gstin.slice(0, 2));
}

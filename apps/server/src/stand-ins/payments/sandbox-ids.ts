import { randomBytes } from 'node:crypto';

// Identifiers shaped like the real providers' (letters and digits after a prefix), so the order
// number formats of docs/product-guide.md#order-numbers hold in the sandbox too.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function sandboxId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let id = '';
  // 256 % 62 skews the first 8 characters slightly; irrelevant for test-mode ids.
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${id}`;
}

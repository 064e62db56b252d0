import { PAYMENT_RETRY_LIMIT } from '@shop/contracts/checkout';

// docs/product-guide.md#numbers-and-limits: retries 3, backoff 2^attempt × 1 s counting from 0 (1 s, 2 s, 4 s).
export const backoffMs = (attempt: number) => 2 ** attempt * 1000;

export const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Payment-intent setup (docs/product-guide.md#card-and-upi): each try is aborted after `timeoutMs`; an aborted try is retried
 * up to 3 times with exponential backoff. Any other failure is final at once.
 */
export async function withAbortRetries<T>(
  run: (signal: AbortSignal) => Promise<T>,
  timeoutMs = 15_000,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    const controller = new AbortController();
    const timer = window.setTimeout(() => controller.abort(), timeoutMs);
    try {
      return await run(controller.signal);
    } catch (error) {
      if (!isAbort(error) || attempt >= PAYMENT_RETRY_LIMIT) throw error;
      await sleep(backoffMs(attempt));
    } finally {
      window.clearTimeout(timer);
    }
  }
}

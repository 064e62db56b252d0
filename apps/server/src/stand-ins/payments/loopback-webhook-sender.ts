import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { SandboxWebhook, SandboxWebhookSender } from './sandbox-ledger.ts';

// How the sandbox delivers its webhooks: an HTTP POST to this very server over loopback, through
// the same route, parser and signature check as a real provider's delivery. In the background, a
// few attempts with backoff like the providers make; a webhook that still cannot be delivered is
// dropped with a warning, and the reconciler finds the payment anyway (as it would with a real one).

export interface LoopbackWebhookSender {
  send: SandboxWebhookSender;
  /** Stops retrying and waits for deliveries in flight (app shutdown). */
  close(): Promise<void>;
}

export interface LoopbackWebhookOptions {
  /** The server's own address once it listens; null before (e.g. tests that only inject). */
  address: () => AddressInfo | string | null;
  log: FastifyBaseLogger;
  attempts?: number;
  firstRetryMs?: number;
}

const TIMEOUT_MS = 5_000;

export function createLoopbackWebhookSender({
  address,
  log,
  attempts = 3,
  firstRetryMs = 1_000,
}: LoopbackWebhookOptions): LoopbackWebhookSender {
  let closed = false;
  const inFlight = new Set<Promise<void>>();
  // Waits between attempts; close() ends them at once.
  const waits = new Map<NodeJS.Timeout, () => void>();

  async function attempt(webhook: SandboxWebhook, number: number): Promise<void> {
    const origin = loopbackOrigin(address());
    if (!origin) {
      log.warn(
        { path: webhook.path },
        'Sandbox webhook not delivered: the server is not listening; the reconciler will find the payment',
      );
      return;
    }
    let outcome: string;
    try {
      const response = await fetch(`${origin}${webhook.path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'DiyaTales-Sandbox-Webhooks/1.0',
          ...webhook.headers,
        },
        body: webhook.body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.arrayBuffer();
      if (response.ok) return;
      outcome = `HTTP ${response.status}`;
      // A 4xx is a verdict about this webhook (bad signature, wrong amount); resending changes nothing.
      if (response.status < 500) {
        log.warn({ path: webhook.path, outcome }, 'Sandbox webhook refused by the server');
        return;
      }
    } catch (error) {
      outcome = error instanceof Error ? error.message : String(error);
    }
    if (number >= attempts || closed) {
      log.warn(
        { path: webhook.path, outcome, attempts: number },
        'Sandbox webhook gave up; the reconciler will find the payment',
      );
      return;
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(
        () => {
          waits.delete(timer);
          resolve();
        },
        firstRetryMs * 2 ** (number - 1),
      );
      waits.set(timer, resolve);
    });
    if (!closed) await attempt(webhook, number + 1);
  }

  return {
    send(webhook) {
      if (closed) return;
      const delivery = attempt(webhook, 1).finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    },
    async close() {
      closed = true;
      for (const [timer, resolve] of waits) {
        clearTimeout(timer);
        resolve();
      }
      waits.clear();
      await Promise.allSettled([...inFlight]);
    },
  };
}

function loopbackOrigin(address: AddressInfo | string | null): string | null {
  if (!address || typeof address === 'string') return null;
  const host =
    address.address === '0.0.0.0'
      ? '127.0.0.1'
      : address.address === '::'
        ? '[::1]'
        : address.family === 'IPv6'
          ? `[${address.address}]`
          : address.address;
  return `http://${host}:${address.port}`;
}

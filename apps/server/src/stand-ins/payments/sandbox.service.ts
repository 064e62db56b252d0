import {
  paymentReturnPath,
  type SandboxCardConfirmRequest,
  type SandboxCardConfirmResponse,
  type SandboxUpiConfirmRequest,
  type SandboxUpiConfirmResponse,
} from '@shop/contracts/sandbox-payments';
import type { SandboxCardGateway, SandboxConfirmResult } from './sandbox-card-gateway.ts';
import type { SandboxUpiGateway } from './sandbox-upi-gateway.ts';
import { AppError } from '../../errors/app-error.ts';

// The sandboxes' "provider screens" (card form, UPI choice) post here. What they answer is what
// Stripe.js's confirmPayment and Razorpay Checkout's handler would give the browser; the webhook
// follows in the background, as from the real provider.

export interface SandboxService {
  confirmCard(request: SandboxCardConfirmRequest): Promise<SandboxCardConfirmResponse>;
  confirmUpi(request: SandboxUpiConfirmRequest): Promise<SandboxUpiConfirmResponse>;
}

function unwrap<T>(result: SandboxConfirmResult<T>): T {
  if (!result.ok) throw new AppError(result.status, result.message, result.code);
  return result.value;
}

/** null when both real providers are configured (the sandbox routes are then not registered at all). */
export function createSandboxService(gateways: {
  sandboxCard: SandboxCardGateway | null;
  sandboxUpi: SandboxUpiGateway | null;
}): SandboxService | null {
  const { sandboxCard, sandboxUpi } = gateways;
  if (!sandboxCard && !sandboxUpi) return null;
  const missing = (): never => {
    throw new AppError(404, 'Not found');
  };
  return {
    async confirmCard(request) {
      if (!sandboxCard) return missing();
      const { reference } = unwrap(await sandboxCard.confirm(request));
      return {
        status: 'succeeded',
        paymentIntentId: reference,
        returnUrl: paymentReturnPath(reference),
        testMode: true,
      };
    },
    async confirmUpi(request) {
      if (!sandboxUpi) return missing();
      return { ...unwrap(await sandboxUpi.confirm(request)), testMode: true };
    },
  };
}

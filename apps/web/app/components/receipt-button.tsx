import { useState } from 'react';
import { buttonClass } from '~/components/ui/button-styles';
import { DownloadIcon } from '~/components/ui/screen-icons';
import { ORDER_ENDPOINTS } from '@shop/contracts/orders';
import { apiErrorMessage, callEndpoint } from '~/lib/api-client';
import { downloadFile } from '~/lib/download-file';
import { useMessageInLanguage, useParentText } from '~/lib/parent-text';
import { fillText } from '~/lib/ui-text';

/** An order's receipt as a file named by the order's one number (issue 14). */
export const receiptFileName = (orderNumber: string) => `Diya-Tales-receipt-${orderNumber}.pdf`;

/**
 * "Download receipt (PDF)" for one paid order, on /profile (the parent's own) and the studio's order
 * detail (any, for an admin). The receipt needs the caller's bearer token, which a plain link cannot
 * carry, so the button fetches it and saves it; a failure is said next to it. Its words follow the
 * page: Hindi on /hi/profile, English on the admin's pages (which have no Hindi twin).
 */
export function ReceiptButton({ orderId, orderNumber }: { orderId: string; orderNumber: string }) {
  const text = useParentText().payment.receipt;
  const inLanguage = useMessageInLanguage();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setProblem(null);
    try {
      const receipt = await callEndpoint(ORDER_ENDPOINTS.receipt, { params: { id: orderId } });
      downloadFile(receipt, receiptFileName(orderNumber), 'application/pdf');
    } catch (failure) {
      setProblem(fillText(text.failed, { reason: inLanguage(apiErrorMessage(failure)) }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-3">
      <button
        type="button"
        onClick={() => void download()}
        disabled={busy}
        aria-describedby={problem ? `receipt-problem-${orderId}` : undefined}
        className={buttonClass('secondary', 'sm')}
      >
        <DownloadIcon className="size-4" />
        {busy ? text.preparing : text.download}
      </button>
      {problem && (
        <p
          id={`receipt-problem-${orderId}`}
          role="alert"
          className="mt-2 text-sm font-semibold text-lotus-700"
        >
          {problem}
        </p>
      )}
    </div>
  );
}

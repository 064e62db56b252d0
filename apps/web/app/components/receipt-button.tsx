import { useState } from 'react';
import { buttonClass } from '~/components/ui/button-styles';
import { DownloadIcon } from '~/components/ui/screen-icons';
import { ORDER_ENDPOINTS } from '@shop/contracts/orders';
import { callEndpoint } from '~/lib/api-client';
import { downloadFile } from '~/lib/download-file';
import { useErrorText, useParentText } from '~/lib/parent-text';
import { fillText } from '~/lib/ui-text';

// An order's papers, each a file named by the order's one number (issue 14): its receipt, and once
// refunded its credit note (issue 38).
const DOCUMENTS = {
  receipt: {
    endpoint: ORDER_ENDPOINTS.receipt,
    fileName: (number: string) => `Diya-Tales-receipt-${number}.pdf`,
  },
  creditNote: {
    endpoint: ORDER_ENDPOINTS.creditNote,
    fileName: (number: string) => `Diya-Tales-credit-note-${number}.pdf`,
  },
} as const;
type OrderDocument = keyof typeof DOCUMENTS;

/**
 * "Download receipt (PDF)" for one paid order, and "Download credit note (PDF)" beside it once the
 * order was refunded, on /profile (the parent's own) and the studio's order detail (any, for an
 * admin). The files need the caller's bearer token, which a plain link cannot carry, so each button
 * fetches its file and saves it; a failure is said under it. Their words follow the page: Hindi on
 * /hi/profile, English on the admin's pages (which have no Hindi twin).
 */
export function ReceiptButtons({
  orderId,
  orderNumber,
  refunded,
}: {
  orderId: string;
  orderNumber: string;
  refunded: boolean;
}) {
  return (
    <div className="mt-3 flex flex-wrap items-start gap-2">
      <DocumentButton document="receipt" orderId={orderId} orderNumber={orderNumber} />
      {refunded && <DocumentButton document="creditNote" orderId={orderId} orderNumber={orderNumber} />}
    </div>
  );
}

function DocumentButton({
  document,
  orderId,
  orderNumber,
}: {
  document: OrderDocument;
  orderId: string;
  orderNumber: string;
}) {
  const text = useParentText().payment[document];
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = `${document}-problem-${orderId}`;

  async function download() {
    setBusy(true);
    setProblem(null);
    try {
      const file = await callEndpoint(DOCUMENTS[document].endpoint, { params: { id: orderId } });
      downloadFile(file, DOCUMENTS[document].fileName(orderNumber), 'application/pdf');
    } catch (failure) {
      setProblem(fillText(text.failed, { reason: errorText(failure) }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <button
        type="button"
        onClick={() => void download()}
        disabled={busy}
        aria-describedby={problem ? problemId : undefined}
        className={buttonClass('secondary', 'sm')}
      >
        <DownloadIcon className="size-4" />
        {busy ? text.preparing : text.download}
      </button>
      {problem && (
        <p id={problemId} role="alert" className="mt-2 text-sm font-semibold text-lotus-700">
          {problem}
        </p>
      )}
    </div>
  );
}

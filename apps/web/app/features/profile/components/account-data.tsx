import { useId, useState } from 'react';
import { buttonClass } from '~/components/ui/button-styles';
import { Dialog } from '~/components/ui/dialog';
import { apiErrorMessage } from '~/lib/api-client';
import { downloadFile } from '~/lib/download-file';
import { eraseAccount, fetchMyData } from '../api/child-data-api';

/** Saves the bytes of "Download my data" as a file through a temporary link. */
/**
 * "Your account and data" on /profile (docs/decisions/047): the parent's data as a JSON file, and
 * deleting the account. What the tax law makes us keep is said before they confirm.
 */
export function AccountData({ onErased }: { onErased: () => void }) {
  const confirmId = useId();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setError(null);
    try {
      const data = await fetchMyData();
      downloadFile(
        data,
        `diya-tales-my-data-${new Date().toISOString().slice(0, 10)}.json`,
        'application/json',
      );
    } catch (failure) {
      setError(apiErrorMessage(failure));
    }
  }

  async function erase() {
    setBusy(true);
    setError(null);
    try {
      await eraseAccount();
      onErased();
    } catch (failure) {
      setError(apiErrorMessage(failure));
      setAsking(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="account-data-heading"
      className="rounded-3xl bg-white p-6 ring-1 ring-marigold-300/60 sm:p-8"
    >
      <h2 id="account-data-heading" className="font-display text-2xl font-extrabold text-night-900">
        Your account and data
      </h2>
      <p className="mt-2 max-w-3xl text-ink/85">
        Download everything we hold about you and your orders, with fresh links to the photos and videos that
        still exist. Or delete your account: we erase your name, e-mail address and phone number, your
        child&apos;s name, photos and videos. The tax law makes us keep each invoice and payment record for 72
        months; we keep its number, date, amount, tax and state, without your name, your e-mail address or
        your child&apos;s name.
      </p>
      {error && (
        <p role="alert" className="mt-4 rounded-2xl bg-lotus-700/10 px-4 py-3 font-semibold text-lotus-700">
          {error}
        </p>
      )}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <button type="button" className={buttonClass('secondary', 'md')} onClick={() => void download()}>
          Download my data
        </button>
        <button type="button" className={buttonClass('lotus', 'md')} onClick={() => setAsking(true)}>
          Delete my account
        </button>
      </div>
      {asking && (
        <Dialog
          onClose={() => !busy && setAsking(false)}
          labelledBy={confirmId}
          panelClassName="w-full max-w-md rounded-[2rem] bg-white p-6 text-center shadow-2xl sm:p-8"
        >
          <h2 id={confirmId} className="font-display text-2xl leading-tight font-extrabold text-night-900">
            Delete your account?
          </h2>
          <p className="mt-3 text-lg text-ink/85">
            Your account, your child&apos;s photos and videos are deleted at once and cannot be brought back.
            Save your videos first if you want to keep them. We e-mail you a receipt.
          </p>
          <div className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
            <button
              type="button"
              className={buttonClass('secondary', 'md')}
              onClick={() => setAsking(false)}
              data-autofocus
            >
              Keep my account
            </button>
            <button
              type="button"
              className={buttonClass('lotus', 'md')}
              onClick={() => void erase()}
              disabled={busy}
            >
              {busy ? 'Deleting...' : 'Yes, delete everything'}
            </button>
          </div>
        </Dialog>
      )}
    </section>
  );
}

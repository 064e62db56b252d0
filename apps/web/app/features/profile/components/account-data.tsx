import { useId, useState } from 'react';
import { buttonClass } from '~/components/ui/button-styles';
import { Dialog } from '~/components/ui/dialog';
import { downloadFile } from '~/lib/download-file';
import { useErrorText, useParentText } from '~/lib/parent-text';
import { eraseAccount, fetchMyData } from '../api/child-data-api';

/**
 * "Your account and data" on /profile (docs/decisions/047): the parent's data as a JSON file, and
 * deleting the account. What the tax law makes us keep is said before they confirm.
 */
export function AccountData({ onErased }: { onErased: () => void }) {
  const confirmId = useId();
  const words = useParentText().account.accountData;
  const errorText = useErrorText();
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
      setError(errorText(failure));
    }
  }

  async function erase() {
    setBusy(true);
    setError(null);
    try {
      await eraseAccount();
      onErased();
    } catch (failure) {
      setError(errorText(failure));
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
        {words.heading}
      </h2>
      <p className="mt-2 max-w-3xl text-ink/85">{words.intro}</p>
      {error && (
        <p role="alert" className="mt-4 rounded-2xl bg-lotus-700/10 px-4 py-3 font-semibold text-lotus-700">
          {error}
        </p>
      )}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <button type="button" className={buttonClass('secondary', 'md')} onClick={() => void download()}>
          {words.download}
        </button>
        <button type="button" className={buttonClass('lotus', 'md')} onClick={() => setAsking(true)}>
          {words.delete}
        </button>
      </div>
      {asking && (
        <Dialog
          onClose={() => !busy && setAsking(false)}
          labelledBy={confirmId}
          panelClassName="w-full max-w-md rounded-[2rem] bg-white p-6 text-center shadow-2xl sm:p-8"
        >
          <h2 id={confirmId} className="font-display text-2xl leading-tight font-extrabold text-night-900">
            {words.confirmTitle}
          </h2>
          <p className="mt-3 text-lg text-ink/85">{words.confirmBody}</p>
          <div className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
            <button
              type="button"
              className={buttonClass('secondary', 'md')}
              onClick={() => setAsking(false)}
              data-autofocus
            >
              {words.keep}
            </button>
            <button
              type="button"
              className={buttonClass('lotus', 'md')}
              onClick={() => void erase()}
              disabled={busy}
            >
              {busy ? words.deleting : words.confirm}
            </button>
          </div>
        </Dialog>
      )}
    </section>
  );
}

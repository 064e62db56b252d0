import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { RESUME_FRAGMENT_KEY } from '@shop/contracts/page-paths';
import type { ResumedCheckout } from '@shop/contracts/checkout-reminders';
import { buttonClass } from '~/components/ui/button-styles';
import { isApiError } from '~/lib/api-client';
import { useParentText } from '~/lib/parent-text';
import { useHref } from '~/lib/ui-text';
import { resumeCheckout } from '../api/reminders-api';
import { saveOrderDraft } from '../order-draft';

// A reminder's "Finish my order" link (docs/decisions/112) lands on /order#resume=<signed token>. The
// saved checkout becomes this tab's order draft (docs/decisions/038) before the form mounts, so the
// form opens filled, photos and all; the token leaves the address at once. Consent is never carried
// over: the parent ticks it again on the form.

type State =
  { step: 'none' } | { step: 'opening' } | { step: 'ready' } | { step: 'failed'; expired: boolean };

function tokenInAddress(): string | null {
  if (typeof window === 'undefined') return null;
  const match = new RegExp(`^#${RESUME_FRAGMENT_KEY}=([A-Za-z0-9_.-]{20,400})$`).exec(window.location.hash);
  return match?.[1] ?? null;
}

function saveAsDraft(form: ResumedCheckout, now = Date.now()) {
  saveOrderDraft({
    step: 'form',
    values: {
      kidName: form.kidName,
      storyId: String(form.storyId),
      language: form.language,
      email: form.email,
      country: form.country,
      state: form.state,
      phoneUpdates: form.phoneUpdates,
      phoneNumber: form.phoneNumber,
      pronunciation: form.pronunciation,
      consentDays: null,
      // A chosen delivery day is asked again: the moment may have passed since (docs/decisions/114).
      deliverOn: null,
      // A reminder resumes an order of one's own, never a gift.
      gift: null,
    },
    photos: form.photos.map((photo) => ({
      publicId: photo.public_id,
      secureUrl: photo.secure_url,
      url: photo.secure_url,
      width: photo.width,
      height: photo.height,
      uploadedAt: photo.uploaded_at,
      linkedAt: now,
      ...(photo.crop ? { crop: photo.crop } : {}),
    })),
  });
}

export function ResumeFromReminder({ children }: { children: ReactNode }) {
  const [token] = useState(tokenInAddress);
  const [state, setState] = useState<State>(token ? { step: 'opening' } : { step: 'none' });
  const words = useParentText().reminders.resume;
  const href = useHref();

  useEffect(() => {
    if (!token) return;
    // The token is a key to the parent's photos: out of the address (and its history) at once.
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    let live = true;
    resumeCheckout(token).then(
      (form) => {
        saveAsDraft(form);
        if (live) setState({ step: 'ready' });
      },
      (error: unknown) => {
        if (live) setState({ step: 'failed', expired: isApiError(error) && error.status === 410 });
      },
    );
    return () => {
      live = false;
    };
  }, [token]);

  if (state.step === 'none' || state.step === 'ready') return children;
  return (
    <main className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-6 px-4 py-16 text-center">
      {state.step === 'opening' ? (
        <p role="status" className="text-lg text-night-700">
          {words.opening}
        </p>
      ) : (
        <>
          <p role="alert" className="text-lg text-night-800">
            {state.expired ? words.expired : words.invalid}
          </p>
          <Link to={href('/order')} reloadDocument className={buttonClass('primary', 'lg')}>
            {words.startAgain}
          </Link>
        </>
      )}
    </main>
  );
}

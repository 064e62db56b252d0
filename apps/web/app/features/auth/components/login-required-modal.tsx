import { useId, type ReactNode } from 'react';
import { buttonClass } from '~/components/ui/button-styles';
import { Dialog } from '~/components/ui/dialog';
import { VisitorPrice } from '~/components/ui/visitor-price';
import { fillText, useUiText } from '~/lib/ui-text';
import { guardedPageName } from '../page-names';
import { LockIcon } from '~/components/ui/screen-icons';
import { GoogleSignInLink } from './google-sign-in-link';

interface LoginRequiredModalProps {
  /** The page the visitor tried to open (names it in the text). */
  path: string | null;
  /** Said above the choices, e.g. that a guest session has ended and what was kept. */
  notice?: ReactNode;
  onGuest: () => void;
  onClose: () => void;
}

/** "Sign in to access …" with Google, as a guest, or close (docs/product-guide.md#guarded-pages). */
export function LoginRequiredModal({ path, notice, onGuest, onClose }: LoginRequiredModalProps) {
  const titleId = useId();
  const text = useUiText().auth.loginRequired;
  return (
    <Dialog
      onClose={onClose}
      labelledBy={titleId}
      panelClassName="relative w-full max-w-md rounded-[2rem] bg-cream px-6 pt-8 pb-6 text-center shadow-2xl ring-1 ring-marigold-300 sm:px-9"
    >
      <span
        aria-hidden="true"
        className="mx-auto grid size-16 place-items-center rounded-full bg-marigold-500 text-ink shadow-md ring-6 ring-marigold-100"
      >
        <LockIcon className="size-8" />
      </span>
      <h2 id={titleId} className="mt-4 font-display text-3xl font-extrabold text-night-900">
        {text.title}
      </h2>
      {notice}
      <p className="mt-2 text-lg text-ink/85">
        {fillText(text.needSignIn, { page: guardedPageName(path, text.pages) })}
      </p>
      <p className="mt-2 text-base text-ink/80">{text.why}</p>
      <VisitorPrice
        lead={text.priceLead}
        className="mt-4 justify-center rounded-2xl bg-white/80 px-4 py-2 ring-1 ring-marigold-300/60"
      />
      <div className="mt-7 flex flex-col gap-3">
        <GoogleSignInLink
          data-autofocus
          className={buttonClass('primary', 'lg', 'w-full pl-2')}
          logoClassName="size-6 m-2"
        >
          {text.google}
        </GoogleSignInLink>
        <button type="button" onClick={onGuest} className={buttonClass('secondary', 'lg', 'w-full')}>
          {text.guest}
        </button>
        <button
          type="button"
          onClick={onClose}
          className="mx-auto mt-1 min-h-11 rounded-full px-6 font-display font-bold text-lotus-700 underline decoration-2 underline-offset-4 hover:text-night-900"
        >
          {text.close}
        </button>
      </div>
    </Dialog>
  );
}

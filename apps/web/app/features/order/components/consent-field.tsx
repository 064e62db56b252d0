import { Link } from 'react-router';
import { PRIVACY_POLICY_PATH } from '@shop/contracts/page-paths';
import { useParentText } from '~/lib/parent-text';
import { useHref } from '~/lib/ui-text';
import { usePhotoRetention } from '~/lib/use-photo-retention';

export interface ConsentFieldProps {
  /** The N of the wording the parent ticked; null while unticked. */
  givenForDays: number | null;
  error: string | null;
  onChange: (givenForDays: number | null) => void;
}

/**
 * The parent's consent beside the photos (issue 13 item 1, docs/decisions/046): the contract's one
 * text with the server's N. A tick counts only for the wording on screen: should N change under it,
 * the box shows unticked again.
 */
export function ConsentField({ givenForDays, error, onChange }: ConsentFieldProps) {
  const { daysAfterDelivery } = usePhotoRetention();
  const checked = givenForDays === daysAfterDelivery;
  const {
    order: { consent },
  } = useParentText();
  const href = useHref();
  return (
    <div
      className={`rounded-2xl bg-marigold-100/60 p-4 ring-1 ${error ? 'ring-2 ring-lotus-700' : 'ring-marigold-300'}`}
    >
      <label className="flex cursor-pointer items-start gap-3">
        <input
          id="order-consentDays"
          name="consent"
          type="checkbox"
          required
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'order-consentDays-error' : undefined}
          onChange={(event) => onChange(event.target.checked ? daysAfterDelivery : null)}
          className="mt-1 size-5 shrink-0 accent-night-700"
        />
        <span className="text-sm leading-relaxed text-ink" data-testid="consent-text">
          {consent.text(daysAfterDelivery)}
        </span>
      </label>
      <p className="mt-2 pl-8 text-sm">
        <Link
          to={href(PRIVACY_POLICY_PATH)}
          target="_blank"
          className="font-bold text-night-700 underline underline-offset-2"
        >
          {consent.policyLink}
        </Link>
      </p>
      {error && (
        <p
          id="order-consentDays-error"
          role="alert"
          className="mt-1 pl-8 text-sm font-semibold text-lotus-700"
        >
          {error}
        </p>
      )}
    </div>
  );
}

import { type ReactNode, useId } from 'react';

// One look for every form's inputs (order, payment, admin): 48 px targets, a visible focus ring,
// AA-contrast borders, and a muted fill while a form locks its fields during a submit.
export const INPUT_CLASS =
  'block min-h-12 w-full rounded-2xl border-2 border-night-900/25 bg-white px-4 py-3 text-base text-ink ' +
  'shadow-sm transition placeholder:text-ink/55 focus:border-night-700 focus:outline-3 focus:outline-offset-2 ' +
  'focus:outline-marigold-500 aria-invalid:border-lotus-700 disabled:bg-cream disabled:opacity-70';

export const LABEL_CLASS = 'mb-1.5 block font-display text-base font-bold text-night-900';

/** What the field's control spreads onto itself, so the label, hint and error point at it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldProps {
  label: ReactNode;
  /** Shown under the control and read with it. */
  hint?: ReactNode;
  /** Shown under the control (and announced) while set; marks the control invalid. */
  error?: string | null;
  /** A fixed id when other code needs it (e.g. to focus the control); a generated one otherwise. */
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form control with its hint and error wired to it (label for, aria-describedby, aria-invalid). */
export function Field({ label, hint, error, id, className, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={className}>
      <label htmlFor={controlId} className={LABEL_CLASS}>
        {label}
      </label>
      {children({
        id: controlId,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-ink/75">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm font-semibold text-lotus-700">
          {error}
        </p>
      )}
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { FIND_ORDER_MESSAGES, findOrderRequestSchema } from '@shop/contracts/find-my-order';
import { buttonClass } from '~/components/ui/button-styles';
import { Field, INPUT_CLASS } from '~/components/ui/field';
import { apiErrorMessage } from '~/lib/api-client';
import { requestOrderLinks } from '../api/find-order-api';

type State = { step: 'form'; error: string | null; sending: boolean } | { step: 'sent'; message: string };

/** Find my order (issue 14): an e-mail address in, the order links by e-mail out. */
export function FindOrderPage() {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>({ step: 'form', error: null, sending: false });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = findOrderRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setState({ step: 'form', error: FIND_ORDER_MESSAGES.invalidEmail, sending: false });
      document.getElementById('find-order-email')?.focus();
      return;
    }
    setState({ step: 'form', error: null, sending: true });
    try {
      const answer = await requestOrderLinks(parsed.data);
      setState({ step: 'sent', message: answer.message });
    } catch (error) {
      setState({ step: 'form', error: apiErrorMessage(error), sending: false });
    }
  }

  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <div className="rounded-[2rem] bg-white p-8 shadow-xl ring-1 shadow-saffron-700/10 ring-marigold-300/60 sm:p-12">
        <h1 className="font-display text-3xl leading-tight font-extrabold text-night-900 sm:text-4xl">
          Find my order
        </h1>
        {state.step === 'sent' ? (
          <div className="mt-6 space-y-6">
            <p role="status" className="text-lg leading-relaxed text-ink/85" data-testid="find-order-sent">
              {state.message}
            </p>
            <Link to="/" className={buttonClass('primary', 'md')}>
              Back to Home
            </Link>
          </div>
        ) : (
          <>
            <p className="mt-4 text-lg leading-relaxed text-ink/85">
              Lost the confirmation e-mail? Enter the address you ordered with and we will e-mail you the
              links to your orders: their progress, the receipt and the video once it is ready.
            </p>
            <form onSubmit={submit} noValidate className="mt-8 space-y-5">
              <Field id="find-order-email" label="Email" error={state.error}>
                {(control) => (
                  <input
                    {...control}
                    name="email"
                    type="email"
                    autoComplete="email"
                    inputMode="email"
                    value={email}
                    onChange={(event) => setEmail(event.target.value)}
                    placeholder="you@example.com"
                    className={INPUT_CLASS}
                  />
                )}
              </Field>
              <button
                type="submit"
                disabled={state.sending}
                className={buttonClass('primary', 'lg', 'w-full text-center')}
              >
                {state.sending ? 'Sending…' : 'E-mail me my order links'}
              </button>
            </form>
            <p className="mt-6 text-ink/75">
              Ordered while signed in with Google? Your orders are also on{' '}
              <Link to="/profile" className="font-bold text-lotus-700 underline underline-offset-4">
                your profile
              </Link>
              .
            </p>
          </>
        )}
      </div>
    </section>
  );
}

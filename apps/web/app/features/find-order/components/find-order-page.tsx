import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { RATE_LIMITED_CODE } from '@shop/contracts/api-error';
import { CLIENT_ERROR_CODES } from '@shop/contracts/client-messages';
import { FIND_ORDER_ERROR_CODES, findOrderRequestSchema } from '@shop/contracts/find-my-order';
import { buttonClass } from '~/components/ui/button-styles';
import { Field, INPUT_CLASS } from '~/components/ui/field';
import { isApiError } from '~/lib/api-client';
import { useHref, useUiText, type ScreenText } from '~/lib/ui-text';
import { requestOrderLinks } from '../api/find-order-api';

/**
 * A failure in the page's words, by its code (never the server's English): a refused address, too
 * many requests, a call that failed on the way; anything else is the generic failure.
 */
export function findOrderErrorText(
  failure: unknown,
  text: ScreenText['findOrder'],
  client: ScreenText['auth']['messages']['client'],
): string {
  const code = isApiError(failure) ? failure.code : undefined;
  if (code === FIND_ORDER_ERROR_CODES.invalidEmail) return text.invalidEmail;
  if (code === RATE_LIMITED_CODE) return text.tooMany;
  const key = (Object.keys(CLIENT_ERROR_CODES) as (keyof typeof CLIENT_ERROR_CODES)[]).find(
    (name) => CLIENT_ERROR_CODES[name] === code,
  );
  return client[key ?? 'generic'];
}

type State = { step: 'form'; error: string | null; sending: boolean } | { step: 'sent'; message: string };

/** Find my order (issue 14): an e-mail address in, the order links by e-mail out. */
export function FindOrderPage() {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>({ step: 'form', error: null, sending: false });
  const ui = useUiText();
  const text = ui.findOrder;
  const href = useHref();
  const [beforeProfile = '', afterProfile = ''] = text.signedIn.split('{profile}');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = findOrderRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setState({ step: 'form', error: text.invalidEmail, sending: false });
      document.getElementById('find-order-email')?.focus();
      return;
    }
    setState({ step: 'form', error: null, sending: true });
    try {
      // The server's one answer (the same whether or not there are orders), in the page's language.
      await requestOrderLinks(parsed.data);
      setState({ step: 'sent', message: text.sent });
    } catch (error) {
      setState({
        step: 'form',
        error: findOrderErrorText(error, text, ui.auth.messages.client),
        sending: false,
      });
    }
  }

  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <div className="rounded-[2rem] bg-white p-8 shadow-xl ring-1 shadow-saffron-700/10 ring-marigold-300/60 sm:p-12">
        <h1 className="font-display text-3xl leading-tight font-extrabold text-night-900 sm:text-4xl">
          {text.title}
        </h1>
        {state.step === 'sent' ? (
          <div className="mt-6 space-y-6">
            <p role="status" className="text-lg leading-relaxed text-ink/85" data-testid="find-order-sent">
              {state.message}
            </p>
            <Link to={href('/')} className={buttonClass('primary', 'md')}>
              {text.backToHome}
            </Link>
          </div>
        ) : (
          <>
            <p className="mt-4 text-lg leading-relaxed text-ink/85">{text.intro}</p>
            <form onSubmit={submit} noValidate className="mt-8 space-y-5">
              <Field id="find-order-email" label={text.email} error={state.error}>
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
                {state.sending ? text.sending : text.submit}
              </button>
            </form>
            <p className="mt-6 text-ink/75">
              {beforeProfile}
              <Link to={href('/profile')} className="font-bold text-lotus-700 underline underline-offset-4">
                {text.profile}
              </Link>
              {afterProfile}
            </p>
          </>
        )}
      </div>
    </section>
  );
}

import { SITE_NAME } from '@shop/content/site';
import { AuthCallback } from '~/features/auth/components/auth-callback';
import { callbackLanguage } from '~/features/auth/callback-language';
import { fillText, useUiText } from '~/lib/ui-text';
import type { Route } from './+types/auth-success';

// /auth/success has no /hi twin (Google returns to one address), so the root gives it the English
// screen text; a parent who came from a Hindi page (or chose Hindi) gets the Hindi sign-in words,
// loaded before the page renders.
export async function clientLoader() {
  const locale = callbackLanguage();
  if (locale === 'en') return { locale, auth: null };
  const { UI_TEXT_HI } = await import('@shop/content/ui-text.hi');
  return { locale, auth: UI_TEXT_HI.auth };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = matches.find((match) => match?.id === 'root')?.data as
    { ui?: { auth: { callback: { pageTitle: string } } } } | undefined;
  const title = (loaderData?.auth ?? root?.ui?.auth)?.callback.pageTitle ?? 'Signing you in | {site}';
  return [{ title: fillText(title, { site: SITE_NAME }) }, { name: 'robots', content: 'noindex' }];
};

// Where the server sends the browser back after Google sign-in (?token=… or ?error=…).
export default function AuthSuccessPage({ loaderData }: Route.ComponentProps) {
  const english = useUiText().auth;
  return <AuthCallback locale={loaderData.locale} text={loaderData.auth ?? english} />;
}

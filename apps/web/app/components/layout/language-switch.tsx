import { Suspense, lazy, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { LOCALE_TAGS, pathInLocale, type Locale } from '@shop/contracts/locale';
import { chosenLanguage, languageToOffer, rememberLanguage } from '~/lib/language-choice';
import { useLocale, useUiText } from '~/lib/ui-text';

const other = (locale: Locale): Locale => (locale === 'hi' ? 'en' : 'hi');

/** The same page in the other language; a full page load, so the new page arrives in its own words. */
export function useOtherLanguageHref(): { target: Locale; href: string } {
  const { pathname, search, hash } = useLocation();
  const target = other(useLocale());
  return { target, href: pathInLocale(`${pathname}${search}${hash}`, target) };
}

/** The link to the other language, in that language, for the bars and the footer. */
export function LanguageSwitch({ className, full = false }: { className: string; full?: boolean }) {
  const text = useUiText().otherLanguage;
  const { target, href } = useOtherLanguageHref();
  return (
    <a
      href={href}
      lang={LOCALE_TAGS[target].lang}
      hrefLang={LOCALE_TAGS[target].lang}
      title={text.switchLabel}
      aria-label={text.switchLabel}
      data-testid="language-switch"
      onClick={() => rememberLanguage(target)}
      className={className}
    >
      {/* The full name where the bar has room; on a phone the bar keeps the brand name on one line. */}
      <span className={full ? '' : 'max-sm:hidden'}>{text.name}</span>
      {!full && <span className="sm:hidden">{text.short}</span>}
    </a>
  );
}

// The offer's bar is a chunk of its own, fetched only for a visitor who is offered the other language.
const LanguageOfferBar = lazy(() => import('./language-offer'));

/**
 * A first-time visitor whose browser prefers the other language is offered it in a small bar, never
 * redirected. Decided after hydration only, so the prerendered page is the same for everyone.
 */
export function LanguageOffer() {
  const locale = useLocale();
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    const preferred = navigator.languages ?? [navigator.language];
    // Reading the browser happens after hydration by design: the prerendered page is the same for all.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOffered(languageToOffer(locale, preferred, chosenLanguage()) !== null);
  }, [locale]);
  if (!offered) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOfferBar onDismiss={() => setOffered(false)} />
    </Suspense>
  );
}

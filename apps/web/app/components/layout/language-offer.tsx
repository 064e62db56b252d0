import { LOCALE_TAGS } from '@shop/contracts/locale';
import { CloseIcon } from '~/components/ui/icons';
import { rememberLanguage } from '~/lib/language-choice';
import { useLocale, useUiText } from '~/lib/ui-text';
import { useOtherLanguageHref } from './language-switch';

/** The bar offering the other language (in that language); closing it remembers this one. */
export default function LanguageOfferBar({ onDismiss }: { onDismiss: () => void }) {
  const ui = useUiText();
  const locale = useLocale();
  const { target, href } = useOtherLanguageHref();
  return (
    <aside
      aria-label={ui.otherLanguage.offer}
      lang={LOCALE_TAGS[target].lang}
      data-testid="language-offer"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-xl items-center justify-between gap-3 rounded-2xl bg-night-900/95 py-2 pr-2 pl-4 text-sm text-cream shadow-xl ring-1 ring-marigold-300/40 backdrop-blur"
    >
      <p>
        {ui.otherLanguage.offer}{' '}
        <a
          href={href}
          hrefLang={LOCALE_TAGS[target].lang}
          onClick={() => rememberLanguage(target)}
          className="font-bold text-marigold-300 underline underline-offset-4"
        >
          {ui.otherLanguage.offerAction}
        </a>
      </p>
      <button
        type="button"
        lang={LOCALE_TAGS[locale].lang}
        aria-label={ui.dismissOffer}
        onClick={() => {
          rememberLanguage(locale);
          onDismiss();
        }}
        className="grid size-9 place-items-center rounded-full hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-marigold-300"
      >
        <CloseIcon className="size-4" />
      </button>
    </aside>
  );
}

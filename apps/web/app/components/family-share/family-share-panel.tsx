import { useId, useState, type KeyboardEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FAMILY_LINK_NAME_MAX, type FamilyLink, type FamilyLinkTarget } from '@shop/contracts/family-links';
import { LOCALE_TAGS } from '@shop/contracts/locale';
import { buttonClass } from '~/components/ui/button-styles';
import { INPUT_CLASS, LABEL_CLASS } from '~/components/ui/field';
import { CheckIcon, LockIcon } from '~/components/ui/screen-icons';
import { formatDateTime, formatDay } from '~/lib/format-date';
import { useErrorText, useParentText } from '~/lib/parent-text';
import { fillText, useLocale } from '~/lib/ui-text';
import { createFamilyLink, familyLinksKey, listFamilyLinks, revokeFamilyLink } from './family-links-api';

/**
 * "Send to family" (docs/decisions/100): the parent names who a link is for, gets it once with
 * WhatsApp's share intent and a copy button, and sees every link made with when it was last
 * opened, each one revocable. The same panel for a preview (on the order form) and a delivered film
 * (on the watch page); the server decides the owner. WhatsApp opens only when the parent taps it:
 * nothing here calls another site.
 */
export function FamilySharePanel({ target, childName }: { target: FamilyLinkTarget; childName: string }) {
  const words = useParentText().family.share;
  const locale = useLocale();
  const intl = LOCALE_TAGS[locale].intl;
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [who, setWho] = useState('');
  const [made, setMade] = useState<{ who: string; url: string } | null>(null);
  const [copied, setCopied] = useState(false);
  // When the list was read: a link past its date reads as stopped (the server refuses it already).
  const [now] = useState(() => Date.now());
  const key = familyLinksKey(target);
  const links = useQuery({ queryKey: key, queryFn: () => listFamilyLinks(target) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const create = useMutation({
    mutationFn: (name: string) => createFamilyLink(target, name, locale),
    onSuccess: ({ link, url }) => {
      setMade({ who: link.name, url });
      setCopied(false);
      setWho('');
      void refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: (id: string) => revokeFamilyLink(target, id),
    onSuccess: () => void refresh(),
  });

  const submit = () => {
    if (who.trim() && !create.isPending) create.mutate(who.trim());
  };
  const firstName = childName.trim().split(/\s+/u)[0] ?? childName;
  const message = made
    ? fillText(target.kind === 'preview' ? words.whatsappPreview : words.whatsappFilm, {
        name: firstName,
        url: made.url,
      })
    : '';
  const copy = async () => {
    if (!made) return;
    try {
      await navigator.clipboard.writeText(made.url);
      setCopied(true);
    } catch {
      // No clipboard (an old browser, a page not focused): the link stays selectable in its box.
      setCopied(false);
    }
  };
  const error = create.error ?? revoke.error;

  return (
    <section
      aria-labelledby={`${inputId}-heading`}
      data-testid="family-share"
      className="rounded-3xl bg-cream p-5 text-ink shadow-md ring-1 ring-marigold-300/60 sm:p-6"
    >
      <h3 id={`${inputId}-heading`} className="font-display text-xl font-extrabold text-night-900">
        {words.heading}
      </h3>
      <p className="mt-1 text-sm leading-relaxed text-ink/80">
        {fillText(target.kind === 'preview' ? words.previewIntro : words.filmIntro, { name: firstName })}
      </p>
      {/* Not a form of its own: on the order page it sits inside the order form. */}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={inputId} className={LABEL_CLASS}>
            {words.nameLabel}
          </label>
          <input
            id={inputId}
            value={who}
            onChange={(event) => setWho(event.target.value)}
            onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              submit();
            }}
            placeholder={words.namePlaceholder}
            maxLength={FAMILY_LINK_NAME_MAX}
            autoComplete="off"
            className={INPUT_CLASS}
          />
        </div>
        <button
          type="button"
          onClick={submit}
          disabled={create.isPending || !who.trim()}
          className={buttonClass('primary', 'md')}
        >
          {create.isPending ? words.creating : words.create}
        </button>
      </div>
      {error && (
        <p role="alert" className="mt-3 text-sm font-semibold text-lotus-700">
          {errorText(error) || words.failed}
        </p>
      )}
      {made && (
        <div
          className="mt-4 rounded-2xl bg-white p-4 ring-1 ring-peacock-700/25"
          data-testid="family-link-made"
        >
          <p aria-live="polite" className="text-sm font-semibold text-night-900">
            {fillText(words.ready, { who: made.who })}
          </p>
          <input
            readOnly
            value={made.url}
            aria-label={fillText(words.linkLabel, { who: made.who })}
            onFocus={(event) => event.currentTarget.select()}
            className={`${INPUT_CLASS} mt-3 font-mono text-sm`}
          />
          <div className="mt-3 flex flex-wrap gap-3">
            <a
              href={`https://wa.me/?text=${encodeURIComponent(message)}`}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('peacock', 'sm')}
            >
              {words.whatsapp}
            </a>
            <button type="button" onClick={() => void copy()} className={buttonClass('secondary', 'sm')}>
              {copied && <CheckIcon className="size-4" />}
              {copied ? words.copied : words.copy}
            </button>
          </div>
        </div>
      )}
      {links.data && links.data.length > 0 && (
        <div className="mt-5">
          <h4 className="font-display text-base font-bold text-night-900">{words.listHeading}</h4>
          <ul className="mt-2 divide-y divide-marigold-300/60" data-testid="family-links">
            {links.data.map((link) => (
              <LinkRow
                key={link.id}
                link={link}
                intl={intl}
                now={now}
                onRevoke={() => revoke.mutate(link.id)}
                revoking={revoke.isPending && revoke.variables === link.id}
              />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function LinkRow({
  link,
  intl,
  now,
  onRevoke,
  revoking,
}: {
  link: FamilyLink;
  intl: string;
  now: number;
  onRevoke: () => void;
  revoking: boolean;
}) {
  const words = useParentText().family.share;
  const expired = link.expires_at !== null && Date.parse(link.expires_at) <= now;
  const live = !link.revoked_at && !expired;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="family-link">
      <div className="min-w-0">
        <p className="flex items-center gap-2 font-bold text-night-900">
          <LockIcon className="size-4 shrink-0 text-peacock-700" />
          {link.name}
        </p>
        <p className="text-sm text-ink/75">
          {link.last_used_at
            ? fillText(words.lastUsed, { date: formatDateTime(link.last_used_at, intl) })
            : words.neverUsed}
          {' · '}
          {!live
            ? words.stopped
            : link.expires_at
              ? fillText(words.worksUntil, { date: formatDay(link.expires_at, intl) })
              : words.worksWhileKept}
        </p>
      </div>
      {live && (
        <button
          type="button"
          onClick={onRevoke}
          disabled={revoking}
          aria-label={fillText(words.revokeLabel, { who: link.name })}
          className={buttonClass('secondary', 'sm')}
        >
          {words.revoke}
        </button>
      )}
    </li>
  );
}

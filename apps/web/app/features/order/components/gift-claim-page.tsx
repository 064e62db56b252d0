import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { consentFor } from '@shop/contracts/privacy';
import type { GiftInvitation } from '@shop/contracts/gifts';
import { buttonClass } from '~/components/ui/button-styles';
import { Field, INPUT_CLASS } from '~/components/ui/field';
import { CheckIcon } from '~/components/ui/screen-icons';
import { isApiError } from '~/lib/api-client';
import { formatDateTimeIn } from '~/lib/format-date';
import { useErrorText, useParentText } from '~/lib/parent-text';
import { fillText, useLocale } from '~/lib/ui-text';
import { ConsentField } from './consent-field';
import { NameVoiceFields, type VoiceClipValue } from './name-voice-fields';
import { PhotosField } from './photos-field';
import { usePhotoUploads } from '../hooks/use-photo-uploads';
import { claimGift, giftInvitationQuery } from '../api/gifts-api';
import { GiftBadge, GiftCard, GiftLoading, GiftNotice } from './gift-card';

/**
 * The parent's invitation (issue 36 point 1, docs/decisions/115): who gives the film and why, their
 * message, then the consent and the photos (the order form's own fields and uploads), and the
 * e-mail the film goes to. Accepting sends the order to the studio.
 */
export function GiftClaimPage({ token }: { token: string }) {
  const { gifts } = useParentText();
  const invitation = useQuery({ ...giftInvitationQuery(token), retry: false });
  let body;
  if (invitation.status === 'pending') body = <GiftLoading label={gifts.claim.sending} />;
  else if (invitation.status === 'error')
    body =
      isApiError(invitation.error) && invitation.error.status === 404 ? (
        <GiftNotice heading={gifts.claim.invalidTitle} text={gifts.claim.invalidText} />
      ) : (
        <GiftNotice heading={gifts.claim.invalidTitle} />
      );
  else if (invitation.data.state === 'claimed') body = <GiftNotice heading={gifts.claim.claimedTitle} />;
  else if (invitation.data.state !== 'invited') body = <GiftNotice heading={gifts.claim.closedTitle} />;
  else body = <ClaimForm token={token} invitation={invitation.data} />;
  return <main className="paper flex-1 px-4 pt-8 pb-16 sm:pt-12">{body}</main>;
}

function ClaimForm({ token, invitation }: { token: string; invitation: GiftInvitation }) {
  const { gifts, storyTitles } = useParentText();
  const words = gifts.claim;
  const locale = useLocale();
  const errorText = useErrorText();
  const uploads = usePhotoUploads();
  const [email, setEmail] = useState(invitation.recipientEmail ?? '');
  const [pronunciation, setPronunciation] = useState('');
  const [voiceClip, setVoiceClip] = useState<VoiceClipValue | null>(null);
  const [consentDays, setConsentDays] = useState<number | null>(null);
  const claim = useMutation({
    mutationFn: () =>
      claimGift(token, {
        email,
        consent: consentFor(consentDays ?? -1),
        kidPhotoIds: uploads.photos.flatMap((photo) => (photo.publicId ? [photo.publicId] : [])),
        kidPhotoCrops: Object.fromEntries(
          uploads.photos.flatMap((photo) =>
            photo.publicId && photo.crop ? [[photo.publicId, photo.crop]] : [],
          ),
        ),
        ...(pronunciation.trim() ? { pronunciation: pronunciation.trim() } : {}),
        // The order form's clip of the name (docs/decisions/045), uploaded by this browser as the photos are.
        ...(voiceClip ? { voiceClipId: voiceClip.id } : {}),
      }),
  });
  const values = {
    child: invitation.childName,
    giver: invitation.giverName,
    occasion: gifts.occasions[invitation.occasion],
    day:
      invitation.deliverAt && invitation.deliverTimeZone
        ? formatDateTimeIn(
            invitation.deliverAt,
            locale === 'hi' ? 'hi-IN' : 'en-IN',
            invitation.deliverTimeZone,
          )
        : '',
  };

  if (claim.status === 'success')
    return (
      <GiftCard>
        <div className="text-center" data-testid="gift-claimed">
          <span className="mx-auto grid size-16 place-items-center rounded-full bg-peacock-700 text-white shadow-lg">
            <CheckIcon className="size-8" />
          </span>
          <h1 className="mt-6 font-display text-3xl font-extrabold text-night-900">{words.doneTitle}</h1>
          <p className="mt-4 text-lg text-ink/85">{words.doneText}</p>
          <a href={claim.data.statusUrl} className={buttonClass('primary', 'lg', 'mt-8')}>
            {words.follow}
          </a>
        </div>
      </GiftCard>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!claim.isPending) claim.mutate();
  };
  const failure = claim.error ? errorText(claim.error) : null;
  return (
    <GiftCard>
      <header className="flex items-start gap-4">
        <GiftBadge />
        <div>
          <p className="font-display text-sm font-bold tracking-wide text-saffron-700 uppercase">
            {fillText(words.from, values)}
          </p>
          <h1 className="mt-1 font-display text-3xl leading-tight font-extrabold text-night-900 sm:text-4xl">
            {fillText(words.title, values)}
          </h1>
          <p className="mt-2 text-lg text-ink/85">{storyTitles[invitation.story]}</p>
        </div>
      </header>
      {invitation.message && (
        <blockquote
          data-testid="gift-message"
          className="mt-6 rounded-2xl bg-marigold-100/70 px-5 py-4 font-display text-xl leading-relaxed whitespace-pre-line text-night-900 ring-1 ring-marigold-300"
        >
          “{invitation.message}”
          <footer className="mt-2 text-base font-bold text-saffron-700">— {invitation.giverName}</footer>
        </blockquote>
      )}
      {values.day && <p className="mt-4 font-bold text-peacock-700">{fillText(words.arrives, values)}</p>}
      <p className="mt-4 text-lg leading-relaxed text-ink/85">{fillText(words.intro, values)}</p>
      <form onSubmit={submit} noValidate className="mt-8 flex flex-col gap-6">
        <PhotosField uploads={uploads} error={null} />
        <NameVoiceFields
          kidName={invitation.childName}
          pronunciation={pronunciation}
          voiceClip={voiceClip}
          error={null}
          onChange={(patch) => {
            if (patch.pronunciation !== undefined) setPronunciation(patch.pronunciation);
            if (patch.voiceClip !== undefined) setVoiceClip(patch.voiceClip);
          }}
        />
        <Field label={words.emailLabel}>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              required
              className={INPUT_CLASS}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
        <ConsentField givenForDays={consentDays} error={null} onChange={setConsentDays} />
        {failure && (
          <p role="alert" className="rounded-2xl bg-lotus-700/10 px-4 py-3 font-semibold text-lotus-700">
            {failure}
          </p>
        )}
        <button
          type="submit"
          disabled={claim.isPending || uploads.uploading}
          className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}
        >
          {claim.isPending ? words.sending : words.submit}
        </button>
      </form>
    </GiftCard>
  );
}

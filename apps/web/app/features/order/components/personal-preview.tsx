import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { consentFor } from '@shop/contracts/privacy';
import { PREVIEW_LIMITS, type PreviewRequest } from '@shop/contracts/previews';
import { siteLanguageOfPath } from '@shop/contracts/site-language';
import { FamilySharePanel } from '~/components/family-share/family-share-panel';
import { buttonClass } from '~/components/ui/button-styles';
import { SparkleIcon } from '~/components/ui/icons';
import { useErrorText, useParentText } from '~/lib/parent-text';
import { fillText } from '~/lib/ui-text';
import { usePhotoRetention } from '~/lib/use-photo-retention';
import { usePersonalPreview } from '../hooks/use-personal-preview';
import type { OrderFormValues, PhotoUploads } from './order-form';
import { reportFunnelStep } from '~/lib/funnel-beacon';

/**
 * What the preview is made of, once the form has it all (docs/decisions/099): the name, the story,
 * the language, the consent ticked for the wording on screen, and an uploaded photo (the framed one,
 * else the first, as the film takes it); the spelling and the voice clip when given.
 */
export function previewInputs(
  values: OrderFormValues,
  uploads: Pick<PhotoUploads, 'photos' | 'uploading'>,
  retentionDays: number,
  pathname: string,
): PreviewRequest | null {
  const kidName = values.kidName.trim();
  const storyId = Number(values.storyId);
  const uploaded = uploads.photos.filter((photo) => photo.publicId);
  const photo = uploaded.find((p) => p.crop) ?? uploaded[0];
  if (
    !kidName ||
    [...kidName].length > PREVIEW_LIMITS.nameMaxLength ||
    !Number.isInteger(storyId) ||
    storyId < 1 ||
    (values.language !== 'english' && values.language !== 'hindi') ||
    values.consentDays !== retentionDays ||
    uploads.uploading ||
    !photo?.publicId
  )
    return null;
  return {
    storyId,
    language: values.language,
    kidName,
    photoId: photo.publicId,
    crop: photo.crop ?? null,
    pronunciation: values.pronunciation.trim() || undefined,
    voiceClipId: values.voiceClip?.id ?? null,
    consent: consentFor(retentionDays),
    siteLanguage: siteLanguageOfPath(pathname),
  };
}

/**
 * The personal preview on the order form: an invitation until the inputs are complete, then the
 * real progress of its render, then the teaser itself, inline (16:9, the column's width at any size).
 */
export function PersonalPreview({
  values,
  uploads,
  active,
  onReady,
}: {
  values: OrderFormValues;
  uploads: PhotoUploads;
  active: boolean;
  /** The rendered preview of the inputs as they stand (null otherwise): the checkout names it. */
  onReady?: (previewId: string | null) => void;
}) {
  const { pathname } = useLocation();
  const { daysAfterDelivery } = usePhotoRetention();
  const {
    order: { personalPreview: words },
    messages,
  } = useParentText();
  const errorText = useErrorText();
  const request = useMemo(
    () => previewInputs(values, uploads, daysAfterDelivery, pathname),
    [values, uploads, daysAfterDelivery, pathname],
  );
  const { status, retry } = usePersonalPreview(request, active);
  const name = values.kidName.trim();
  const preview = status.kind === 'preview' ? status.preview : null;
  const percent = preview ? Math.round(preview.progress * 100) : 0;
  const readyId = request && preview?.state === 'rendered' ? preview.id : null;
  useEffect(() => onReady?.(readyId), [readyId, onReady]);
  const working = status.kind === 'asking' || preview?.state === 'queued' || preview?.state === 'rendering';

  return (
    <section
      aria-labelledby="personal-preview-heading"
      data-testid="personal-preview"
      className="overflow-hidden rounded-2xl bg-night-900 text-cream shadow-lg shadow-night-900/20"
    >
      <div className="p-4 sm:p-5">
        <h2
          id="personal-preview-heading"
          className="flex items-center gap-2 font-display text-xl leading-tight font-extrabold"
        >
          <SparkleIcon className="size-5 shrink-0 text-marigold-300" />
          {words.heading}
        </h2>
        <div aria-live="polite" className="mt-2 text-sm text-cream/90">
          {!request && <p>{words.invite}</p>}
          {request && working && (
            <p>
              {preview?.state === 'rendering' ? fillText(words.rendering, { name, percent }) : words.queued}
            </p>
          )}
          {request && preview?.state === 'rendered' && <p>{fillText(words.ready, { name })}</p>}
          {request && (status.kind === 'error' || preview?.state === 'failed') && (
            <p className="font-semibold text-marigold-300">
              {status.kind === 'error' ? errorText(status.failure) : messages.preview.failed}
            </p>
          )}
        </div>
        {request && working && (
          <progress
            aria-label={words.progressLabel}
            max={100}
            value={percent}
            className="mt-3 block h-3 w-full accent-marigold-500"
          />
        )}
      </div>
      {request && preview?.state === 'rendered' && preview.video_url && (
        <div className="bg-black">
          <video
            key={preview.video_url}
            src={preview.video_url}
            poster={preview.poster_url ?? undefined}
            controls
            autoPlay
            muted
            playsInline
            preload="auto"
            aria-label={fillText(words.videoLabel, { name })}
            // The link lives 15 minutes: a page left open asks for a new one when it no longer plays.
            onError={retry}
            // The funnel (docs/decisions/111): the parent saw their child's preview.
            onPlaying={() => reportFunnelStep('preview_played')}
            className="aspect-video w-full"
          >
            <track kind="captions" />
          </video>
        </div>
      )}
      {request &&
        (preview?.state === 'rendered' || preview?.state === 'failed' || status.kind === 'error') && (
          <div className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm text-cream/80 sm:px-5">
            <p>{preview?.state === 'rendered' ? words.note : null}</p>
            {preview?.state !== 'rendered' && (
              <button type="button" onClick={retry} className={buttonClass('secondary', 'sm')}>
                {words.retry}
              </button>
            )}
          </div>
        )}
      {request && preview?.state === 'rendered' && (
        // "Send to family" (docs/decisions/100): a private link to this preview, for whom the parent names.
        <div className="px-4 pb-4 sm:px-5 sm:pb-5">
          <FamilySharePanel target={{ kind: 'preview', previewId: preview.id }} childName={name} />
        </div>
      )}
    </section>
  );
}

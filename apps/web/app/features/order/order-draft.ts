import { PHOTO_HOLD, PHOTO_LIMITS, photoCropSchema, type PhotoCrop } from '@shop/contracts/uploads';
import { GIFT_OCCASIONS, type GiftOccasion } from '@shop/contracts/gifts';
import type { GiftFormValues } from './gift-checks';
import { ORDER_DRAFT_KEY, readStored, writeStored } from '~/lib/storage-keys';
import { clearOrderDraft } from './order-progress';

export { clearOrderDraft };

// The order form's draft (docs/decisions/038): what the parent typed and the photos the server holds
// for them, kept in this tab's sessionStorage so a refresh, Back/Forward, a declined card or the guest
// session ending never empties the form. Versioned: a draft written by another version of the form
// is dropped, never trusted (nor allowed to crash the page). Cleared once an order is paid.

export const ORDER_DRAFT_VERSION = 1;

/** The form's values as the draft keeps them (all text, as the inputs hold them). */
export interface DraftValues {
  kidName: string;
  storyId: string;
  language: string;
  email: string;
  country: string;
  state: string;
  phoneUpdates: boolean;
  phoneNumber: string;
  /** How the child's name is said; '' in drafts written before the field existed. */
  pronunciation: string;
  /** The N of the consent wording the parent ticked (docs/decisions/046); null while unticked. */
  consentDays: number | null;
  /** A chosen delivery day as the inputs hold it (docs/decisions/114); null: when the film is ready. */
  deliverOn: DeliverOnValue | null;
  /** The gift's details while the form is in gift mode (docs/decisions/121); null for an order. */
  gift: GiftFormValues | null;
}

export interface DeliverOnValue {
  date: string;
  time: string;
  timeZone: string;
}

/** An uploaded photo: its id for the order, its preview link, and when it was uploaded. */
export interface DraftPhoto {
  publicId: string;
  secureUrl: string;
  url: string;
  width: number;
  height: number;
  uploadedAt: number;
  /**
   * When the preview link was issued, if not at the upload: a reminder's link reopens the form with
   * fresh links to photos uploaded hours before (docs/decisions/112).
   */
  linkedAt?: number;
  /** The parent's frame for the film's portrait, when they moved it (docs/decisions/080). */
  crop?: PhotoCrop;
}

export interface OrderDraft {
  version: typeof ORDER_DRAFT_VERSION;
  savedAt: number;
  /** The parent had reached the payment step (a refresh there starts a fresh payment). */
  step: 'form' | 'payment';
  values: DraftValues;
  photos: DraftPhoto[];
}

/** A photo is offered again only while the server still holds it, with five minutes to pay. */
const CLAIM_MARGIN_MS = 5 * 60_000;
/** The preview link is used only while it still works, with a minute to spare. */
const PREVIEW_MARGIN_MS = 60_000;
const TEXT_MAX = 320;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= TEXT_MAX;
const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function readValues(value: unknown): DraftValues | null {
  if (!isRecord(value)) return null;
  const {
    kidName,
    storyId,
    language,
    email,
    country,
    state,
    phoneUpdates,
    phoneNumber,
    pronunciation,
    consentDays,
    deliverOn,
    gift,
  } = value;
  if (![kidName, storyId, language, email, country, state, phoneNumber].every(isText)) return null;
  if (typeof phoneUpdates !== 'boolean') return null;
  return {
    kidName: kidName as string,
    storyId: storyId as string,
    language: language as string,
    email: email as string,
    country: country as string,
    state: state as string,
    phoneUpdates,
    phoneNumber: phoneNumber as string,
    pronunciation: isText(pronunciation) ? pronunciation : '',
    // A draft from before the consent box, or anything odd here, reads as unticked.
    consentDays: typeof consentDays === 'number' && Number.isInteger(consentDays) ? consentDays : null,
    deliverOn: readDeliverOn(deliverOn),
    gift: readGift(gift),
  };
}

/** The gift mode's texts; anything else (or a draft before gift mode) reads as no gift. */
function readGift(value: unknown): GiftFormValues | null {
  if (!isRecord(value)) return null;
  const { giverName, occasion, message, recipientEmail, recipientPhone, recipientCountry } = value;
  if (![giverName, message, recipientEmail, recipientPhone, recipientCountry].every(isText)) return null;
  return {
    giverName: giverName as string,
    occasion: (GIFT_OCCASIONS as readonly unknown[]).includes(occasion) ? (occasion as GiftOccasion) : '',
    message: message as string,
    recipientEmail: recipientEmail as string,
    recipientPhone: recipientPhone as string,
    recipientCountry: recipientCountry as string,
  };
}

/** A chosen day kept as three short texts; anything else reads as no day chosen. */
function readDeliverOn(value: unknown): DeliverOnValue | null {
  if (!isRecord(value)) return null;
  const { date, time, timeZone } = value;
  if (![date, time, timeZone].every((part) => typeof part === 'string' && part.length <= 64)) return null;
  return { date: date as string, time: time as string, timeZone: timeZone as string };
}

function readPhoto(value: unknown): DraftPhoto | null {
  if (!isRecord(value)) return null;
  const { publicId, secureUrl, url, width, height, uploadedAt, linkedAt, crop } = value;
  if (typeof publicId !== 'string' || !UUID.test(publicId)) return null;
  if (!isLink(secureUrl) || !isLink(url)) return null;
  if (!isTime(width) || !isTime(height) || !isTime(uploadedAt)) return null;
  // A frame that no longer reads is dropped: the photo is cut from its centre.
  const frame = photoCropSchema.safeParse(crop);
  return {
    publicId,
    secureUrl,
    url,
    width,
    height,
    uploadedAt,
    ...(isTime(linkedAt) ? { linkedAt } : {}),
    ...(frame.success ? { crop: frame.data } : {}),
  };
}

function isLink(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 4096) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The draft as stored, if it is this version's, whole and not older than a photo is held. */
export function parseOrderDraft(raw: string | null, now = Date.now()): OrderDraft | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(data) || data.version !== ORDER_DRAFT_VERSION) return null;
  const { savedAt, step, values, photos } = data;
  if (!isTime(savedAt) || savedAt > now + 60_000 || now - savedAt > PHOTO_HOLD.claimWindowMs) return null;
  if (step !== 'form' && step !== 'payment') return null;
  const draftValues = readValues(values);
  if (!draftValues || !Array.isArray(photos) || photos.length > PHOTO_LIMITS.maxPerOrder) return null;
  const draftPhotos = photos.map(readPhoto);
  if (draftPhotos.some((photo) => photo === null)) return null;
  return {
    version: ORDER_DRAFT_VERSION,
    savedAt,
    step,
    values: draftValues,
    photos: draftPhotos as DraftPhoto[],
  };
}

/** This tab's draft, or null; a draft that cannot be used is removed so it is not read again. */
export function readOrderDraft(now = Date.now()): OrderDraft | null {
  const raw = readStored('session', ORDER_DRAFT_KEY);
  const draft = parseOrderDraft(raw, now);
  if (raw !== null && draft === null) clearOrderDraft();
  return draft;
}

export function saveOrderDraft(draft: Omit<OrderDraft, 'version' | 'savedAt'>, now = Date.now()): void {
  const stored: OrderDraft = { version: ORDER_DRAFT_VERSION, savedAt: now, ...draft };
  writeStored('session', ORDER_DRAFT_KEY, JSON.stringify(stored));
}

/** Whether the server still holds this photo long enough to pay with it. */
export const photoStillHeld = (photo: Pick<DraftPhoto, 'uploadedAt'>, now = Date.now()) =>
  photo.uploadedAt + PHOTO_HOLD.claimWindowMs - CLAIM_MARGIN_MS > now;

/** Whether the photo's preview link still opens (after it, the form shows a placeholder). */
export const previewStillWorks = (photo: Pick<DraftPhoto, 'uploadedAt' | 'linkedAt'>, now = Date.now()) =>
  (photo.linkedAt ?? photo.uploadedAt) + PHOTO_HOLD.previewLinkSeconds * 1000 - PREVIEW_MARGIN_MS > now;

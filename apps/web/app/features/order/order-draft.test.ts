import { PHOTO_HOLD } from '@shop/contracts/uploads';
import { describe, expect, it } from 'vitest';
import { ORDER_DRAFT_VERSION, parseOrderDraft, photoStillHeld, previewStillWorks } from './order-draft';

// docs/decisions/038: a draft is used only whole, of this version, and while its photos are held.

const NOW = Date.UTC(2026, 10, 25, 12);
const HOUR = 3600_000;
const photo = {
  publicId: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
  secureUrl: 'https://shop.test/media/photos/a.jpg?sig=x',
  url: 'https://shop.test/media/photos/a.jpg?sig=x',
  width: 1200,
  height: 1200,
  uploadedAt: NOW - HOUR,
};
const draft = {
  version: ORDER_DRAFT_VERSION,
  savedAt: NOW - 60_000,
  step: 'payment',
  values: {
    kidName: 'Aarav',
    storyId: '3',
    language: 'hindi',
    email: 'parent@example.com',
    country: 'IN',
    state: 'KA',
    phoneUpdates: false,
    phoneNumber: '',
    pronunciation: 'AA-rahv',
    consentDays: 30,
    deliverOn: null,
    gift: null,
  },
  photos: [photo],
};
const parse = (value: unknown) => parseOrderDraft(JSON.stringify(value), NOW);

describe('parseOrderDraft', () => {
  it('reads a whole draft of this version', () => {
    expect(parse(draft)).toEqual(draft);
  });

  it('keeps a photo’s frame, and drops one that no longer reads (the photo is then centred)', () => {
    const framed = { ...draft, photos: [{ ...photo, crop: { x: 0.1, y: 0.2, size: 0.5 } }] };
    expect(parse(framed)).toEqual(framed);
    const broken = { ...draft, photos: [{ ...photo, crop: { x: 7, y: 0, size: 0.5 } }] };
    expect(parse(broken)?.photos).toEqual([photo]);
  });

  it('keeps the gift mode’s details, and reads a draft before gift mode (or a broken gift) as no gift', () => {
    const gift = {
      giverName: 'Dadi',
      occasion: 'diwali',
      message: 'Shubh Deepavali',
      recipientEmail: 'parent@example.in',
      recipientPhone: '',
      recipientCountry: 'IN',
    } as const;
    const asGift = { ...draft, values: { ...draft.values, gift } };
    expect(parse(asGift)).toEqual(asGift);
    expect(
      parse({ ...asGift, values: { ...asGift.values, gift: { ...gift, occasion: 'eid' } } })?.values.gift,
    ).toEqual({ ...gift, occasion: '' });
    const { gift: _absent, ...older } = asGift.values;
    expect(parse({ ...draft, values: older })?.values.gift).toBeNull();
    expect(parse({ ...draft, values: { ...draft.values, gift: { giverName: 7 } } })?.values.gift).toBeNull();
  });

  it('reads a draft written before "How do you say…?" existed, with that field empty', () => {
    const { pronunciation: _absent, ...older } = draft.values;
    expect(parse({ ...draft, values: older })?.values.pronunciation).toBe('');
    expect(parse({ ...draft, values: { ...draft.values, pronunciation: 7 } })?.values.pronunciation).toBe('');
  });

  it('reads a draft from before the consent box as unticked', () => {
    const { consentDays: _dropped, ...older } = draft.values;
    expect(parse({ ...draft, values: older })?.values.consentDays).toBeNull();
    expect(
      parse({ ...draft, values: { ...draft.values, consentDays: '30' } })?.values.consentDays,
    ).toBeNull();
  });

  it('drops another version, a broken shape, a foreign photo id or link, and an old draft', () => {
    expect(parse({ ...draft, version: ORDER_DRAFT_VERSION + 1 })).toBeNull();
    expect(parse({ ...draft, version: undefined })).toBeNull();
    expect(parse({ ...draft, values: { ...draft.values, phoneUpdates: 'yes' } })).toBeNull();
    expect(parse({ ...draft, values: { ...draft.values, kidName: 'x'.repeat(1000) } })).toBeNull();
    expect(parse({ ...draft, step: 'paid' })).toBeNull();
    expect(parse({ ...draft, photos: [photo, photo, photo, photo] })).toBeNull();
    expect(parse({ ...draft, photos: [{ ...photo, publicId: '../etc/passwd' }] })).toBeNull();
    expect(parse({ ...draft, photos: [{ ...photo, secureUrl: 'javascript:alert(1)' }] })).toBeNull();
    expect(parse({ ...draft, savedAt: NOW - PHOTO_HOLD.claimWindowMs - 1 })).toBeNull();
    expect(parse([draft])).toBeNull();
    expect(parseOrderDraft('{"version":1', NOW)).toBeNull();
    expect(parseOrderDraft(null, NOW)).toBeNull();
  });
});

describe('restoring photos', () => {
  it('re-attaches a photo while the server holds it, with minutes to spare', () => {
    expect(photoStillHeld({ uploadedAt: NOW - 23 * HOUR }, NOW)).toBe(true);
    expect(photoStillHeld({ uploadedAt: NOW - PHOTO_HOLD.claimWindowMs + 60_000 }, NOW)).toBe(false);
  });

  it('uses the preview link only while it still opens', () => {
    expect(previewStillWorks({ uploadedAt: NOW - 30 * 60_000 }, NOW)).toBe(true);
    expect(previewStillWorks({ uploadedAt: NOW - PHOTO_HOLD.previewLinkSeconds * 1000 }, NOW)).toBe(false);
  });
});

import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  STAFF_PHOTO_LINK_ENDPOINTS,
  STAFF_PHOTO_LINK_SECONDS,
  STAFF_VOICE_CLIP_LINK_ENDPOINTS,
} from '@shop/contracts/order-detail';
import { endpointUrl } from '@shop/contracts/endpoint';

// The links through which staff see a child's photo or hear the voice clip of their name
// (docs/decisions/032, 045): made for one admin, one file and one disposition (inline view or
// attachment), for at most STAFF_PHOTO_LINK_SECONDS. The signature proves who the link was made
// for, as an <img> or <audio> cannot send the bearer token; the route that serves them also checks
// that this person is still an admin, and records every use with them. Relative to the site, so the
// admin page loads them from its own origin.

export type PhotoDisposition = 'inline' | 'attachment';
export type StaffMedia = 'photo' | 'voice_clip';

export type StaffPhotoLinkCheck =
  { ok: true; adminId: string; disposition: PhotoDisposition } | { ok: false; reason: 'invalid' | 'expired' };

export interface StaffPhotoLinks {
  url(
    photoId: string,
    adminId: string,
    disposition: PhotoDisposition,
    nowMs?: number,
    media?: StaffMedia,
  ): { url: string; expiresAt: Date };
  check(
    photoId: string,
    query: Record<string, unknown>,
    nowMs?: number,
    media?: StaffMedia,
  ): StaffPhotoLinkCheck;
}

const one = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

// Each kind of file signs under its own prefix: a photo's link can never open a clip, or the reverse.
const SIGNED_AS: Record<StaffMedia, string> = { photo: 'staff-photo:v1', voice_clip: 'staff-voice-clip:v1' };
const ENDPOINT_OF = {
  photo: (id: string) => ({ endpoint: STAFF_PHOTO_LINK_ENDPOINTS.view, params: { photoId: id } }),
  voice_clip: (id: string) => ({ endpoint: STAFF_VOICE_CLIP_LINK_ENDPOINTS.play, params: { clipId: id } }),
};

export function createStaffPhotoLinks(orderLinkSecret: string): StaffPhotoLinks {
  // Its own key, derived, so no other link of the shop can stand in for a staff link.
  const key = createHmac('sha256', orderLinkSecret).update('diya-tales staff photo links').digest();
  const sign = (media: StaffMedia, id: string, adminId: string, expires: string, disposition: string) =>
    createHmac('sha256', key)
      .update(`${SIGNED_AS[media]}:${id}:${adminId}:${expires}:${disposition}`)
      .digest('base64url');

  return {
    url(id, adminId, disposition, nowMs = Date.now(), media = 'photo') {
      const expiresAt = new Date(Math.floor(nowMs / 1000) * 1000 + STAFF_PHOTO_LINK_SECONDS * 1000);
      const expires = String(expiresAt.getTime() / 1000);
      const { endpoint, params } = ENDPOINT_OF[media](id);
      const url = endpointUrl(endpoint, params, {
        by: adminId,
        expires,
        disposition,
        sig: sign(media, id, adminId, expires, disposition),
      });
      return { url, expiresAt };
    },

    check(id, query, nowMs = Date.now(), media = 'photo') {
      const [adminId, expires, disposition, sig] = [
        query.by,
        query.expires,
        query.disposition,
        query.sig,
      ].map(one);
      if (!adminId || !expires || !sig || (disposition !== 'inline' && disposition !== 'attachment'))
        return { ok: false, reason: 'invalid' };
      const expected = Buffer.from(sign(media, id, adminId, expires, disposition));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return { ok: false, reason: 'invalid' };
      // Signed, so the number is ours; past it, the link is over.
      if (!(Number(expires) * 1000 > nowMs)) return { ok: false, reason: 'expired' };
      return { ok: true, adminId, disposition };
    },
  };
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { STAFF_PHOTO_LINK_ENDPOINTS, STAFF_PHOTO_LINK_SECONDS } from '@shop/contracts/order-detail';
import { endpointUrl } from '@shop/contracts/endpoint';

// The links through which staff see a child's photo (docs/decisions/032): made for one admin, one
// photo and one disposition (inline view or attachment), for at most STAFF_PHOTO_LINK_SECONDS. The
// signature is the whole permission, as an <img> cannot send the bearer token. The route that
// serves them records every use with the admin the link was made for. Relative to the site, so the
// admin page loads them from its own origin.

export type PhotoDisposition = 'inline' | 'attachment';

export type StaffPhotoLinkCheck =
  { ok: true; adminId: string; disposition: PhotoDisposition } | { ok: false; reason: 'invalid' | 'expired' };

export interface StaffPhotoLinks {
  url(
    photoId: string,
    adminId: string,
    disposition: PhotoDisposition,
    nowMs?: number,
  ): { url: string; expiresAt: Date };
  check(photoId: string, query: Record<string, unknown>, nowMs?: number): StaffPhotoLinkCheck;
}

const one = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export function createStaffPhotoLinks(orderLinkSecret: string): StaffPhotoLinks {
  // Its own key, derived, so no other link of the shop can stand in for a staff photo link.
  const key = createHmac('sha256', orderLinkSecret).update('diya-tales staff photo links').digest();
  const sign = (photoId: string, adminId: string, expires: string, disposition: string) =>
    createHmac('sha256', key)
      .update(`staff-photo:v1:${photoId}:${adminId}:${expires}:${disposition}`)
      .digest('base64url');

  return {
    url(photoId, adminId, disposition, nowMs = Date.now()) {
      const expiresAt = new Date(Math.floor(nowMs / 1000) * 1000 + STAFF_PHOTO_LINK_SECONDS * 1000);
      const expires = String(expiresAt.getTime() / 1000);
      const url = endpointUrl(
        STAFF_PHOTO_LINK_ENDPOINTS.view,
        { photoId },
        { by: adminId, expires, disposition, sig: sign(photoId, adminId, expires, disposition) },
      );
      return { url, expiresAt };
    },

    check(photoId, query, nowMs = Date.now()) {
      const [adminId, expires, disposition, sig] = [
        query.by,
        query.expires,
        query.disposition,
        query.sig,
      ].map(one);
      if (!adminId || !expires || !sig || (disposition !== 'inline' && disposition !== 'attachment'))
        return { ok: false, reason: 'invalid' };
      const expected = Buffer.from(sign(photoId, adminId, expires, disposition));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return { ok: false, reason: 'invalid' };
      // Signed, so the number is ours; past it, the link is over.
      if (!(Number(expires) * 1000 > nowMs)) return { ok: false, reason: 'expired' };
      return { ok: true, adminId, disposition };
    },
  };
}

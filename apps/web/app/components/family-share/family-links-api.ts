import { FAMILY_LINK_ENDPOINTS, type FamilyLinkTarget } from '@shop/contracts/family-links';
import type { SiteLanguage } from '@shop/contracts/site-language';
import { callEndpoint } from '~/lib/api-client';

// The parent's family-link calls (docs/decisions/100). A preview's carry the upload session cookie
// (the server decides the owner by it); a film's carry the order's status link signature.

export const familyLinksKey = (target: FamilyLinkTarget) =>
  ['family-links', target.kind === 'preview' ? target.previewId : target.orderId] as const;

export const listFamilyLinks = (target: FamilyLinkTarget) =>
  callEndpoint(FAMILY_LINK_ENDPOINTS.list, {
    query:
      target.kind === 'preview'
        ? { previewId: target.previewId }
        : { orderId: target.orderId, sig: target.sig },
  }).then((answer) => answer.data);

export const createFamilyLink = (target: FamilyLinkTarget, name: string, siteLanguage: SiteLanguage) =>
  callEndpoint(FAMILY_LINK_ENDPOINTS.create, { body: { target, name, siteLanguage } }).then(
    (answer) => answer.data,
  );

export const revokeFamilyLink = (target: FamilyLinkTarget, id: string) =>
  callEndpoint(FAMILY_LINK_ENDPOINTS.revoke, { params: { id }, body: { target } }).then(
    (answer) => answer.data,
  );

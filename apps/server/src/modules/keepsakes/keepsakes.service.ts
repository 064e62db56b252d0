import { KEEPSAKE_ERROR_CODES, KEEPSAKE_MESSAGES } from '@shop/contracts/keepsakes';
import type { SiteLanguage } from '@shop/contracts/site-language';
import { storyTitleIn } from '@shop/content/story-title';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, notFound } from '../../errors/app-error.ts';
import { createCertificateLinks } from './certificate-links.ts';
import { certificateFileName, renderCertificatePdf } from './certificate-pdf.ts';

// Keepsakes of a delivered film (issue 36 point 4, docs/decisions/117). The certificate is made for
// each download and never stored (the portrait in it is children's data); its link is signed and
// short-lived, made fresh by the parent's watch page. What this module knows of orders, films and
// photos it asks through the port below (the composition builds it).

/** A delivered, released film's facts for its certificate. */
export interface CertificateOrder {
  childName: string;
  story: number;
  siteLanguage: SiteLanguage;
  deliveredAt: Date;
  /** The parent's tick on the watch page. */
  portraitAllowed: boolean;
}

export interface KeepsakeOrders {
  /** Whether `signature` is the order's status link's signature (the parent's watch page). */
  verifyOwner(orderId: string, signature: string): boolean;
  /** The order's delivered film's facts while it is kept and released; null otherwise. */
  certificateOf(orderId: string): Promise<CertificateOrder | null>;
  /** The child's portrait (JPEG) cut from the order's photos while they are kept; null once deleted. */
  portraitOf(orderId: string): Promise<Buffer | null>;
  /** The story's art (JPEG or PNG), null when there is none. */
  storyArt(story: number): Promise<Buffer | null>;
  setCertificatePortrait(orderId: string, allowed: boolean): Promise<boolean>;
}

export interface KeepsakesDependencies {
  orders: KeepsakeOrders;
  orderLinkSecret: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export interface CertificateFile {
  pdf: Buffer;
  fileName: string;
}

export interface KeepsakesService {
  /** The certificate's short-lived link for the parent's watch page. */
  certificateUrl(orderId: string): string;
  /** The certificate behind its signed link: 404 for a wrong link or no film, 410 once expired. */
  certificate(orderId: string, query: { expires: string; sig: string }): Promise<CertificateFile>;
  /** The parent's tick, behind the watch page's signature. */
  setCertificatePortrait(orderId: string, signature: string, allowed: boolean): Promise<boolean>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createKeepsakesService({
  orders,
  orderLinkSecret,
  log,
  now = () => new Date(),
}: KeepsakesDependencies): KeepsakesService {
  const links = createCertificateLinks(orderLinkSecret);
  const invalid = () =>
    notFound(KEEPSAKE_MESSAGES.certificateLinkInvalid, KEEPSAKE_ERROR_CODES.certificateLinkInvalid);

  return {
    certificateUrl: (orderId) => links.url(orderId.toLowerCase(), now().getTime()),

    async certificate(orderId, query) {
      if (!UUID.test(orderId)) throw invalid();
      const id = orderId.toLowerCase();
      const check = links.check(id, query, now().getTime());
      if (!check.ok && check.reason === 'expired')
        throw new AppError(
          410,
          KEEPSAKE_MESSAGES.certificateLinkExpired,
          KEEPSAKE_ERROR_CODES.certificateLinkExpired,
        );
      if (!check.ok) throw invalid();
      const order = await orders.certificateOf(id);
      if (!order) throw invalid();
      // The tick is read now, not when the link was made: unticking takes effect at once.
      const [art, portrait] = await Promise.all([
        orders.storyArt(order.story),
        order.portraitAllowed ? orders.portraitOf(id) : null,
      ]);
      const pdf = await renderCertificatePdf({
        childName: order.childName,
        storyTitle: storyTitleIn(order.story, order.siteLanguage),
        language: order.siteLanguage,
        givenAt: order.deliveredAt,
        art,
        portrait,
      });
      log.info({ orderId: id, portrait: portrait !== null }, 'certificate made');
      return { pdf, fileName: certificateFileName(order.childName, order.siteLanguage) };
    },

    async setCertificatePortrait(orderId, signature, allowed) {
      if (!UUID.test(orderId) || !orders.verifyOwner(orderId, signature)) throw invalid();
      const id = orderId.toLowerCase();
      if (!(await orders.certificateOf(id)) || !(await orders.setCertificatePortrait(id, allowed)))
        throw invalid();
      log.info({ orderId: id, allowed }, 'certificate portrait choice');
      return allowed;
    },
  };
}

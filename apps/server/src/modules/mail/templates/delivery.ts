import { DOWNLOAD_LINK_DAYS } from '@shop/content/site';
import type { SiteLanguage } from '@shop/contracts/site-language';
import { storageLinkInLanguage } from '@shop/contracts/uploads';
import { oneLine } from '../../../lib/html.ts';
import { renderMail, type MailDocument, type RenderedMail } from './layout.ts';

/** To the parent, when an admin completes the order. */
export interface DeliveryData {
  /** The order's site language: the e-mail is written in it. */
  siteLanguage: SiteLanguage;
  orderNumber: string;
  /** In the order's site language (storyTitleIn). */
  storyTitle: string;
  childName: string;
  /** Signed download link, valid DOWNLOAD_LINK_DAYS days. */
  downloadUrl: string;
  /** Signed order-status link, which issues a fresh download link at any time. */
  statusUrl: string;
}

type Words = { child: string; story: string; data: DeliveryData };

const COPY: Record<SiteLanguage, (words: Words) => Omit<MailDocument, 'lang'>> = {
  en: ({ child, story, data }) => ({
    subject: `${child}'s video is ready: ${story}`,
    preheader: `Download it now: the link works for ${DOWNLOAD_LINK_DAYS} days.`,
    blocks: [
      { kind: 'heading', text: `${child}'s adventure is ready!` },
      {
        kind: 'paragraph',
        content: [`Your personalized video of ${story}, starring ${child}, is finished.`],
      },
      { kind: 'button', label: 'Download the video', url: data.downloadUrl },
      {
        kind: 'note',
        content: [
          `This download link works for ${DOWNLOAD_LINK_DAYS} days. After that, `,
          { text: 'open your order status page', url: data.statusUrl },
          ' to get a fresh link whenever you like.',
        ],
      },
      {
        kind: 'details',
        rows: [
          ['Order number', oneLine(data.orderNumber)],
          ['Story', story],
        ],
      },
    ],
  }),
  hi: ({ child, story, data }) => ({
    subject: `${child} का वीडियो तैयार है: ${story}`,
    preheader: `अभी डाउनलोड कीजिए: यह लिंक ${DOWNLOAD_LINK_DAYS} दिन तक चलेगा।`,
    blocks: [
      { kind: 'heading', text: `${child} का रोमांच तैयार है!` },
      {
        kind: 'paragraph',
        content: [`${story} का आपका ख़ास वीडियो, जिसमें ${child} हीरो है, बनकर तैयार है।`],
      },
      // The link's page, should it ever fail (expired, the file replaced), speaks Hindi too.
      { kind: 'button', label: 'वीडियो डाउनलोड करें', url: storageLinkInLanguage(data.downloadUrl, 'hi') },
      {
        kind: 'note',
        content: [
          `डाउनलोड का यह लिंक ${DOWNLOAD_LINK_DAYS} दिन तक चलेगा। उसके बाद जब चाहें, `,
          { text: 'अपने ऑर्डर का पेज खोलिए', url: data.statusUrl },
          ' और नया लिंक पाइए।',
        ],
      },
      {
        kind: 'details',
        rows: [
          ['ऑर्डर नंबर', oneLine(data.orderNumber)],
          ['कहानी', story],
        ],
      },
    ],
  }),
};

export function delivery(data: DeliveryData): RenderedMail {
  const words = { child: oneLine(data.childName), story: oneLine(data.storyTitle), data };
  return renderMail({ lang: data.siteLanguage, ...COPY[data.siteLanguage](words) });
}

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
  /**
   * The film's watch page (docs/decisions/100): plays it, downloads it with fresh links for as long
   * as it is kept, shares it with family. Absent on an e-mail queued before it existed.
   */
  watchUrl?: string;
}

type Words = { child: string; story: string; data: DeliveryData };

const COPY: Record<SiteLanguage, (words: Words) => Omit<MailDocument, 'lang'>> = {
  en: ({ child, story, data }) => ({
    subject: `${child}'s video is ready: ${story}`,
    preheader: 'Watch it, download it and share it with family on its own page.',
    blocks: [
      { kind: 'heading', text: `${child}'s adventure is ready!` },
      {
        kind: 'paragraph',
        content: [`Your personalized video of ${story}, starring ${child}, is finished.`],
      },
      { kind: 'button', label: 'Watch the film', url: data.watchUrl ?? data.statusUrl },
      {
        kind: 'paragraph',
        content: [
          'On its page you can download it in full quality whenever you like, and send private links to family.',
        ],
      },
      {
        kind: 'note',
        content: [
          { text: 'Download the video', url: data.downloadUrl },
          ` straight away (this link works for ${DOWNLOAD_LINK_DAYS} days), or `,
          { text: 'open your order status page', url: data.statusUrl },
          '.',
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
    preheader: 'इसके अपने पेज पर इसे देखिए, डाउनलोड कीजिए और परिवार के साथ बाँटिए।',
    blocks: [
      { kind: 'heading', text: `${child} का रोमांच तैयार है!` },
      {
        kind: 'paragraph',
        content: [`${story} का आपका ख़ास वीडियो, जिसमें ${child} हीरो है, बनकर तैयार है।`],
      },
      { kind: 'button', label: 'फ़िल्म देखें', url: data.watchUrl ?? data.statusUrl },
      {
        kind: 'paragraph',
        content: ['इसके पेज पर आप जब चाहें इसे पूरी क्वालिटी में डाउनलोड कर सकते हैं, और परिवार को निजी लिंक भेज सकते हैं।'],
      },
      {
        kind: 'note',
        content: [
          // The link's page, should it ever fail (expired, the file replaced), speaks Hindi too.
          { text: 'वीडियो डाउनलोड करें', url: storageLinkInLanguage(data.downloadUrl, 'hi') },
          ` (यह लिंक ${DOWNLOAD_LINK_DAYS} दिन तक चलेगा), या `,
          { text: 'अपने ऑर्डर का पेज खोलिए', url: data.statusUrl },
          '।',
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

import { englishLeftIn } from '@shop/content/hindi-text';
import { ACCOUNT_TEXT } from '@shop/content/parent-text/account';
import { ACCOUNT_TEXT_HI } from '@shop/content/parent-text/account.hi';
import { ACCOUNT_MESSAGES_HI } from '@shop/content/parent-text/account-messages.hi';
import { PHOTO_REQUEST_TEMPLATE_IDS, PHOTO_REQUEST_TEMPLATES } from '@shop/contracts/order-detail';
import { REFUND_TIME } from '@shop/content/site';
import { REFUND_TIME_HI } from '@shop/content/site.hi';
import type { SiteLanguage } from '@shop/contracts/site-language';
import { WHATSAPP_UPDATE_KINDS } from '@shop/contracts/whatsapp-updates';
import { describe, expect, it } from 'vitest';
import { accountErased, childDataDeleted } from './child-data.ts';
import { delivery } from './delivery.ts';
import type { RenderedMail } from './layout.ts';
import { orderConfirmation } from './order-confirmation.ts';
import { orderLinks } from './order-links.ts';
import { orderCancelled, photoNeeded, redelivery } from './studio.ts';
import { WHATSAPP_TEXT_IN } from '@shop/content/parent-mail/by-language';
import { whatsAppParameters, whatsAppText, type WhatsAppUpdate } from './whatsapp.ts';
import { storyTitleIn } from '@shop/content/story-title';

// Issue 16 item 4: every e-mail to a parent in the order's language. Each is rendered in both; the
// Hindi one must be Hindi throughout (no English left behind, apart from the order's own values and
// the names the shared list allows) and say it is (lang="hi"); the English one has no Hindi in it.

const ORDER_NUMBER = 'DT-7K3F9Q';
const CHILD = 'Aarav';
const STATUS_URL = 'https://diyatales.in/order-status/7d0b?sig=abc';
const DEVANAGARI = /[\u0900-\u097F]/;

const mails: Record<string, (lang: SiteLanguage) => RenderedMail> = {
  'order confirmation': (lang) =>
    orderConfirmation({
      siteLanguage: lang,
      orderNumber: ORDER_NUMBER,
      storyTitle: storyTitleIn(3, lang),
      childName: CHILD,
      language: 'hindi',
      statusUrl: STATUS_URL,
      findOrderUrl: 'https://diyatales.in/hi/find-my-order',
    }),
  'photo needed': (lang) =>
    photoNeeded({
      siteLanguage: lang,
      orderNumber: ORDER_NUMBER,
      storyTitle: storyTitleIn(3, lang),
      childName: CHILD,
      reason: '',
      requestUrl: 'https://diyatales.in/photo-request/1?sig=x',
    }),
  delivery: (lang) =>
    delivery({
      siteLanguage: lang,
      orderNumber: ORDER_NUMBER,
      storyTitle: storyTitleIn(3, lang),
      childName: CHILD,
      downloadUrl: 'https://cdn.example.com/v.mp4?sig=a',
      statusUrl: STATUS_URL,
    }),
  redelivery: (lang) =>
    redelivery({
      siteLanguage: lang,
      orderNumber: ORDER_NUMBER,
      storyTitle: storyTitleIn(3, lang),
      childName: CHILD,
      downloadUrl: 'https://cdn.example.com/v2.mp4?sig=a',
      statusUrl: STATUS_URL,
    }),
  'cancelled and refunded': (lang) =>
    orderCancelled({
      siteLanguage: lang,
      orderNumber: ORDER_NUMBER,
      storyTitle: storyTitleIn(3, lang),
      childName: CHILD,
      amountMinor: 129_900,
      currency: 'INR',
      statusUrl: STATUS_URL,
    }),
  'photos deleted': (lang) =>
    childDataDeleted({
      siteLanguage: lang,
      orderNumber: ORDER_NUMBER,
      storyTitle: storyTitleIn(3, lang),
      what: 'photos',
      files: 2,
      deletedAt: '2026-11-26T15:01:00Z',
    }),
  'video deleted': (lang) =>
    childDataDeleted({
      siteLanguage: lang,
      orderNumber: ORDER_NUMBER,
      storyTitle: storyTitleIn(3, lang),
      what: 'video',
      files: 2,
      deletedAt: '2026-11-26T15:01:00Z',
    }),
  'account erased': (lang) =>
    accountErased({ siteLanguage: lang, orders: 2, erasedAt: '2026-11-26T15:01:00Z' }),
  'find my order (one and several)': (lang) => {
    const order = (n: string) => ({
      orderNumber: n,
      storyTitle: storyTitleIn(5, lang),
      childName: CHILD,
      orderedAt: '2026-11-25T10:00:00Z',
      statusUrl: STATUS_URL,
    });
    const one = orderLinks({ siteLanguage: lang, orders: [order(ORDER_NUMBER)] });
    const two = orderLinks({ siteLanguage: lang, orders: [order(ORDER_NUMBER), order('DT-2B4C6D')] });
    return { subject: `${one.subject} ${two.subject}`, html: one.html + two.html, text: one.text + two.text };
  },
};

/** The words a reader reads: the text part and subject, without the order's own values. */
const readable = (mail: RenderedMail) =>
  `${mail.subject}\n${mail.text}`
    .replaceAll(ORDER_NUMBER, ' ')
    .replaceAll('DT-2B4C6D', ' ')
    .replaceAll(CHILD, ' ');

describe('every e-mail to a parent, in the order’s language', () => {
  for (const [name, render] of Object.entries(mails)) {
    it(`${name}: all Hindi on a Hindi order, all English on an English one`, () => {
      const hindi = render('hi');
      expect(hindi.html).toContain('<html lang="hi">');
      expect(englishLeftIn(readable(hindi))).toEqual([]);
      expect(hindi.subject).toMatch(DEVANAGARI);
      // Every block was written: no empty heading, paragraph or button in the Hindi part.
      expect(hindi.text).not.toMatch(/\n\n\n|:\n\n/);

      const english = render('en');
      expect(english.html).toContain('<html lang="en">');
      expect(english.text).not.toMatch(DEVANAGARI);
      expect(english.subject).not.toMatch(DEVANAGARI);
    });
  }

  it('a deletion receipt gives its moment in the parent’s language, India time', () => {
    expect(mails['photos deleted']!('hi').text).toContain('26 नव॰ 2026, 20:31 (भारतीय समय)');
    expect(mails['photos deleted']!('en').text).toContain('26 Nov 2026, 8:31 pm IST');
  });

  it('the refund amount is written through Intl for the order’s language (hi-IN, Latin digits: ₹1,299)', () => {
    expect(mails['cancelled and refunded']!('hi').text).toContain('₹1,299');
    expect(mails['cancelled and refunded']!('en').text).toContain('₹1,299');
  });
});

describe('the better-photo reason in a Hindi e-mail', () => {
  const mail = (reason: string) =>
    photoNeeded({
      siteLanguage: 'hi',
      orderNumber: ORDER_NUMBER,
      storyTitle: storyTitleIn(3, 'hi'),
      childName: CHILD,
      reason,
      requestUrl: 'https://diyatales.in/hi/photo-request/1?sig=x',
    });

  it('gives a standard reason sent unchanged in Hindi, and the studio’s own words as written', () => {
    for (const id of PHOTO_REQUEST_TEMPLATE_IDS) {
      const text = mail(PHOTO_REQUEST_TEMPLATES[id].text).text;
      expect(text).toContain(ACCOUNT_MESSAGES_HI.photoReasons[id]);
      expect(text).not.toContain(PHOTO_REQUEST_TEMPLATES[id].text);
    }
    expect(mail('कृपया बिना चश्मे वाली फ़ोटो भेजें।').text).toContain('कृपया बिना चश्मे वाली फ़ोटो भेजें।');
    const edited = `${PHOTO_REQUEST_TEMPLATES.blurry.text} Also without sunglasses.`;
    expect(mail(edited).text).toContain(edited);
  });
});

describe('a video link in a Hindi e-mail', () => {
  const local = 'https://diyatales.in/storage/files?key=videos%2Fa.mp4&expires=1900000000&name=x.mp4&sig=abc';
  const mailWith = (lang: SiteLanguage, downloadUrl: string) => [
    delivery({
      siteLanguage: lang,
      orderNumber: ORDER_NUMBER,
      storyTitle: 'x',
      childName: CHILD,
      downloadUrl,
      statusUrl: STATUS_URL,
    }),
    redelivery({
      siteLanguage: lang,
      orderNumber: ORDER_NUMBER,
      storyTitle: 'x',
      childName: CHILD,
      downloadUrl,
      statusUrl: STATUS_URL,
    }),
  ];

  it('asks for Hindi pages should it fail; an English one and an S3 link stay as they were signed', () => {
    for (const mail of mailWith('hi', local)) expect(mail.text).toContain(`${local}&lang=hi`);
    for (const mail of mailWith('en', local)) expect(mail.text).not.toContain('lang=');
    const s3 = 'https://bucket.s3.amazonaws.com/videos/a.mp4?X-Amz-Signature=abc';
    for (const mail of mailWith('hi', s3)) expect(mail.text).toContain(s3);
  });
});

describe('how soon a refund arrives', () => {
  it('is one time, said alike by the e-mail, the WhatsApp update and the order page, in each language', () => {
    const whatsApp = (lang: SiteLanguage) =>
      whatsAppText('cancelled', lang, [ORDER_NUMBER, '₹1,299', STATUS_URL]);
    for (const [lang, time, page] of [
      ['en', REFUND_TIME, ACCOUNT_TEXT],
      ['hi', REFUND_TIME_HI, ACCOUNT_TEXT_HI],
    ] as const) {
      expect(mails['cancelled and refunded']!(lang).text, lang).toContain(time);
      expect(whatsApp(lang), lang).toContain(time);
      expect(page.status.cancelledRefunded, lang).toContain(time);
    }
    expect(REFUND_TIME_HI).toBe('5-10 कामकाजी दिन के भीतर');
  });
});

describe('the WhatsApp updates’ texts', () => {
  const updates: WhatsAppUpdate[] = [
    {
      update: 'order-paid',
      orderNumber: ORDER_NUMBER,
      storyTitle: 'x',
      childName: CHILD,
      statusUrl: STATUS_URL,
    },
    {
      update: 'photo-needed',
      childName: CHILD,
      orderNumber: ORDER_NUMBER,
      requestUrl: 'https://diyatales.in/photo-request/1?sig=x',
      statusUrl: STATUS_URL,
    },
    { update: 'delivered', childName: CHILD, storyTitle: 'x', statusUrl: STATUS_URL },
    {
      update: 'cancelled',
      orderNumber: ORDER_NUMBER,
      amountMinor: 129_900,
      currency: 'INR',
      statusUrl: STATUS_URL,
    },
    {
      update: 'checkout-reminder',
      childName: CHILD,
      storyTitle: 'x',
      resumeUrl: 'https://diyatales.in/order/resume#x',
      stopUrl: 'https://diyatales.in/reminders/stop#x',
    },
    {
      update: 'gift-invitation',
      // A name the English check knows is a value, not a word left in English.
      giverName: CHILD,
      childName: CHILD,
      inviteUrl: 'https://diyatales.in/gift/x',
    },
  ];

  it('one body per update and language, each with as many parameters as it has {{n}}, each ending with how to stop', () => {
    expect(updates.map((update) => update.update)).toEqual([...WHATSAPP_UPDATE_KINDS]);
    for (const update of updates)
      for (const lang of ['en', 'hi'] as const) {
        const body = WHATSAPP_TEXT_IN[lang].bodies[update.update];
        const parameters = whatsAppParameters(update, lang);
        const placeholders = new Set(body.match(/\{\{\d+\}\}/g));
        expect(placeholders.size, `${update.update} ${lang}`).toBe(parameters.length);
        const text = whatsAppText(update.update, lang, parameters);
        expect(text).not.toMatch(/\{\{/);
        // An order's updates end with the status page's button; a checkout reminder (no order yet)
        // with its own one-click stop link.
        if (update.update === 'checkout-reminder') expect(text.endsWith(update.stopUrl)).toBe(true);
        // A gift's invitation goes to someone who is not a customer yet: it says they may ignore it.
        else if (update.update === 'gift-invitation') expect(text).toContain(update.inviteUrl);
        else
          expect(text).toMatch(lang === 'hi' ? /“व्हाट्सऐप अपडेट बंद करें” दबाइए।$/ : /“Stop WhatsApp updates”\.$/);
        if (lang === 'hi')
          expect(
            englishLeftIn(text.replaceAll(ORDER_NUMBER, ' ').replaceAll(CHILD, ' ').replace(/\bx\b/g, ' ')),
          ).toEqual([]);
        else expect(text).not.toMatch(DEVANAGARI);
      }
  });

  it('parameters are single lines, as the Cloud API requires', () => {
    const [parameter] = whatsAppParameters(
      { update: 'delivered', childName: 'Aa\n\trav   Kumar', storyTitle: 'x', statusUrl: STATUS_URL },
      'en',
    );
    expect(parameter).toBe('Aa rav Kumar');
  });
});

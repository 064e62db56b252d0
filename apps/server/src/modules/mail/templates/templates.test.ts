import { CONTACT_EMAIL, DELIVERY_PROMISES, DOWNLOAD_LINK_DAYS } from '@shop/content/site';
import { describe, expect, it } from 'vitest';
import { delivery } from './delivery.ts';
import type { RenderedMail } from './layout.ts';
import { newOrderNotice } from './new-order-notice.ts';
import { orderConfirmation } from './order-confirmation.ts';
import { testEmail } from './test-email.ts';

const HOSTILE = `<script>alert("x")</script> & 'Ravi'`;

const notice = (childName = 'Arjun') =>
  newOrderNotice({
    orderId: '7d0b5c1e-2f4a-4a7e-9d61-1f0c2b3a4d5e',
    orderNumber: 'pi_3Qabc123',
    storyTitle: 'Krishna and the Butter Pot',
    childName,
    language: 'hindi',
    country: 'India',
    amountMinor: 129_900,
    currency: 'INR',
    dueAt: new Date('2026-03-01T06:30:00Z'),
    siteUrl: 'https://diyatales.in/',
  });
const confirmation = (childName = 'Arjun') =>
  orderConfirmation({
    siteLanguage: 'en',
    orderNumber: 'order_Q1w2e3',
    storyTitle: 'Hanuman Leaps to Lanka',
    childName,
    language: 'english',
    statusUrl: 'https://diyatales.in/orders/status?t=abc.def&x=1',
    findOrderUrl: 'https://diyatales.in/find-my-order',
  });
const deliveryMail = (childName = 'Arjun') =>
  delivery({
    siteLanguage: 'en',
    orderNumber: 'order_Q1w2e3',
    storyTitle: 'Ganesh and the Moon',
    childName,
    downloadUrl: 'https://cdn.example.com/v.mp4?sig=a&exp=1',
    statusUrl: 'https://diyatales.in/orders/status?t=abc',
  });
const test = (message = 'Hello team') => testEmail({ recipientName: 'Meera', message });

const all: Array<[string, (name?: string) => RenderedMail]> = [
  ['new-order notice', notice],
  ['order confirmation', confirmation],
  ['delivery', deliveryMail],
];

describe('e-mail templates', () => {
  it.each(all)(
    '%s: a branded HTML part and a real text part, both with the contact address',
    (_name, render) => {
      const mail = render();
      expect(mail.html).toMatch(/^<!doctype html>/);
      expect(mail.html).toContain('Diya Tales');
      expect(mail.html).toContain(`mailto:${CONTACT_EMAIL}`);
      expect(mail.text).toContain(CONTACT_EMAIL);
      expect(mail.text).toContain('Arjun');
      expect(mail.text).not.toMatch(/<[a-z]/i);
      expect(mail.subject).toContain('Arjun');
    },
  );

  it.each(all)('%s: escapes every value in the HTML, keeps it readable in the text', (_name, render) => {
    const mail = render(HOSTILE);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Ravi&#39;');
    expect(mail.text).toContain(HOSTILE);
  });

  it('never lets a value break the subject line', () => {
    expect(notice('Arjun\r\nBcc: victim@example.com').subject).not.toMatch(/[\r\n]/);
  });

  it('new-order notice: the facts staff need and the link to complete the order', () => {
    const { html, text, subject } = notice();
    expect(subject).toBe('New order pi_3Qabc123: Krishna and the Butter Pot for Arjun');
    for (const part of [html, text]) {
      expect(part).toContain('pi_3Qabc123');
      expect(part).toContain('Krishna and the Butter Pot');
      expect(part).toContain('Hindi');
      expect(part).toContain('India');
      expect(part).toContain('₹1,299.00');
      expect(part).toContain('1 Mar 2026, 12:00 pm IST');
      expect(part).toContain('https://diyatales.in/admin/orders/7d0b5c1e-2f4a-4a7e-9d61-1f0c2b3a4d5e');
    }
  });

  it('amounts in other currencies use their own minor unit', () => {
    const mail = newOrderNotice({ ...noticeData(), amountMinor: 1499, currency: 'USD' });
    expect(mail.text).toContain('$14.99');
  });

  it('order confirmation: the order screens’ delivery promise and the signed status link', () => {
    const { html, text } = confirmation();
    for (const part of [html, text]) expect(part).toContain(DELIVERY_PROMISES.orderScreens);
    expect(html).toContain('href="https://diyatales.in/orders/status?t=abc.def&amp;x=1"');
    expect(text).toContain('https://diyatales.in/orders/status?t=abc.def&x=1');
    expect(text).toContain('English');
  });

  it('delivery: the download link, how long it lasts, and where to get a fresh one', () => {
    const { html, text } = deliveryMail();
    expect(html).toContain('href="https://cdn.example.com/v.mp4?sig=a&amp;exp=1"');
    expect(text).toContain('https://cdn.example.com/v.mp4?sig=a&exp=1');
    for (const part of [html, text]) {
      expect(part).toContain(`${DOWNLOAD_LINK_DAYS} days`);
      expect(part).toContain('https://diyatales.in/orders/status?t=abc');
    }
  });

  it('delivery of a gift: the giver’s message as on the film’s card, escaped; without one, who gave it', () => {
    const base = {
      siteLanguage: 'en' as const,
      orderNumber: 'DT-1',
      storyTitle: 'Krishna',
      childName: 'Meera',
      downloadUrl: 'https://cdn.example.com/v.mp4?sig=a',
      statusUrl: 'https://diyatales.in/s',
    };
    const { html, text } = delivery({
      ...base,
      gift: { giverName: 'Dadi', message: 'Happy birthday <b>star</b>!' },
    });
    expect(html).toContain('Dadi’s message, on the film’s first card:');
    expect(html).toContain('Happy birthday &lt;b&gt;star&lt;/b&gt;!');
    expect(text).toContain('Happy birthday <b>star</b>!');
    expect(delivery({ ...base, gift: { giverName: 'Dadi', message: '' } }).text).toContain(
      'A gift from Dadi.',
    );
    expect(delivery(base).text).not.toContain('gift');
  });

  it('refuses a link that is not http(s)', () => {
    expect(() =>
      delivery({
        siteLanguage: 'en',
        orderNumber: 'x',
        storyTitle: 'x',
        childName: 'x',
        downloadUrl: 'javascript:alert(1)',
        statusUrl: 'https://diyatales.in/s',
      }),
    ).toThrow(/http\(s\)/);
  });

  it("test e-mail: the admin's message, escaped, line breaks kept", () => {
    const { html, text, subject } = test('Line one <b>bold?</b>\nLine two');
    expect(subject).toBe('Test email from Diya Tales');
    expect(html).toContain('Line one &lt;b&gt;bold?&lt;/b&gt;<br />Line two');
    expect(text).toContain('> Line one <b>bold?</b>\n> Line two');
    expect(text).toContain('Hello Meera');
  });

  it('test e-mail without a message still says what it is', () => {
    const { text } = test('  ');
    expect(text).toContain('New-order notices will arrive at this address.');
    expect(text).not.toContain('Message from the admin');
  });
});

function noticeData() {
  return {
    orderId: 'o1',
    orderNumber: 'sbx_1',
    storyTitle: 'Rama',
    childName: 'Asha',
    language: 'english',
    country: 'United States',
    amountMinor: 0,
    currency: 'USD',
    dueAt: new Date(),
    siteUrl: 'http://localhost:3000',
  };
}

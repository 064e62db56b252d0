import { describe, expect, it } from 'vitest';
import { orderCancelled, photoNeeded, redelivery } from './studio.ts';

// The parent's e-mails from the studio (issue 12): each says what happened, links to the parent's
// own signed page, and escapes what people typed (the admin's reason, the child's name).

const HOSTILE = `<script>alert("x")</script> & 'Ravi'`;

describe('the studio’s e-mails to the parent', () => {
  it('a better photo is needed: the reason in the admin’s words, the page’s link, its 7 days', () => {
    const mail = photoNeeded({
      siteLanguage: 'en',
      orderNumber: 'pi_3Qabc123',
      storyTitle: 'Krishna and the Butter Pot',
      childName: HOSTILE,
      reason: `Too dark.\n${HOSTILE}`,
      requestUrl: 'https://diyatales.in/photo-request/abc?sig=s1',
    });
    expect(mail.subject).toContain('We need a better photo of');
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Too dark.');
      expect(part).toContain('7 days');
    }
    expect(mail.html).toContain('href="https://diyatales.in/photo-request/abc?sig=s1"');
    expect(mail.html).not.toContain('<script>');
  });

  it('re-delivery and cancellation: the new link, the refunded amount, the status page', () => {
    const again = redelivery({
      siteLanguage: 'en',
      orderNumber: 'pi_1',
      storyTitle: 'Hanuman Leaps',
      childName: 'Aarav',
      downloadUrl: 'https://diyatales.in/storage/files?key=videos/x.mp4&sig=d',
      statusUrl: 'https://diyatales.in/order-status/o?sig=s',
    });
    expect(again.text).toContain('https://diyatales.in/storage/files?key=videos/x.mp4&sig=d');
    expect(again.subject).toBe('A corrected video for Aarav: Hanuman Leaps');
    const cancelled = orderCancelled({
      siteLanguage: 'en',
      orderNumber: 'pi_2',
      storyTitle: 'Hanuman Leaps',
      childName: 'Aarav',
      amountMinor: 129_900,
      currency: 'INR',
      statusUrl: 'https://diyatales.in/order-status/o?sig=s',
    });
    expect(cancelled.subject).toBe('Your order pi_2 is cancelled and refunded');
    expect(cancelled.text).toContain('₹1,299');
    expect(cancelled.text).toContain('https://diyatales.in/order-status/o?sig=s');
  });
});

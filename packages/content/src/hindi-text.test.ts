import { describe, expect, it } from 'vitest';
import { englishLeftIn } from './hindi-text.ts';

describe('englishLeftIn', () => {
  it('finds every English word left in a Hindi text, in reading order', () => {
    expect(englishLeftIn('कहानी चुनें: Choose a story, फिर Order Now दबाएँ')).toEqual([
      'Choose',
      'a',
      'story',
      'Order',
      'Now',
    ]);
  });

  it('finds an English link label, but not the link target', () => {
    expect(englishLeftIn('देखें [our stories page](/hi/stories)')).toEqual(['our', 'stories', 'page']);
    expect(englishLeftIn('देखें [कहानियाँ](/hi/stories)')).toEqual([]);
  });

  it('lets the brand, allowed names and abbreviations, addresses and digits stay', () => {
    const text =
      'Diya Tales पर Google से साइन इन करें, UPI या Stripe से भुगतान करें, 10 MB की JPEG भेजें, ' +
      'hello@diyatales.in पर लिखें, /hi/order खोलें, [ईमेल](mailto:hello@diyatales.in) या https://www.youtube.com/watch?v=x देखें।';
    expect(englishLeftIn(text)).toEqual([]);
  });

  it('does not let half of the brand through alone', () => {
    expect(englishLeftIn('हमारी Tales देखें')).toEqual(['Tales']);
  });
});

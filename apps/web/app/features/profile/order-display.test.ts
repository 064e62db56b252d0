import { describe, expect, it } from 'vitest';
import { languageLabel, orderPrice, STATUS_LABELS, storyTitle } from './order-display';

describe('order display', () => {
  it("names the story by the catalogue's title, and an unknown id plainly", () => {
    expect(storyTitle(1)).toBe('Little Krishna the Butter Thief');
    expect(storyTitle(99)).toBe('Story 99');
  });

  it("uses the seed's status words and readable languages", () => {
    expect(STATUS_LABELS.pending).toBe('Pending');
    expect(STATUS_LABELS.complete).toBe('Completed');
    expect(languageLabel('hindi')).toBe('Hindi');
  });

  it('prints the paid amount in its currency, whole amounts without decimals', () => {
    expect(orderPrice({ amount_minor: 129_900, currency: 'INR' })).toBe('₹1,299');
    expect(orderPrice({ amount_minor: 1_499, currency: 'USD' })).toBe('$14.99');
    expect(orderPrice({ amount_minor: 1_499, currency: 'not a currency' })).toBe('14.99 not a currency');
  });
});

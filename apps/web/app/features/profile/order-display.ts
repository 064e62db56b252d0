import { getStory } from '@shop/content/stories';
import type { Language } from '@shop/contracts/catalog';
import type { Order, OrderStatus } from '@shop/contracts/order';
import { formatMoney } from '@shop/contracts/pricing';

// How an order reads on the profile and the order-status page: the catalogue's title for its story
// id, the seed's two status words, and the paid amount in its own currency.

export const STATUS_LABELS: Record<OrderStatus, string> = { pending: 'Pending', complete: 'Completed' };

const LANGUAGE_LABELS: Record<Language, string> = { english: 'English', hindi: 'Hindi' };

/** The story's catalogue title; an id the catalogue no longer has still names something. */
export function storyTitle(itemNumber: number): string {
  return getStory(itemNumber)?.title ?? `Story ${itemNumber}`;
}

export function languageLabel(language: Language): string {
  return LANGUAGE_LABELS[language];
}

/** In the page's locale ('hi-IN' on Hindi pages: ₹1,299 with Western digits, decision 048). */
export function orderPrice(order: Pick<Order, 'amount_minor' | 'currency'>, locale?: string): string {
  try {
    return formatMoney(order.amount_minor, order.currency, locale);
  } catch {
    // A currency code Intl does not know: print the amount plainly rather than fail the whole list.
    return `${(order.amount_minor / 100).toFixed(2)} ${order.currency}`;
  }
}

import { PRICES } from '@shop/contracts/pricing';

// One Offer per market, from the one price list (SPEC §9). Structured data only: the server alone
// decides what is charged. Both currencies have two decimals, so minor units / 100 is the price.
export const STORY_OFFERS = [
  { price: PRICES.india, region: { '@type': 'Country', name: 'IN' } },
  { price: PRICES.international, region: { '@type': 'Place', name: 'Worldwide outside India' } },
].map(({ price, region }) => ({
  price: (price.amountMinor / 100).toFixed(2),
  currency: price.currency,
  region,
}));

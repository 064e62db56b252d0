import { PROMOTION_ENDPOINTS, type QuotedPrice } from '@shop/contracts/promotions';
import { callEndpoint } from '~/lib/api-client';

// The server's price of one film with an offer code, or with the automatic campaigns when no code is
// given (docs/decisions/108). The checkout prices it again; this only shows the parent what to expect.

export interface QuoteRequest {
  country: string;
  storyId: number | undefined;
  email: string | undefined;
  code: string | undefined;
}

export const quotePrice = ({ country, storyId, email, code }: QuoteRequest): Promise<QuotedPrice> =>
  callEndpoint(PROMOTION_ENDPOINTS.quote, {
    body: {
      country: country as never,
      ...(storyId ? { storyId } : {}),
      ...(email ? { email } : {}),
      ...(code ? { code } : {}),
    },
  });

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isCountryCode } from '@shop/contracts/countries';
import { normalizePromoCode, type QuotedPrice } from '@shop/contracts/promotions';
import { quotePrice } from '../api/promotions-api';

// The order form's offer code (docs/decisions/108): the price the server quotes for the country and
// story as they stand, with the code the parent applied or the automatic campaigns. A code refused
// (on Apply, or later because the country or story changed) is dropped and its reason kept to show.

export interface PromotionState {
  /** The server's price, or null before it answered (the price box then shows the shop's price). */
  quote: QuotedPrice | null;
  /** The code that applies, as the server knows it (DIWALI27), or null. */
  applied: string | null;
  /** Why the last code could not apply: the API's failure (the page shows its code's words). */
  refusal: unknown;
  checking: boolean;
  apply(code: string): Promise<void>;
  remove(): void;
}

export function usePromotion({
  country,
  storyId,
  email,
  applied,
  setApplied,
}: {
  country: string;
  storyId: string;
  email: string;
  /** The applied code, kept with the form's values (the checkout is built from them). */
  applied: string | null;
  setApplied: (code: string | null) => void;
}): PromotionState {
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<unknown>(null);
  const [checking, setChecking] = useState(false);
  const request = {
    country,
    storyId: Number(storyId) || undefined,
    email: email.trim() || undefined,
  };
  const key = (code: string | null) =>
    ['promotions', 'quote', request.country, request.storyId, code] as const;
  const quote = useQuery({
    queryKey: key(applied),
    queryFn: async () => {
      try {
        return await quotePrice({ ...request, code: applied ?? undefined });
      } catch (error) {
        // The country or story changed and the code no longer fits: say why, and price without it.
        if (applied) {
          setRefusal(error);
          setApplied(null);
        }
        throw error;
      }
    },
    enabled: isCountryCode(country),
    staleTime: 60_000,
    retry: false,
  });

  return {
    quote: quote.data ?? null,
    applied,
    refusal,
    checking,
    async apply(typed) {
      const code = normalizePromoCode(typed);
      if (!code) return;
      setChecking(true);
      setRefusal(null);
      try {
        const price = await quotePrice({ ...request, code });
        queryClient.setQueryData(key(code), price);
        setApplied(code);
      } catch (error) {
        setRefusal(error);
      } finally {
        setChecking(false);
      }
    },
    remove() {
      setApplied(null);
      setRefusal(null);
    },
  };
}

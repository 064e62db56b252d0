import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { OrderFilm, SendBackRequest } from '@shop/contracts/film-renders';
import type { OrderStage } from '@shop/contracts/order-stages';
import { apiErrorMessage, isApiError } from '~/lib/api-client';
import { approveFilm, renderFilmAgain, sendFilmBack } from '../api/film-render-api';
import { filmRenderActive, orderFilmQuery } from '../api/admin-queries';

/** What the studio can do with an order's film. */
export type FilmAction = 'render' | 'approve' | 'send-back';

export interface OrderFilmCallbacks {
  /**
   * The order changed with its film (a render finished and moved it to quality check, a render was
   * queued, the film was delivered or sent back): the page reads the order again.
   */
  onOrderChanged: () => void;
  /** An action went through: the page says so. */
  onDone: (action: FilmAction, film: OrderFilm) => void;
}

/**
 * The order's film and the studio's actions on it (issues 33 and 34). The query polls while the
 * render is queued or rendering (orderFilmQuery); each action's answer is the film as the server now
 * holds it. A refusal (409: someone else acted first, the render is not ready) stays on the panel in
 * the server's words, and the film is read again.
 */
export function useOrderFilm(
  orderId: string,
  stage: OrderStage,
  { onOrderChanged, onDone }: OrderFilmCallbacks,
) {
  const queryClient = useQueryClient();
  const options = useMemo(() => orderFilmQuery(orderId), [orderId]);
  const query = useQuery(options);
  const [pending, setPending] = useState<FilmAction | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The order moved (Start production accepts the photos and queues the render; a delivery or a
  // cancel ends it): the film is read again at once, and polled if a render is now under way.
  const seenStage = useRef(stage);
  useEffect(() => {
    if (seenStage.current === stage) return;
    seenStage.current = stage;
    // A read already under way (a poll) is left to finish rather than aborted; the polling brings the rest.
    void queryClient.invalidateQueries({ queryKey: options.queryKey }, { cancelRefetch: false });
  }, [stage, queryClient, options.queryKey]);

  // A render that ends (rendered or failed) has moved the order: its stage and timeline change too.
  const active = filmRenderActive(query.data);
  const wasActive = useRef(active);
  useEffect(() => {
    if (wasActive.current && !active) onOrderChanged();
    wasActive.current = active;
  }, [active, onOrderChanged]);

  const run = useCallback(
    async (action: FilmAction, call: () => Promise<OrderFilm>): Promise<boolean> => {
      setPending(action);
      setError(null);
      try {
        const film = await call();
        queryClient.setQueryData(options.queryKey, film);
        onOrderChanged();
        onDone(action, film);
        return true;
      } catch (failure) {
        setError(apiErrorMessage(failure));
        if (isApiError(failure) && failure.status === 409) {
          void queryClient.invalidateQueries({ queryKey: options.queryKey }, { cancelRefetch: false });
          onOrderChanged();
        }
        return false;
      } finally {
        setPending(null);
      }
    },
    [queryClient, options.queryKey, onOrderChanged, onDone],
  );

  return {
    query,
    pending,
    error,
    clearError: useCallback(() => setError(null), []),
    renderAgain: () => run('render', () => renderFilmAgain(orderId)),
    approve: () => run('approve', () => approveFilm(orderId)),
    sendBack: (request: SendBackRequest) => run('send-back', () => sendFilmBack(orderId, request)),
  };
}

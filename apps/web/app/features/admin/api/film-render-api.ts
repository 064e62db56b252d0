import { FILM_RENDER_ENDPOINTS, type OrderFilm, type SendBackRequest } from '@shop/contracts/film-renders';
import { callEndpoint } from '~/lib/api-client';

// The studio's calls on an order's film (issues 33 and 34): its render, "render again", approving the
// draft (delivery through the existing path) and sending it back with a note. Each answer is the
// order's film as the server holds it now.

/** GET /api/orders/{id}/render: the latest render with short-lived signed links to its files. */
export const fetchOrderFilm = async (orderId: string, signal?: AbortSignal): Promise<OrderFilm> =>
  (await callEndpoint(FILM_RENDER_ENDPOINTS.get, { params: { id: orderId }, signal })).data;

export const renderFilmAgain = async (orderId: string): Promise<OrderFilm> =>
  (await callEndpoint(FILM_RENDER_ENDPOINTS.renderAgain, { params: { id: orderId } })).data;

export const approveFilm = async (orderId: string): Promise<OrderFilm> =>
  (await callEndpoint(FILM_RENDER_ENDPOINTS.approve, { params: { id: orderId } })).data;

export const sendFilmBack = async (orderId: string, body: SendBackRequest): Promise<OrderFilm> =>
  (await callEndpoint(FILM_RENDER_ENDPOINTS.sendBack, { params: { id: orderId }, body })).data;

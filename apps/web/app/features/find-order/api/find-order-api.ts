import { FIND_ORDER_ENDPOINTS, type FindOrderRequest } from '@shop/contracts/find-my-order';
import { callEndpoint } from '~/lib/api-client';

/** Asks the shop to e-mail the order links of this address (the same answer, orders or not). */
export const requestOrderLinks = (body: FindOrderRequest) =>
  callEndpoint(FIND_ORDER_ENDPOINTS.request, { body });

import { ORDER_STATUS_ENDPOINTS } from '@shop/contracts/order-status';
import { adminOrdersExportFileName, ORDER_ENDPOINTS } from '@shop/contracts/orders';
import { attachmentDisposition } from '../../adapters/storage/content-disposition.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import { signedInCaller } from '../../plugins/access-control.ts';
import type { OrderStatusService } from './order-status.service.ts';
import type { OrderStudioService } from './order-studio.service.ts';
import type { OrdersService } from './orders.service.ts';

// SPEC §7 "Order service", registered from @shop/contracts/orders and order-status. Creation after
// payment is order-creation.routes.ts; completion happens with the video (docs/decisions/012), and
// ORDER_ENDPOINTS.complete confirms it, as the seed's admin screen calls it.

export const ordersRoutes: RoutesPlugin<{
  orders: OrdersService;
  orderStatus: OrderStatusService;
  studio: OrderStudioService;
}> = async (app, { orders, orderStatus, studio }) => {
  registerEndpoint(app, ORDER_ENDPOINTS.listMine, async (request) => ({
    success: true as const,
    data: await orders.listOwn(signedInCaller(request)),
  }));

  registerEndpoint(app, ORDER_ENDPOINTS.listAll, async (request) => ({
    success: true as const,
    ...(await orders.listAll(request.query)),
  }));

  // The admin's "Export CSV": the page on screen, as a file.
  registerEndpoint(app, ORDER_ENDPOINTS.exportCsv, async (request, reply) => {
    const csv = await orders.exportCsv(request.query);
    return reply
      .type('text/csv; charset=utf-8')
      .header(
        'content-disposition',
        attachmentDisposition(
          adminOrdersExportFileName(request.query.page, request.query.status, request.query.stage),
        ),
      )
      .header('cache-control', 'no-store')
      .send(csv);
  });

  // An admin gets the studio's detail (photos behind staff links, events, request, refund); an
  // owner their order as before. The answer carries photo links: never cached.
  registerEndpoint(app, ORDER_ENDPOINTS.get, async (request, reply) => {
    const caller = signedInCaller(request);
    if (caller.role === 'admin') {
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, data: await studio.detail(caller, request.params.id) };
    }
    return {
      success: true as const,
      data: { ...(await orders.getVisibleTo(caller, request.params.id)), view: 'owner' as const },
    };
  });

  registerEndpoint(app, ORDER_ENDPOINTS.complete, async (request) => ({
    success: true as const,
    data: await orders.confirmComplete(request.params.id),
  }));

  // The page behind the e-mails' signed link: public, the signature is the key.
  registerEndpoint(
    app,
    ORDER_STATUS_ENDPOINTS.view,
    async (request) => ({
      success: true as const,
      data: await orderStatus.view(request.params.id, request.query.sig),
    }),
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
  );
};

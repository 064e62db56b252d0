import type { FastifyReply } from 'fastify';
import { FIND_ORDER_ENDPOINTS, FIND_ORDER_MESSAGES } from '@shop/contracts/find-my-order';
import { ORDER_STATUS_ENDPOINTS } from '@shop/contracts/order-status';
import { WHATSAPP_ENDPOINTS } from '@shop/contracts/whatsapp';
import { adminOrdersExportFileName, ORDER_ENDPOINTS } from '@shop/contracts/orders';
import { attachmentDisposition } from '../../adapters/storage/content-disposition.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import { signedInCaller } from '../../plugins/access-control.ts';
import type { FindMyOrderService } from './find-my-order.service.ts';
import type { OrderStatusService } from './order-status.service.ts';
import type { OrdersService, ReceiptFile } from './orders.service.ts';
import type { AdminOrderDetails } from './ports.ts';

// The order endpoints (@shop/contracts/orders and order-status). Creation after payment is the
// payments module's (order-creation.routes.ts there); completion happens with the video
// (docs/decisions/012), and ORDER_ENDPOINTS.complete confirms it, as the seed's admin screen calls it.

export const ordersRoutes: RoutesPlugin<{
  orders: OrdersService;
  orderStatus: OrderStatusService;
  findMyOrder: FindMyOrderService;
  /** The admin's view of GET /api/orders/{id}: the studio module's detail (this module's port). */
  adminDetails: AdminOrderDetails;
}> = async (app, { orders, orderStatus, findMyOrder, adminDetails }) => {
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
      return { success: true as const, data: await adminDetails.detail(caller, request.params.id) };
    }
    return {
      success: true as const,
      data: { ...(await orders.getVisibleTo(caller, request.params.id)), view: 'owner' as const },
    };
  });

  // The receipt: the owner's from /profile, any for an admin; someone else's is 404.
  registerEndpoint(app, ORDER_ENDPOINTS.receipt, async (request, reply) =>
    sendReceipt(reply, await orders.receiptVisibleTo(signedInCaller(request), request.params.id)),
  );

  // A refunded order's credit note, beside its receipt.
  registerEndpoint(app, ORDER_ENDPOINTS.creditNote, async (request, reply) =>
    sendReceipt(reply, await orders.creditNoteVisibleTo(signedInCaller(request), request.params.id)),
  );

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

  registerEndpoint(
    app,
    ORDER_STATUS_ENDPOINTS.receipt,
    async (request, reply) =>
      sendReceipt(reply, await orderStatus.receipt(request.params.id, request.query.sig)),
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
  );

  registerEndpoint(
    app,
    ORDER_STATUS_ENDPOINTS.creditNote,
    async (request, reply) =>
      sendReceipt(reply, await orderStatus.creditNote(request.params.id, request.query.sig)),
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
  );

  // "Stop WhatsApp updates" on the status page: the page's signed link is the key, no account.
  registerEndpoint(
    app,
    WHATSAPP_ENDPOINTS.stop,
    async (request) => ({
      success: true as const,
      data: {
        stopped_at: (await orderStatus.stopWhatsApp(request.params.id, request.query.sig)).toISOString(),
      },
    }),
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
  );

  // Find my order: the same 202 whether or not the address has orders (no account enumeration).
  // Rate-limited per client; the service sends at most one e-mail per address per window.
  registerEndpoint(
    app,
    FIND_ORDER_ENDPOINTS.request,
    async (request, reply) => {
      await findMyOrder.sendOrderLinks(request.body.email);
      return reply.status(202).send({ success: true as const, message: FIND_ORDER_MESSAGES.sent });
    },
    { config: { rateLimit: { max: 5, timeWindow: '15 minutes' } } },
  );
};

function sendReceipt(reply: FastifyReply, receipt: ReceiptFile) {
  return reply
    .type('application/pdf')
    .header('content-disposition', attachmentDisposition(receipt.fileName))
    .header('cache-control', 'private, no-store')
    .send(receipt.pdf);
}

import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ObjectStorage } from './adapters/storage/object-storage.ts';
import { REPO_ROOT, type Config } from './config.ts';
import type { Db } from './db/client.ts';
import { createFamilyLinksService } from './modules/family-links/family-links.service.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { createHmac } from 'node:crypto';
import { createChildDataService } from './modules/child-data/child-data.service.ts';
import { createFunnelService } from './modules/funnel/index.ts';
import { createGiftsService } from './modules/gifts/index.ts';
import { createKeepsakesService, createStoryArt } from './modules/keepsakes/index.ts';
import { createMailService } from './modules/mail/index.ts';
import { createNarrationService } from './modules/narration/index.ts';
import { createFindMyOrderService } from './modules/orders/find-my-order.service.ts';
import { createInvoicesService } from './modules/orders/invoices/invoices.service.ts';
import { createOrderStatusLinks } from './modules/orders/order-status-links.ts';
import { createOrderStatusService } from './modules/orders/order-status.service.ts';
import { createOrdersService, loadOrderLinkSecret } from './modules/orders/orders.service.ts';
import { createParentUpdates } from './modules/orders/parent-updates.service.ts';
import { createPaymentsModule } from './modules/payments/payments.service.ts';
import { createStaffPhotoLinks } from './modules/studio/staff-photo-links.ts';
import { createStudioFacts } from './modules/studio/studio-facts.service.ts';
import { createPreviewsService } from './modules/previews/previews.service.ts';
import { createPromotionsService } from './modules/promotions/index.ts';
import { createReviewsService } from './modules/reviews/index.ts';
import type { PreviewOutcome } from './modules/previews/index.ts';
import type { ReminderOutcome } from './modules/payments/checkout-reminders.service.ts';
import { RENDER_PRIORITY, type RenderQueue } from './modules/studio/render-queue.repository.ts';
import { createRendersService } from './modules/studio/renders.service.ts';
import { createRenderQueueStatusService } from './modules/studio/render-queue-status.service.ts';
import { createOrderStudioService } from './modules/studio/studio.service.ts';
import { createUploadsService, uploadSpoolDir } from './modules/uploads/uploads.service.ts';
import { createVoiceClipsService } from './modules/uploads/voice-clips.service.ts';
import { createVideosService, PLAY_LINK_SECONDS } from './modules/videos/videos.service.ts';

// The business modules built once, bottom up (docs/decisions/090): mail; orders, the record every
// other module builds on; uploads, videos, payments, child data; the studio on top. A module reaches
// another only through its door; what orders needs of the modules above it, it asks through its
// ports (modules/orders/ports.ts), handed in here. app.ts registers their routes and jobs; tests
// that need a service as the app has it build them here too.

export interface ModuleDependencies {
  config: Config;
  db: Db;
  storage: ObjectStorage;
  log: FastifyBaseLogger;
  /** The server's own listening address (the payment sandbox posts its webhooks there). */
  serverAddress: () => AddressInfo | string | null;
  /** The film renders' job queue (pg-boss on this database; started when first needed). */
  renderQueue: RenderQueue;
  /** Counts what each preview request came to (GET /metrics). */
  observePreview?: (outcome: PreviewOutcome) => void;
  /** "Now" for chosen delivery days (docs/decisions/114): the system's, or a test run's own. */
  clock?: Clock;
  /** Counts each checkout reminder (GET /metrics). */
  observeReminder?: (outcome: ReminderOutcome, number: 1 | 2) => void;
}

export type Modules = Awaited<ReturnType<typeof composeModules>>;

export async function composeModules({
  config,
  db,
  storage,
  log,
  serverAddress,
  renderQueue,
  observePreview,
  clock = systemClock,
  observeReminder,
}: ModuleDependencies) {
  const mail = createMailService();
  // The shop's own funnel (docs/decisions/111): at the bottom, counted by orders and payments.
  // Codes and campaigns (docs/decisions/108): the server's price of a checkout.
  const orderLinkSecret = await loadOrderLinkSecret(config);
  const promotions = createPromotionsService({
    db,
    dailyCapacity: config.studio.dailyCapacity,
    // The sibling offer's codes have their own key, derived from the order-link secret (docs/decisions/120).
    siblingKey: createHmac('sha256', orderLinkSecret).update('sibling offer').digest(),
  });
  const funnel = createFunnelService({
    db,
    log,
    campaignResults: async () =>
      (await promotions.list()).map((campaign) => ({
        name: campaign.name,
        orders: campaign.orders,
        revenue_minor: Object.fromEntries(campaign.revenue.map((money) => [money.currency, money.paidMinor])),
      })),
  });
  const statusLinks = createOrderStatusLinks({ secret: orderLinkSecret, siteUrl: config.siteUrl });
  const invoices = createInvoicesService({ config: config.invoices });
  const parentUpdates = createParentUpdates({ mail });
  const studioFacts = createStudioFacts(db);
  const orders = createOrdersService({
    db,
    siteUrl: config.siteUrl,
    statusLinks,
    invoices,
    mail,
    parentUpdates,
    // The paid checkout's photos and clip, claimed by the uploads module (built just below; only
    // called once a payment is reported, long after start).
    mediaClaims: {
      claimPhotos: (tx, photoIds, orderId) => uploads.claimPhotos(tx, photoIds, orderId),
      claimVoiceClip: (tx, clipId, orderId) => voiceClips.claim(tx, clipId, orderId),
    },
    gifts: { open: (tx, order, gift) => gifts.open(tx, order, gift) },
    studioFacts,
    funnel,
    dailyCapacity: config.studio.dailyCapacity,
    log,
  });
  const uploads = createUploadsService({
    db,
    orders,
    storage,
    spoolDir: uploadSpoolDir(config.dataDir),
    logger: log,
  });
  const voiceClips = createVoiceClipsService({ db, storage, logger: log });
  // A personal preview before paying (issue 35): rendered by the film workers, ahead of films.
  const previews = createPreviewsService({
    db,
    storage,
    uploads,
    voiceClips,
    queue: {
      ready: () => renderQueue.ready(),
      send: (tx, previewId) => renderQueue.send(tx, { previewId }, { priority: RENDER_PRIORITY.preview }),
    },
    retention: config.photoRetention,
    filmProfile: config.renders.profile === 'test' ? 'test' : 'master',
    perNetwork: config.renders.previewsPerNetwork,
    ...(observePreview ? { observe: observePreview } : {}),
    log,
  });
  // Creating a video completes its order and e-mails the family their links (docs/decisions/012).
  const videos = createVideosService({
    db,
    files: uploads,
    orders,
    mail,
    // The gifts module is made below; its door is only called once an order is delivered.
    gifts: { filmCard: (orderId, tx) => gifts.filmCard(orderId, tx) },
    clock,
    log,
  });
  // Payments and order creation.
  const payments = await createPaymentsModule({
    config,
    db,
    log,
    orders,
    uploads,
    voiceClips,
    previews,
    promotions,
    serverAddress,
    clock,
    mail,
    funnel,
    // The reminders' links have their own key, derived from the order-link secret (docs/decisions/112).
    reminderLinkSecret: createHmac('sha256', orderLinkSecret).update('checkout reminders').digest(),
    ...(observeReminder ? { observeReminder } : {}),
  });
  // A child's data kept only as long as needed, and deleted when the parent asks (issue 13).
  const childData = createChildDataService({
    db,
    files: uploads,
    statusLinks,
    invoices,
    mail,
    orders,
    // The studio (built just below) has an open order whose photos the parent deleted wait for new ones.
    photosDeletedFromOpenOrder: (tx, orderId) => studio.askForNewPhotos(tx, orderId),
    // The film drafts, stills and spoken names rendered from them (the studio's renders, below), and
    // the preview the parent approved, kept as long as the photos (docs/decisions/103).
    renderedFiles: {
      keysOf: async (tx, orderId) => [
        ...(await renders.fileKeysOf(tx, [orderId])),
        ...(await previews.heldFilesOf(tx, orderId)),
      ],
      forget: async (tx, orderId) => {
        await renders.forgetFiles(tx, [orderId]);
        await previews.forgetHeld(tx, orderId);
      },
    },
    // The parent's review of the film goes with it (the reviews module, built below), and is in the
    // parent's data file while it is kept.
    reviews: {
      eraseIn: (tx, orderIds) => reviews.eraseIn(tx, orderIds),
      ofOrder: (orderId) => reviews.ofOrder(orderId),
    },
    retention: config.photoRetention,
    log,
  });
  // The film each order gets (issues 33, 34): queued renders, the studio's review, delivery.
  const renders = createRendersService({
    db,
    queue: renderQueue,
    orders,
    files: uploads,
    videos,
    maxAttempts: config.renders.maxAttempts,
    profile: config.renders.profile,
    log,
  });
  // The render queue on the studio's dashboard, and the stories it trusts (issue 34).
  const renderQueueStatus = createRenderQueueStatusService({
    db,
    orders,
    previewWork: () => previews.workFacts(),
  });
  // The studio's side of orders (issue 12): detail, stages, photo requests, refunds, staff photo links.
  const studio = createOrderStudioService({
    db,
    orders,
    mail,
    videos,
    links: statusLinks,
    staffLinks: createStaffPhotoLinks(orderLinkSecret),
    files: uploads,
    voiceClips,
    payments,
    childData,
    renders,
    previews,
    log,
  });
  const orderStatus = createOrderStatusService({
    db,
    statusLinks,
    films: videos,
    receipts: orders,
    parentUpdates,
    studioFacts,
    siblingOffer: (order) => promotions.siblingOfferFor(order),
  });
  // Keepsakes (docs/decisions/117): the certificate of a delivered, released film, drawn on request.
  const storyArt = createStoryArt([
    path.join(config.webBuildDir, 'media'),
    // Where the build copies the media from: a server run without a web build still finds the art.
    path.join(REPO_ROOT, 'apps', 'web', 'public', 'media'),
  ]);
  const keepsakes = createKeepsakesService({
    orderLinkSecret,
    log,
    orders: {
      verifyOwner: (orderId, signature) => statusLinks.verify(orderId, signature),
      async certificateOf(orderId) {
        const order = await orders.record(orderId);
        if (!order || order.stage !== 'delivered' || order.videoDeletedAt) return null;
        if (await videos.heldForRelease(orderId)) return null;
        const video = await videos.videoOfOrder(orderId);
        if (!video) return null;
        return {
          childName: order.characterName,
          story: order.itemNumber,
          siteLanguage: order.siteLanguage,
          deliveredAt: new Date(video.created_date),
          portraitAllowed: order.certificatePortrait,
        };
      },
      // Cut from the photos while they are kept (docs/decisions/047); never stored for this.
      portraitOf: async (orderId) => (await uploads.portraitInputs(orderId))?.portrait ?? null,
      storyArt,
      setCertificatePortrait: (orderId, allowed) => orders.setCertificatePortrait(orderId, allowed),
    },
  });
  // Family links (docs/decisions/100): a preview's or a delivered film's private links for family.
  const familyLinks = createFamilyLinksService({
    db,
    previews,
    siteUrl: config.siteUrl,
    log,
    films: {
      verifyOwner: (orderId, signature) => statusLinks.verify(orderId, signature),
      async filmOf(orderId) {
        const order = await orders.findPaid(orderId);
        // A film held for the family's chosen day is not watched before it (docs/decisions/114).
        if (!order || (await videos.heldForRelease(orderId))) return null;
        const video = await videos.videoOfOrder(orderId);
        if (!video?.video_url || !video.download_url) return null;
        const companions = await renders.deliveredCompanions(orderId, video.uri, PLAY_LINK_SECONDS);
        return {
          orderNumber: order.order_number,
          childName: order.character_name,
          story: order.item_number,
          language: order.language,
          siteLanguage: order.site_language,
          video_url: video.video_url,
          poster_url: video.thumbnail_url,
          download_url: video.download_url,
          ...companions,
          // A fresh short-lived link on every visit (docs/decisions/117); the tick is the parent's.
          certificate_url: keepsakes.certificateUrl(orderId),
          certificate_portrait: (await orders.record(orderId))?.certificatePortrait ?? false,
        };
      },
    },
  });
  // Parents' reviews of their delivered films (docs/decisions/118): asked once on the watch page
  // and once by e-mail, published by the admin only with the parent's tick.
  const reviews = createReviewsService({
    db,
    mail,
    funnel,
    log,
    now: () => clock.now(),
    orders: {
      verifyOwner: (orderId, signature) => statusLinks.verify(orderId, signature),
      async watchable(orderId) {
        const order = await orders.record(orderId);
        if (!order || order.stage !== 'delivered' || order.erasedAt || order.videoDeletedAt) return null;
        if (await videos.heldForRelease(orderId)) return null;
        if (!(await videos.videoOfOrder(orderId))) return null;
        return { siteLanguage: order.siteLanguage, country: order.country, story: order.itemNumber };
      },
      // The watch page, opening on the review card (the e-mail's button).
      reviewUrl: (orderId, language) => `${statusLinks.watchUrl(orderId, language)}&review=1`,
    },
  });
  const gifts = createGiftsService({
    db,
    siteUrl: config.siteUrl,
    secret: createHmac('sha256', orderLinkSecret).update('gifts').digest(),
    mail,
    orders,
    uploads,
    voiceClips,
    refunds: () => studio,
    photoRetention: config.photoRetention,
    clock,
    log,
  });
  const findMyOrder = createFindMyOrderService({ db, statusLinks, mail, log });
  // The studio's recordings of each story's narration (docs/decisions/098), played by the renders.
  const narration = createNarrationService({ db, storage, log });
  return {
    mail,
    funnel,
    statusLinks,
    invoices,
    orders,
    orderStatus,
    findMyOrder,
    uploads,
    voiceClips,
    videos,
    payments,
    childData,
    studio,
    renders,
    previews,
    narration,
    promotions,
    renderQueueStatus,
    familyLinks,
    gifts,
    keepsakes,
    reviews,
  };
}

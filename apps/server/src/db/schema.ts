import { LANGUAGES, STORY_COUNT } from '@shop/contracts/catalog';
import { EVENT_KINDS } from '@shop/contracts/order-detail';
import { PAYMENT_PROVIDERS } from '@shop/contracts/checkout';
import { CHILD_DATA_DELETION_REASONS } from '@shop/contracts/child-data-state';
import { SITE_LANGUAGES, type SiteLanguage } from '@shop/contracts/site-language';
import type { WhatsAppUpdateKind } from '@shop/contracts/whatsapp-updates';
import { ORDER_STATUSES } from '@shop/contracts/order';
import { ACCESSED_MEDIA, MEDIA_ACCESS_KINDS } from '@shop/contracts/order-detail';
import { ORDER_STAGES } from '@shop/contracts/order-stages';
import { FAMILY_LINK_KINDS } from '@shop/contracts/family-links';
import { FILM_RENDER_STATES } from '@shop/contracts/film-renders';
import { PREVIEW_STATES } from '@shop/contracts/previews';
import { CURRENCIES } from '@shop/contracts/pricing';
import { FUNNEL_STEPS } from '@shop/contracts/funnel';
import { FESTIVALS, PROMOTION_KINDS } from '@shop/contracts/promotions';
import type { ConsentRecord } from '@shop/contracts/privacy';
import { GIFT_OCCASIONS, GIFT_STATES, type GiftDetails } from '@shop/contracts/gifts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// The whole database schema. Change it here, then `npm run db:generate -w @shop/server` writes
// the SQL migration into apps/server/drizzle/ (commit it); the server applies it at start.

export const USER_ROLES = ['user', 'admin'] as const;

export const CHILD_DATA_KINDS = ['photos', 'video'] as const;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Stored lower-cased by the auth service, so the unique constraint is case-insensitive in effect.
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    role: text('role', { enum: USER_ROLES }).notNull().default('user'),
    authProvider: text('auth_provider').notNull(),
    // Google's stable id for the account (`sub`); null for a user not yet signed in with Google.
    googleSubject: text('google_subject').unique(),
    avatarUrl: text('avatar_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
  },
  (t) => [check('users_role_check', sql`${t.role} in ('user', 'admin')`)],
);

// ── mail module (modules/mail) ─────────────────────────────────────────────────────────────────

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
/** How an outbox row goes out (docs/decisions/049): an e-mail, or a WhatsApp template message. */
export const OUTBOX_CHANNELS = ['email', 'whatsapp'] as const;

/**
 * A WhatsApp row's template message: which update, in which site language, and the body's
 * parameters in order. The approved template name and language code are read from the
 * configuration when it is sent (docs/decisions/049), so renaming a template needs no data change.
 */
export interface OutboxMessagePayload {
  update: WhatsAppUpdateKind;
  siteLanguage: SiteLanguage;
  parameters: string[];
}

/**
 * Transactional outbox (docs/architecture.md#outbox): every e-mail is written here in the same transaction as the
 * change that causes it, and sent later by the outbox worker with retries. Rows are kept after
 * sending as a record of what went out.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Which template made it (new-order-notice, order-confirmation, delivery, test). */
    kind: text('kind').notNull(),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull().default('email'),
    /** The e-mail address, or the WhatsApp number in E.164. */
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Set when an e-mail must never be queued twice (an order's notice); NULLs never conflict. */
    dedupeKey: text('dedupe_key').unique(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    /** Sends tried so far; counted when a worker claims the row. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker's lease: while in the future, no other worker takes the row. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Why the last attempt failed; for a failed row, why it will not be sent (shown to admins). */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When the row became failed: given up after its attempts, or refused when it was queued. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /**
     * Files to attach, rendered when the message is sent (not in the transaction that queued it):
     * e.g. [{ type: 'invoice', orderId }] for the receipt PDF of the order confirmation.
     */
    attachments: jsonb('attachments')
      .$type<{ type: 'invoice'; orderId: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** A WhatsApp row's template message; null for e-mail (its content is subject, html, text). */
    payload: jsonb('payload').$type<OutboxMessagePayload>(),
    /** The order a parent's message is about, so its admin detail lists what went out and what was refused. */
    orderId: uuid('order_id'),
  },
  (t) => [
    check('outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
    check('outbox_channel_check', sql`${t.channel} in ('email', 'whatsapp')`),
    index('outbox_order_id_idx')
      .on(t.orderId, t.createdAt)
      .where(sql`${t.orderId} is not null`),
    // The worker's claim: pending rows that are due, oldest first. Sent rows stay out of the index.
    index('outbox_pending_due_idx')
      .on(t.nextAttemptAt, t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    // The admin's list of e-mails that will not go out, newest first.
    index('outbox_failed_idx')
      .on(t.failedAt)
      .where(sql`${t.status} = 'failed'`),
  ],
);

/** Staff addresses told about new orders (docs/product-guide.md#new-order-notices), managed on the admin page. */
export const emailRecipients = pgTable(
  'email_recipients',
  {
    /** Lower-cased by the mail service, so the key is case-insensitive in effect. */
    email: text('email').primaryKey(),
    name: text('name').notNull(),
    orderCreated: boolean('order_created').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('email_recipients_email_lowercase_check', sql`${t.email} = lower(${t.email})`)],
);

// ── sign-in (modules/auth) ─────────────────────────────────────────────────────────────────────

/** Tokens ended by logout before their expiry; a row is useless once expires_at passes (pruned then). */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_at_idx').on(t.expiresAt)],
);

// ── orders and videos (modules/orders, modules/videos; creation comes with order-and-pay) ──────────

export const orders = pgTable(
  'orders',
  {
    // unique_id in the API.
    id: uuid('id').primaryKey().defaultRandom(),
    // null: a guest's order.
    userId: uuid('user_id').references(() => users.id),
    // The story id (1-27).
    itemNumber: integer('item_number').notNull(),
    // The kid's name.
    characterName: text('character_name').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    // The production stage (docs/decisions/031); status is 'complete' exactly when this is 'delivered'.
    stage: text('stage', { enum: ORDER_STAGES }).notNull().default('received'),
    language: text('language', { enum: LANGUAGES }).notNull(),
    email: text('email').notNull(),
    country: text('country').notNull(),
    // Minor units (paise, cents), as charged.
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    // Stripe PaymentIntent id, Razorpay order id or sandbox id: one order per payment, however often it is reported.
    paymentReference: text('payment_reference').notNull().unique(),
    // The number the parent quotes (DT-7K3F9Q): shown everywhere; the payment reference stays internal.
    orderNumber: text('order_number').notNull().unique(),
    // How the parent says the child's name (phonetic spelling, ≤ 60 characters); null when not given.
    pronunciation: text('pronunciation'),
    // The preview the parent watched before paying (docs/decisions/099): the film renders from the same
    // inputs, which the order carries itself. No foreign key: the preview goes with the order's photos
    // (docs/decisions/103), the order stays.
    previewId: uuid('preview_id'),
    // How many previews the parent's upload session asked for before the checkout (docs/decisions/103),
    // copied from it; null on orders from before it was counted.
    previewsAsked: integer('previews_asked'),
    // The site language the order was placed in (issue 16): the parent's e-mails and messages use it.
    siteLanguage: text('site_language', { enum: SITE_LANGUAGES }).notNull().default('en'),
    // WhatsApp updates (docs/decisions/049): the number (E.164) only when the parent opted in, with
    // when and the words they agreed to; opted out: no message is queued or sent from then on.
    whatsappPhone: text('whatsapp_phone'),
    whatsappOptInAt: timestamp('whatsapp_opt_in_at', { withTimezone: true }),
    whatsappOptInText: text('whatsapp_opt_in_text'),
    whatsappOptOutAt: timestamp('whatsapp_opt_out_at', { withTimezone: true }),
    // Private storage keys of the kid's photos.
    photoKeys: text('photo_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    // The parent's consent, copied from the checkout when the order is made (docs/decisions/046);
    // null on orders placed before consent was asked.
    consent: jsonb('consent').$type<ConsentRecord>(),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    updatedDate: timestamp('updated_date', { withTimezone: true }).notNull().defaultNow(),
    // The child's photos are gone from storage and database (docs/decisions/047): when and why.
    photosDeletedAt: timestamp('photos_deleted_at', { withTimezone: true }),
    photosDeletedReason: text('photos_deleted_reason', { enum: CHILD_DATA_DELETION_REASONS }),
    // The delivered video (and its thumbnail) deleted at the parent's request or with the account.
    videoDeletedAt: timestamp('video_deleted_at', { withTimezone: true }),
    // The account's personal data was erased: names and e-mail on this row are placeholders.
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    // Delivery on a chosen day (docs/decisions/114): the instant the film is released to the family,
    // the IANA time zone they chose it in, and when the release went out (the delivery e-mail and
    // WhatsApp queued, the film shown). Null deliver_at: released the moment it is delivered.
    deliverAt: timestamp('deliver_at', { withTimezone: true }),
    deliverTimeZone: text('deliver_time_zone'),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    // The parent's tick on their watch page (docs/decisions/117): the child's portrait may go on the
    // certificate. Off unless they tick it; the portrait itself is never stored for it.
    certificatePortrait: boolean('certificate_portrait').notNull().default(false),
  },
  (t) => [
    check(
      'orders_photos_deleted_check',
      sql`(${t.photosDeletedAt} is null) = (${t.photosDeletedReason} is null)`,
    ),
    check('orders_item_number_check', sql`${t.itemNumber} between 1 and ${sql.raw(String(STORY_COUNT))}`),
    check('orders_status_check', sql`${t.status} in ('pending', 'complete')`),
    check('orders_language_check', sql`${t.language} in ('english', 'hindi')`),
    check('orders_site_language_check', sql`${t.siteLanguage} in ('en', 'hi')`),
    check('orders_amount_minor_check', sql`${t.amountMinor} >= 0`),
    check(
      'orders_stage_check',
      sql`${t.stage} in ('received', 'photo_needed', 'in_production', 'quality_check', 'delivered', 'cancelled', 'awaiting_parent')`,
    ),
    // orders_status_stage_check (migration 0011, after the backfill): status is 'complete' exactly
    // when stage is 'delivered', so the seed's status keeps its meaning.
    // A family's orders (profile), and the admin list by status, both newest first.
    index('orders_user_id_created_date_idx').on(t.userId, t.createdDate),
    index('orders_status_created_date_idx').on(t.status, t.createdDate),
    index('orders_created_date_idx').on(t.createdDate),
    // The studio's work list: by stage, oldest due first.
    index('orders_stage_due_at_idx').on(t.stage, t.dueAt),
    check('orders_deliver_time_zone_check', sql`(${t.deliverAt} is null) = (${t.deliverTimeZone} is null)`),
    // The release job's scan: delivered films whose day has come and that are not released yet.
    index('orders_unreleased_deliver_at_idx')
      .on(t.deliverAt)
      .where(sql`${t.deliverAt} is not null and ${t.releasedAt} is null`),
  ],
);

/** One list, the contract's: the timeline the API answers with is what the table holds. */
export const ORDER_EVENT_KINDS = EVENT_KINDS;
export const EVENT_ACTOR_ROLES = ['admin', 'parent', 'system'] as const;

/**
 * Every change of an order's stage (and each re-delivery), as it happened: who, when, from, to, why.
 * Written in the transaction that makes the change; never updated.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind', { enum: ORDER_EVENT_KINDS }).notNull(),
    // null for the order's first event.
    fromStage: text('from_stage', { enum: ORDER_STAGES }),
    toStage: text('to_stage', { enum: ORDER_STAGES }).notNull(),
    note: text('note'),
    actorRole: text('actor_role', { enum: EVENT_ACTOR_ROLES }).notNull(),
    // The admin who made it (no foreign key: a record, kept if the account goes).
    actorUserId: uuid('actor_user_id'),
    // The admin's name as it was then.
    actorName: text('actor_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_id_created_at_idx').on(t.orderId, t.createdAt)],
);

/**
 * A better-photo request (issue 12): the photos to replace and why. Its link (signed with the id)
 * works until expires_at, for one replacement (fulfilled_at), unless a newer request withdrew it.
 */
export const photoRequests = pgTable(
  'photo_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    // photo_uploads ids of the photos to replace.
    photoIds: uuid('photo_ids').array().notNull(),
    reason: text('reason').notNull(),
    template: text('template'),
    requestedBy: uuid('requested_by'),
    requestedByName: text('requested_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // The parent's first opening of the link.
    openedAt: timestamp('opened_at', { withTimezone: true }),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    index('photo_requests_order_id_created_at_idx').on(t.orderId, t.createdAt),
    // At most one open request per order.
    uniqueIndex('photo_requests_open_order_idx')
      .on(t.orderId)
      .where(sql`${t.fulfilledAt} is null and ${t.withdrawnAt} is null`),
  ],
);

/**
 * Every staff view, play or download of a child's photo or voice clip: who, when, which file
 * (issue 12; photo_access_log until the voice clips came, docs/decisions/045).
 */
export const childMediaAccessLog = pgTable(
  'child_media_access_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull(),
    media: text('media', { enum: ACCESSED_MEDIA }).notNull().default('photo'),
    // photo_uploads, voice_clips or film_renders id (no foreign key: the record outlives a replaced file).
    mediaId: uuid('media_id').notNull(),
    adminUserId: uuid('admin_user_id').notNull(),
    kind: text('kind', { enum: MEDIA_ACCESS_KINDS }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('child_media_access_log_kind_check', sql`${t.kind} in ('view', 'download', 'zip', 'play')`),
    check('child_media_access_log_media_check', sql`${t.media} in ('photo', 'voice_clip', 'film')`),
    index('child_media_access_log_order_id_at_idx').on(t.orderId, t.at),
  ],
);

/**
 * Every deletion of a child's media (docs/decisions/047): which order, what (photos; the video with
 * its thumbnail), why, when, by whom, and the ids of what went (photo_uploads or videos ids, so a
 * staff link to a deleted photo can say so). Written in the transaction that deletes the rows;
 * never updated. Names nobody: the actor is an id and a role.
 */
export const childDataDeletions = pgTable(
  'child_data_deletions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    what: text('what', { enum: CHILD_DATA_KINDS }).notNull(),
    reason: text('reason', { enum: CHILD_DATA_DELETION_REASONS }).notNull(),
    itemIds: uuid('item_ids').array().notNull(),
    // Stored files deleted (photos; video and thumbnail).
    files: integer('files').notNull(),
    actorRole: text('actor_role', { enum: EVENT_ACTOR_ROLES }).notNull(),
    // The signed-in parent or admin; null for the retention job and the signed order link.
    actorUserId: uuid('actor_user_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('child_data_deletions_what_check', sql`${t.what} in ('photos', 'video')`),
    check(
      'child_data_deletions_reason_check',
      sql`${t.reason} in ('retention_delivered', 'retention_undelivered', 'cancelled', 'parent_request', 'account_erased')`,
    ),
    index('child_data_deletions_order_id_idx').on(t.orderId),
    index('child_data_deletions_item_ids_idx').using('gin', t.itemIds),
  ],
);

export const REFUND_STATES = ['pending', 'succeeded', 'failed'] as const;

/**
 * The refund of a cancelled order (docs/decisions/033): one per order. idempotency_key is sent to
 * the provider with every attempt, so a retry after a lost answer never refunds twice.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    provider: text('provider').notNull(),
    paymentReference: text('payment_reference').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    state: text('state', { enum: REFUND_STATES }).notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    reason: text('reason').notNull(),
    requestedBy: uuid('requested_by'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /**
     * When the cancel now asking the provider began. While a refund is pending (asked) or succeeded,
     * the order cannot be delivered (docs/decisions/068); a pending one older than the claim window
     * belongs to a cancel that died, and the next cancel takes it over.
     */
    attemptStartedAt: timestamp('attempt_started_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    check('refunds_state_check', sql`${t.state} in ('pending', 'succeeded', 'failed')`),
    check('refunds_amount_minor_check', sql`${t.amountMinor} >= 0`),
  ],
);

export const videos = pgTable(
  'videos',
  {
    // unique_id (and id) in the API.
    id: uuid('id').primaryKey().defaultRandom(),
    // One finished video per order.
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    // The order's owner, copied so My Videos needs no join; null for a guest's order.
    userId: uuid('user_id').references(() => users.id),
    // Storage key of the video.
    uri: text('uri').notNull(),
    // Storage key of the thumbnail.
    thumbnail: text('thumbnail'),
    title: text('title').notNull(),
    description: text('description'),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    updatedDate: timestamp('updated_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('videos_user_id_created_date_idx').on(t.userId, t.createdDate)],
);

// ── invoices (modules/orders/invoices) ─────────────────────────────────────────────────────────

export const INVOICE_KINDS = ['tax-invoice', 'receipt'] as const;

/**
 * The gapless invoice series, one row per financial year ('2026-27'). A number is taken by
 * incrementing the row inside the transaction that creates the order: the row lock makes other
 * processes wait, and a rollback gives the number back. A trigger (migration 0007) lets last_number
 * only go up by one, and refuses deletes.
 */
export const invoiceSeries = pgTable(
  'invoice_series',
  {
    financialYear: text('financial_year').primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    check('invoice_series_financial_year_check', sql`${t.financialYear} ~ '^[0-9]{4}-[0-9]{2}$'`),
    check('invoice_series_last_number_check', sql`${t.lastNumber} > 0`),
  ],
);

/**
 * One invoice (or receipt) per paid order, as issued: seller, buyer and amounts are copied, never
 * looked up again, so a later change of configuration or order leaves it as the buyer received it.
 * Immutable: a trigger (migration 0007) refuses UPDATE, DELETE and TRUNCATE, except the one erasure
 * of the buyer's personal data (name, e-mail, child's name → null, buyer_erased_at set).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    /** As printed, e.g. DT/26-27/000123. */
    number: text('number').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    /** The number's place in its financial year's series (1, 2, 3 …). */
    serial: integer('serial').notNull(),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** The number the parent quotes for the order. */
    orderNumber: text('order_number').notNull(),
    sellerName: text('seller_name').notNull(),
    sellerAddress: text('seller_address').array().notNull(),
    sellerState: text('seller_state').notNull(),
    sellerGstin: text('seller_gstin'),
    // null once erased; the name also when the buyer never gave one (a guest).
    buyerName: text('buyer_name'),
    buyerEmail: text('buyer_email'),
    buyerCountry: text('buyer_country').notNull(),
    buyerState: text('buyer_state'),
    /** India only: the state whose tax applies (the buyer's, else the seller's). */
    placeOfSupply: text('place_of_supply'),
    childName: text('child_name'),
    buyerErasedAt: timestamp('buyer_erased_at', { withTimezone: true }),
    itemDescription: text('item_description').notNull(),
    /** The site language the order was placed in: the invoice's headings and words are printed in it. */
    language: text('language', { enum: SITE_LANGUAGES }).notNull().default('en'),
    /** SAC (services) or HSN code of the item. */
    sac: text('sac').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    taxableMinor: integer('taxable_minor').notNull(),
    /** Tax contained in the total, line by line: CGST + SGST/UTGST, IGST, or HST. */
    taxLines: jsonb('tax_lines')
      .$type<{ tax: string; ratePercent: number; amountMinor: number }[]>()
      .notNull(),
    totalMinor: integer('total_minor').notNull(),
    /** What a promotion took off the shop's price (docs/decisions/108): list price = total + discount. */
    discountMinor: integer('discount_minor').notNull().default(0),
    /** The code applied, or the campaign's name for an automatic one; null without a promotion. */
    promotionLabel: text('promotion_label'),
  },
  (t) => [
    check('invoices_discount_minor_check', sql`${t.discountMinor} >= 0`),
    unique('invoices_financial_year_serial_unique').on(t.financialYear, t.serial),
    check('invoices_kind_check', sql`${t.kind} in ('tax-invoice', 'receipt')`),
    check('invoices_language_check', sql`${t.language} in ('en', 'hi')`),
    check('invoices_serial_check', sql`${t.serial} > 0`),
    check('invoices_amounts_check', sql`${t.taxableMinor} >= 0 and ${t.totalMinor} >= ${t.taxableMinor}`),
    // A tax invoice names the seller's GSTIN (CGST Rules, rule 46).
    check('invoices_tax_invoice_gstin_check', sql`${t.kind} = 'receipt' or ${t.sellerGstin} is not null`),
    check(
      'invoices_buyer_erasure_check',
      sql`(${t.buyerErasedAt} is null and ${t.buyerEmail} is not null) or (${t.buyerErasedAt} is not null and ${t.buyerEmail} is null and ${t.buyerName} is null and ${t.childName} is null)`,
    ),
  ],
);

/**
 * The gapless credit-note series, one row per financial year, apart from the invoices': a credit note
 * has a number of its own (CN/26-27/000001). The same trigger rule as invoice_series (migration 0022).
 */
export const creditNoteSeries = pgTable(
  'credit_note_series',
  {
    financialYear: text('financial_year').primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    check('credit_note_series_financial_year_check', sql`${t.financialYear} ~ '^[0-9]{4}-[0-9]{2}$'`),
    check('credit_note_series_last_number_check', sql`${t.lastNumber} > 0`),
  ],
);

/**
 * A refunded invoice's credit note (GST: the seller's credit note for a refunded tax invoice; the
 * same document reverses a plain receipt), issued with the refund's success. A refund is always of the
 * whole order, so it reverses the whole invoice: its amounts are copied from it. Seller, buyer,
 * item and language are the invoice's and read from it, so the buyer's erasure covers both.
 * Immutable: a trigger (migration 0022) refuses UPDATE, DELETE and TRUNCATE.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .unique()
      .references(() => invoices.id),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    refundId: uuid('refund_id')
      .notNull()
      .unique()
      .references(() => refunds.id),
    /** As printed, e.g. CN/26-27/000001. */
    number: text('number').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    serial: integer('serial').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    taxableMinor: integer('taxable_minor').notNull(),
    taxLines: jsonb('tax_lines')
      .$type<{ tax: string; ratePercent: number; amountMinor: number }[]>()
      .notNull(),
    totalMinor: integer('total_minor').notNull(),
  },
  (t) => [
    unique('credit_notes_financial_year_serial_unique').on(t.financialYear, t.serial),
    check('credit_notes_serial_check', sql`${t.serial} > 0`),
    check('credit_notes_amounts_check', sql`${t.taxableMinor} >= 0 and ${t.totalMinor} >= ${t.taxableMinor}`),
  ],
);

// ── uploads (modules/uploads) ──────────────────────────────────────────────────────────────────

/**
 * Kid photos, uploaded before payment (docs/architecture.md#uploads). `id` is the public_id the order form
 * sends back. Unclaimed rows older than 24 h are swept away with their files.
 */
export const photoUploads = pgTable(
  'photo_uploads',
  {
    id: uuid('id').primaryKey(),
    /** The re-encoded JPEG, private (photos/<id>.jpg). */
    storageKey: text('storage_key').notNull().unique(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set, with claimed_at, in the transaction that creates the order. */
    orderId: uuid('order_id').references(() => orders.id),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /**
     * Who uploaded it, for the budgets of unclaimed photo bytes (docs/decisions/022): the client's
     * network (an IPv4 address, or an IPv6 /64) and the browser's upload session. Only while no
     * order has claimed the photo: the claim clears both.
     */
    uploaderNetwork: text('uploader_network'),
    uploadSession: text('upload_session'),
    /**
     * The square the parent framed for the child's portrait (docs/decisions/080): top-left corner as
     * fractions of width and height, side as a fraction of the shorter side. Null: not framed (the
     * portrait is cut from the centre).
     */
    cropX: doublePrecision('crop_x'),
    cropY: doublePrecision('crop_y'),
    cropSize: doublePrecision('crop_size'),
  },
  (t) => [
    check(
      'photo_uploads_crop_check',
      sql`(${t.cropX} is null and ${t.cropY} is null and ${t.cropSize} is null) or (${t.cropX} between 0 and 1 and ${t.cropY} between 0 and 1 and ${t.cropSize} > 0 and ${t.cropSize} <= 1)`,
    ),
    check('photo_uploads_claim_check', sql`(${t.orderId} is null) = (${t.claimedAt} is null)`),
    check(
      'photo_uploads_uploader_check',
      sql`${t.orderId} is null or (${t.uploaderNetwork} is null and ${t.uploadSession} is null)`,
    ),
    index('photo_uploads_order_id_idx').on(t.orderId),
    // The sweeper's scan: unclaimed rows, oldest first.
    index('photo_uploads_unclaimed_created_at_idx')
      .on(t.createdAt)
      .where(sql`${t.orderId} is null`),
    // The budgets' sums, per network and per upload session.
    index('photo_uploads_unclaimed_network_idx')
      .on(t.uploaderNetwork)
      .where(sql`${t.orderId} is null`),
    index('photo_uploads_unclaimed_session_idx')
      .on(t.uploadSession)
      .where(sql`${t.orderId} is null`),
  ],
);

/**
 * Voice clips of the child's name (docs/decisions/045), uploaded before payment like the photos:
 * private, claimed by the order its checkout becomes within 24 h, else swept. The type is decided
 * from the file's bytes and the length measured from the file, never taken from the browser.
 */
export const voiceClips = pgTable(
  'voice_clips',
  {
    id: uuid('id').primaryKey(),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    durationMs: integer('duration_ms').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /**
     * Who uploaded it, while no order has claimed it (the claim clears both): the browser's upload
     * session (the clip's count, and the one budget of unclaimed bytes with the photos) and the
     * client's network (that budget's other key; docs/decisions/022, 070).
     */
    uploadSession: text('upload_session'),
    uploaderNetwork: text('uploader_network'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('voice_clips_claim_check', sql`(${t.orderId} is null) = (${t.claimedAt} is null)`),
    check('voice_clips_bytes_check', sql`${t.bytes} > 0`),
    check('voice_clips_duration_check', sql`${t.durationMs} >= 0`),
    check(
      'voice_clips_uploader_check',
      sql`${t.orderId} is null or (${t.uploaderNetwork} is null and ${t.uploadSession} is null)`,
    ),
    // One clip per order.
    uniqueIndex('voice_clips_order_id_idx').on(t.orderId),
    index('voice_clips_unclaimed_created_at_idx')
      .on(t.createdAt)
      .where(sql`${t.orderId} is null`),
    index('voice_clips_unclaimed_session_idx')
      .on(t.uploadSession)
      .where(sql`${t.orderId} is null`),
    index('voice_clips_unclaimed_network_idx')
      .on(t.uploaderNetwork)
      .where(sql`${t.orderId} is null`),
  ],
);

/**
 * Where an admin upload stands (docs/decisions/022): `presigned` (link issued), `uploaded` (the file
 * arrived: the local disk's PUT, or the completion's check on S3), `attached` (it is its order's
 * delivered video or thumbnail, for good), `expired` (never attached; the sweeper removed the file).
 */
export const PENDING_UPLOAD_STATES = ['presigned', 'uploaded', 'attached', 'expired'] as const;

/**
 * Admin uploads announced by a presign request (video, thumbnail), each for one order, so the
 * completion step can check that what arrived is what was signed for and is that order's, attach
 * it once, and the sweeper can remove uploads never used.
 */
export const pendingUploads = pgTable(
  'pending_uploads',
  {
    key: text('key').primaryKey(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** When the upload link stops working. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The admin who asked (no foreign key: an audit note, not a relation). */
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The order the link was asked for: the only order the upload can complete. Null only on rows
     * from before uploads were bound to orders, which can never be attached.
     */
    orderId: uuid('order_id').references(() => orders.id),
    state: text('state', { enum: PENDING_UPLOAD_STATES }).notNull().default('presigned'),
    /** When the file was seen in storage. */
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    /** When the completion step found the object as announced and attached it to its order. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [
    check('pending_uploads_size_check', sql`${t.size} >= 0`),
    check('pending_uploads_state_check', sql`${t.state} in ('presigned', 'uploaded', 'attached', 'expired')`),
    // Attached exactly when verified: the sweeper can never take a delivered file for an abandoned one.
    check('pending_uploads_attached_check', sql`(${t.state} = 'attached') = (${t.verifiedAt} is not null)`),
    index('pending_uploads_open_expires_at_idx')
      .on(t.expiresAt)
      .where(sql`${t.state} in ('presigned', 'uploaded')`),
  ],
);

// ── payments (modules/payments) ────────────────────────────────────────────────────────────────

export const CHECKOUT_STATUSES = ['open', 'paid', 'failed'] as const;

/**
 * A started payment (docs/architecture.md#checkout): the order form as the server checked it, the price the
 * server computed, and the provider object made for it. An order is created from a paid checkout,
 * once: orders.payment_reference is unique and equal to this payment_reference.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey(),
    // null: a guest's checkout.
    userId: uuid('user_id').references(() => users.id),
    kidName: text('kid_name').notNull(),
    storyId: integer('story_id').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    email: text('email').notNull(),
    country: text('country').notNull(),
    phoneUpdates: boolean('phone_updates').notNull().default(false),
    phoneNumber: text('phone_number'),
    countryCode: text('country_code'),
    // The number in E.164 when phone updates were asked for (checked by @shop/contracts/phone-number).
    phoneE164: text('phone_e164'),
    // When the parent opted in to updates by phone, and the words of the box they ticked.
    phoneOptInAt: timestamp('phone_opt_in_at', { withTimezone: true }),
    phoneOptInText: text('phone_opt_in_text'),
    siteLanguage: text('site_language', { enum: SITE_LANGUAGES }).notNull().default('en'),
    // India buyers' state or union territory (ISO 3166-2:IN code): the invoice's place of supply.
    buyerState: text('buyer_state'),
    // public_ids of the uploaded photos, claimed by the order when it is created.
    photoIds: text('photo_ids').array().notNull(),
    // How the child's name is said, and the voice clip's id (voice_clips), both optional (docs/decisions/045).
    pronunciation: text('pronunciation'),
    voiceClipId: text('voice_clip_id'),
    // The preview the parent approved, when its inputs are this checkout's (docs/decisions/099).
    previewId: uuid('preview_id'),
    // Delivery on a chosen day (docs/decisions/114): the instant and the family's time zone.
    deliverAt: timestamp('deliver_at', { withTimezone: true }),
    deliverTimeZone: text('deliver_time_zone'),
    // How many previews the caller's upload session had asked for when the checkout started
    // (docs/decisions/103): /metrics and the studio's figures; null when it could not be counted.
    previewsAsked: integer('previews_asked'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    // The promotion decided when the checkout was created and frozen here (docs/decisions/108): the
    // campaign, the code typed, and what it took off the shop's price; amount_minor is already net.
    promotionId: uuid('promotion_id').references(() => promotions.id),
    promoCode: text('promo_code'),
    discountMinor: integer('discount_minor').notNull().default(0),
    // A sibling's film (docs/decisions/120): the paid order whose confirmation offered it. A first
    // order gives one sibling discount, counted under the sibling campaign's lock.
    siblingOfOrderId: uuid('sibling_of_order_id').references(() => orders.id),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    // PaymentIntent id / Razorpay order id / sandbox id: the order number (docs/product-guide.md#order-numbers).
    paymentReference: text('payment_reference').notNull().unique(),
    // sha256 (hex) of the random token handed to the browser that started this checkout: only that
    // browser is shown a guest order's details by POST /api/orders (docs/decisions/023). Null on
    // checkouts started before the token existed; the token itself is never stored.
    clientTokenHash: text('client_token_hash'),
    // The parent's consent as the server accepted it (docs/decisions/046): wording version, exact
    // text, time, and who (account id or guest e-mail). Null only on checkouts from before it was asked.
    consent: jsonb('consent').$type<ConsentRecord>(),
    // A gift's details (docs/decisions/115): who gives, to whom, for which occasion; null for an order.
    gift: jsonb('gift').$type<GiftDetails>(),
    status: text('status', { enum: CHECKOUT_STATUSES }).notNull().default('open'),
    // The order made from this checkout, set in the transaction that creates it.
    orderId: uuid('order_id')
      .unique()
      .references(() => orders.id),
    // The provider's id of the successful payment (charge / pay_…), when it told us.
    providerPaymentId: text('provider_payment_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // The reconciler's schedule: when to ask the provider about this checkout next, and how often it has.
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull(),
    checkAttempts: integer('check_attempts').notNull().default(0),
    // Reminders of an unpaid checkout (docs/decisions/112): how many were queued (0-2), the last
    // one's time, and when the parent stopped them with the message's link.
    remindersSent: integer('reminders_sent').notNull().default(0),
    lastReminderAt: timestamp('last_reminder_at', { withTimezone: true }),
    remindersStoppedAt: timestamp('reminders_stopped_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('checkouts_reminders_sent_check', sql`${t.remindersSent} between 0 and 2`),
    // The reminder job's scan: recent checkouts without an order.
    index('checkouts_unordered_created_at_idx')
      .on(t.createdAt)
      .where(sql`${t.orderId} is null`),
    check('checkouts_status_check', sql`${t.status} in ('open', 'paid', 'failed')`),
    check('checkouts_story_id_check', sql`${t.storyId} between 1 and ${sql.raw(String(STORY_COUNT))}`),
    check('checkouts_amount_minor_check', sql`${t.amountMinor} > 0`),
    check('checkouts_paid_at_check', sql`(${t.status} = 'paid') = (${t.paidAt} is not null)`),
    check('checkouts_discount_minor_check', sql`${t.discountMinor} >= 0`),
    // The limits' count: a campaign's checkouts (docs/decisions/108).
    index('checkouts_promotion_id_idx').on(t.promotionId),
    // A first order's sibling checkouts, counted under the sibling campaign's lock (docs/decisions/120).
    index('checkouts_sibling_of_order_id_idx').on(t.siblingOfOrderId),
    // The reconciler's scan: checkouts due for a check, oldest first.
    index('checkouts_next_check_at_idx').on(t.nextCheckAt),
  ],
);

/** Webhook events already acted on, so a provider's repeat delivery is acknowledged and dropped. */
export const processedWebhookEvents = pgTable(
  'processed_webhook_events',
  {
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

export const SANDBOX_PAYMENT_STATUSES = ['created', 'succeeded', 'failed'] as const;

/**
 * The offline payment sandbox's own side (what Stripe or Razorpay would keep): used only when their
 * keys are not configured. In the database so a payment survives a restart, as a real one would.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    reference: text('reference').primaryKey(),
    method: text('method', { enum: ['card', 'upi'] }).notNull(),
    clientSecret: text('client_secret'),
    checkoutId: uuid('checkout_id').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    status: text('status', { enum: SANDBOX_PAYMENT_STATUSES }).notNull().default('created'),
    paymentId: text('payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('sandbox_payments_method_check', sql`${t.method} in ('card', 'upi')`),
    check('sandbox_payments_status_check', sql`${t.status} in ('created', 'succeeded', 'failed')`),
  ],
);

/** The payment sandbox's refunds (what Stripe or Razorpay would keep), one per idempotency key. */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  refundId: text('refund_id').notNull().unique(),
  paymentReference: text('payment_reference').notNull(),
  amountMinor: integer('amount_minor').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// ── film renders (modules/studio/renders: issues 33 and 34) ─────────────────────────────────────

/**
 * One render of an order's film. The job itself is in pg-boss's own tables (its schema `pgboss`),
 * queued in the transaction that inserts this row; this row is what the studio sees. Every file
 * key here is a child's data (private, deleted with the child's photos: modules/child-data).
 */
export const filmRenders = pgTable(
  'film_renders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    state: text('state', { enum: FILM_RENDER_STATES }).notNull().default('queued'),
    progress: real('progress').notNull().default(0),
    step: text('step'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    error: text('error'),
    errorCode: text('error_code'),
    /** The studio's note when it sent the previous render back. */
    note: text('note'),
    /** The pg-boss job that renders it. */
    jobId: text('job_id'),
    /** 'master' in the shop; 'test' in tests. */
    profile: text('profile').notNull(),
    /** The hash of every input, as the renderer names its outputs; the published keys derive from it. */
    inputsHash: text('inputs_hash'),
    masterKey: text('master_key'),
    whatsappKey: text('whatsapp_key'),
    posterKey: text('poster_key'),
    captionsKey: text('captions_key'),
    nameAudioKey: text('name_audio_key'),
    /** The personal shots as stills: [{ label, at, key }]. */
    stills: jsonb('stills').$type<{ label: string; at: number; key: string }[]>().notNull().default([]),
    /** The renderer's record (storyboard version, voice, inputs' hashes, timings, sizes). */
    record: jsonb('record').$type<Record<string, unknown>>(),
    durationSeconds: real('duration_seconds'),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'film_renders_state_check',
      sql`${t.state} in ('queued', 'rendering', 'rendered', 'failed', 'superseded')`,
    ),
    check('film_renders_progress_check', sql`${t.progress} >= 0 and ${t.progress} <= 1`),
    index('film_renders_order_id_queued_at_idx').on(t.orderId, t.queuedAt),
    index('film_renders_state_idx').on(t.state),
  ],
);

/**
 * A personal preview before paying (issue 35, docs/decisions/099): one row per distinct set of
 * inputs (`cache_key`, a hash of story, language, name, photo bytes, frame, spelling and clip bytes),
 * shared by every upload session that asks for the same. Its job is a pg-boss job on the render queue
 * with a higher priority than films. The keys here are a child's data: private, and deleted with the
 * row 24 h after it was last asked for (the uploads sweep), like an unclaimed photo.
 */
export const filmPreviews = pgTable(
  'film_previews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cacheKey: text('cache_key').notNull().unique(),
    story: integer('story').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    childName: text('child_name').notNull(),
    pronunciation: text('pronunciation'),
    /** The stored photo the portrait is cut from, and the parent's frame on it (null: centred). */
    photoKey: text('photo_key').notNull(),
    crop: jsonb('crop').$type<{ x: number; y: number; size: number }>(),
    /** The parent's recording of the name, when given. */
    voiceClipKey: text('voice_clip_key'),
    /** 'preview' (720p) in the shop; 'test' in tests and the scale test. */
    profile: text('profile').notNull(),
    state: text('state', { enum: PREVIEW_STATES }).notNull().default('queued'),
    progress: real('progress').notNull().default(0),
    error: text('error'),
    errorCode: text('error_code'),
    jobId: text('job_id'),
    masterKey: text('master_key'),
    posterKey: text('poster_key'),
    durationSeconds: real('duration_seconds'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Last asked for by any session: the sweep deletes it 24 h after. */
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** Kept at least until then while a family link to it works (docs/decisions/100); null: none. */
    keptUntil: timestamp('kept_until', { withTimezone: true }),
  },
  (t) => [
    check('film_previews_state_check', sql`${t.state} in ('queued', 'rendering', 'rendered', 'failed')`),
    check('film_previews_progress_check', sql`${t.progress} >= 0 and ${t.progress} <= 1`),
    index('film_previews_requested_at_idx').on(t.requestedAt),
    index('film_previews_state_idx').on(t.state),
  ],
);

/**
 * Previews rendered per day (docs/decisions/103), for the studio's figures over weeks: a preview's
 * row goes within a day when no order takes it, this count stays. No child's data in it.
 */
export const previewDailyCounts = pgTable('preview_daily_counts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  rendered: integer('rendered').notNull().default(0),
});

/**
 * Which upload session asked for which preview (only those may read it), from which network, and
 * whether the request started a render (what the limits count; a cached answer costs nothing).
 */
export const previewRequests = pgTable(
  'preview_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    previewId: uuid('preview_id')
      .notNull()
      .references(() => filmPreviews.id, { onDelete: 'cascade' }),
    uploadSession: text('upload_session').notNull(),
    network: text('network').notNull(),
    startedRender: boolean('started_render').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('preview_requests_preview_session_idx').on(t.previewId, t.uploadSession),
    index('preview_requests_session_created_at_idx').on(t.uploadSession, t.createdAt),
    index('preview_requests_network_created_at_idx').on(t.network, t.createdAt),
  ],
);

/**
 * The studio's recordings of narration (docs/decisions/098): one per story, language and spoken part
 * of a line (the piece of text between {name} slots), played in every new film instead of the voice.
 * Not a child's data, but private: the audio is in storage under `storageKey` (a WAV normalised at
 * upload), reached by staff through short-lived links. `text` is the part's text when it was
 * recorded: a storyboard that says something else since leaves the recording unused.
 */
export const narrationRecordings = pgTable(
  'narration_recordings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    story: integer('story').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    /** The shot's id, or `title` for the spoken welcome. */
    segment: text('segment').notNull(),
    line: integer('line').notNull(),
    part: integer('part').notNull(),
    text: text('text').notNull(),
    storageKey: text('storage_key').notNull(),
    /** SHA-256 of the stored audio: it keys every render that plays it. */
    contentHash: text('content_hash').notNull(),
    durationSeconds: real('duration_seconds').notNull(),
    /** The studio's file as uploaded: its detected type and size (the audio kept is the normalised WAV). */
    originalType: text('original_type').notNull(),
    originalBytes: integer('original_bytes').notNull(),
    /** The admin who uploaded it (kept empty once their account is erased). */
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('narration_recordings_part_idx').on(t.story, t.language, t.segment, t.line, t.part),
    check('narration_recordings_story_check', sql`${t.story} between 1 and ${sql.raw(String(STORY_COUNT))}`),
    check('narration_recordings_place_check', sql`${t.line} >= 0 and ${t.part} >= 0`),
  ],
);

/**
 * The render workers alive now (docs/decisions/096): each working process reports itself with its
 * concurrency when it starts and every half minute after, so the studio's dashboard can size its
 * estimates by the capacity really there. A row not seen for minutes is a worker gone.
 */
export const renderWorkers = pgTable('render_workers', {
  /** host:pid:random, made by the process at start. */
  id: text('id').primaryKey(),
  host: text('host').notNull(),
  /** Renders it takes at once. */
  concurrency: integer('concurrency').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The studio's settings per story (docs/decisions/096). No row: the defaults (nothing automatic).
 * auto_deliver: a successful render of this story's films is delivered without a review.
 */
export const storySettings = pgTable(
  'story_settings',
  {
    story: integer('story').primaryKey(),
    autoDeliver: boolean('auto_deliver').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The admin who last changed it (null once that account is deleted). */
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('story_settings_story_check', sql`${t.story} between 1 and ${sql.raw(String(STORY_COUNT))}`)],
);

/**
 * Family links (docs/decisions/100): a parent's private link to a preview or a delivered film, for
 * someone they name. Only the token's SHA-256 is kept. A preview's link is owned by the upload
 * session that made the preview and goes with the preview (cascade); a film's by the order (its
 * signed status link proves it). Opening one counts (`opens`, `last_used_at`), nothing else.
 */
export const familyLinks = pgTable(
  'family_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind', { enum: FAMILY_LINK_KINDS }).notNull(),
    previewId: uuid('preview_id').references(() => filmPreviews.id, { onDelete: 'cascade' }),
    uploadSession: text('upload_session'),
    orderId: uuid('order_id').references(() => orders.id),
    name: text('name').notNull(),
    /** The page's language: the parent's page's, when they made it. */
    siteLanguage: text('site_language', { enum: SITE_LANGUAGES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** null: as long as the film is kept. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    opens: integer('opens').notNull().default(0),
  },
  (t) => [
    check('family_links_kind_check', sql`${t.kind} in ('preview', 'film')`),
    check(
      'family_links_target_check',
      sql`(${t.kind} = 'preview' and ${t.previewId} is not null and ${t.uploadSession} is not null) or (${t.kind} = 'film' and ${t.orderId} is not null)`,
    ),
    index('family_links_preview_id_idx').on(t.previewId),
    index('family_links_order_id_idx').on(t.orderId),
  ],
);

/**
 * Addresses that stopped checkout reminders with a message's one-click link (docs/decisions/112),
 * kept as the SHA-256 of the lower-cased address: enough to recognise it on a later checkout, not
 * a list of addresses.
 */
export const checkoutReminderStops = pgTable('checkout_reminder_stops', {
  emailHash: text('email_hash').primaryKey(),
  stoppedAt: timestamp('stopped_at', { withTimezone: true }).notNull().defaultNow(),
});

// ── funnel (modules/funnel) ────────────────────────────────────────────────────────────────────

/**
 * The shop's own funnel (docs/decisions/111): one count per day, step, site language, country and
 * story (0: none), added to in place. No visitor, session, address or child is ever stored here.
 */
export const funnelDailyCounts = pgTable(
  'funnel_daily_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    step: text('step', { enum: FUNNEL_STEPS }).notNull(),
    language: text('language', { enum: SITE_LANGUAGES }).notNull(),
    /** ISO 3166 alpha-2, OTHER, or XX (not known). */
    country: text('country').notNull(),
    story: integer('story').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.step, t.language, t.country, t.story] }),
    check('funnel_daily_counts_story_check', sql`${t.story} between 0 and ${sql.raw(String(STORY_COUNT))}`),
    check('funnel_daily_counts_count_check', sql`${t.count} > 0`),
    check('funnel_daily_counts_country_check', sql`${t.country} ~ '^([A-Z]{2}|OTHER)$'`),
  ],
);

// ── promotions (modules/promotions, docs/decisions/108) ───────────────────────────────────────────

/**
 * A campaign: a code the parent types, or automatic (code null). Its rules are checked when a checkout
 * is created, with this row locked; its orders are the checkouts that name it and became orders.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // Upper case; null: automatic.
    code: text('code').unique(),
    kind: text('kind', { enum: PROMOTION_KINDS }).notNull(),
    percentOff: integer('percent_off'),
    fixedOffInrMinor: integer('fixed_off_inr_minor'),
    fixedOffUsdMinor: integer('fixed_off_usd_minor'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    // Empty arrays: no restriction.
    countries: text('countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    storyIds: integer('story_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    deities: text('deities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    maxRedemptions: integer('max_redemptions'),
    perCustomerLimit: integer('per_customer_limit'),
    // The admin's budget for the campaign, in orders: it stops itself when they are taken.
    budgetOrders: integer('budget_orders'),
    // Limited by the studio's capacity (docs/decisions/119): it also stops while one more order would
    // make the studio miss its promise.
    capacityLimited: boolean('capacity_limited').notNull().default(false),
    // The sibling offer (docs/decisions/120): applies only to a second child's film started from a
    // paid order's page, never as an ordinary automatic campaign.
    sibling: boolean('sibling').notNull().default(false),
    festival: text('festival', { enum: FESTIVALS }),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('promotions_window_check', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'promotions_terms_check',
      sql`(${t.kind} = 'percent' and ${t.percentOff} between 1 and 90) or (${t.kind} = 'fixed' and coalesce(${t.fixedOffInrMinor}, ${t.fixedOffUsdMinor}) is not null)`,
    ),
  ],
);

/**
 * A gift (docs/decisions/115): the order the giver paid for, waiting for the child's parent. Two
 * random tokens, stored only as SHA-256: the parent's invitation (/gift/{token}) and the giver's
 * status page. The reminders and the refund of an unclaimed gift are claimed by guarded updates.
 */
export const gifts = pgTable(
  'gifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    inviteTokenHash: text('invite_token_hash').notNull().unique(),
    giverTokenHash: text('giver_token_hash').notNull().unique(),
    giverName: text('giver_name').notNull(),
    giverEmail: text('giver_email').notNull(),
    recipientEmail: text('recipient_email'),
    // E.164, checked when the giver paid.
    recipientPhone: text('recipient_phone'),
    childName: text('child_name').notNull(),
    occasion: text('occasion', { enum: GIFT_OCCASIONS }).notNull(),
    message: text('message').notNull().default(''),
    siteLanguage: text('site_language', { enum: SITE_LANGUAGES }).notNull(),
    state: text('state', { enum: GIFT_STATES }).notNull().default('invited'),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    // 0-2: the reminders queued at 3 and 7 days.
    remindersSent: integer('reminders_sent').notNull().default(0),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
  },
  (t) => [
    check('gifts_reminders_sent_check', sql`${t.remindersSent} between 0 and 2`),
    check('gifts_state_check', sql`${t.state} in ('invited', 'claimed', 'expired', 'refunded')`),
    check('gifts_recipient_check', sql`${t.recipientEmail} is not null or ${t.recipientPhone} is not null`),
    // The reminder job's scan: gifts still waiting, oldest first.
    index('gifts_waiting_idx')
      .on(t.invitedAt)
      .where(sql`${t.state} in ('invited', 'expired')`),
  ],
);

// ── reviews (modules/reviews, docs/decisions/118) ──────────────────────────────────────────────────

/**
 * One order's review and the asking for it. The row is made by whichever comes first: the parent's
 * review, their "Not now", or the one e-mail that asks; each only once. Erased with the order's film
 * or the parent's account (the child-data module asks). Nothing here names the child.
 */
export const orderReviews = pgTable(
  'order_reviews',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id),
    stars: integer('stars'),
    /** The parent's line, plain text, trimmed; null without one. */
    line: text('line'),
    /** The parent's tick: the shop may show it on the testimonials page. */
    mayPublish: boolean('may_publish').notNull().default(false),
    /** The language of the page the parent wrote on. */
    siteLanguage: text('site_language', { enum: SITE_LANGUAGES }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** "Not now": never asked again. */
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    /** When the one e-mail asking was queued. */
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('order_reviews_stars_check', sql`${t.stars} is null or ${t.stars} between 1 and 5`),
    check('order_reviews_submitted_check', sql`(${t.stars} is null) = (${t.submittedAt} is null)`),
    check(
      'order_reviews_published_check',
      sql`${t.publishedAt} is null or (${t.mayPublish} and ${t.submittedAt} is not null)`,
    ),
    index('order_reviews_published_idx')
      .on(t.publishedAt)
      .where(sql`${t.publishedAt} is not null`),
    index('order_reviews_submitted_idx')
      .on(t.submittedAt)
      .where(sql`${t.submittedAt} is not null`),
  ],
);

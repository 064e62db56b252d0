import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CountryCode } from '@shop/contracts/countries';
import { priceFor } from '@shop/contracts/pricing';
import {
  PROMOTION_ADMIN_ERROR_CODES,
  PROMOTION_ADMIN_MESSAGES,
  PROMOTION_ERROR_CODES,
  PROMOTION_MESSAGES,
  SIBLING_CODE_PREFIX,
  SIBLING_OFFER_HOURS,
  promotionDiscountMinor,
  type SiblingOffer,
  type FestivalBanner,
  type PromotionRefusal,
  type PromotionSummary,
  type PromotionTerms,
  type QuotedPrice,
} from '@shop/contracts/promotions';
import type { z } from 'zod';
import type { promotionInputSchema } from '@shop/contracts/promotions';
import { STORIES } from '@shop/content/stories';
import { ADMIN_DUE_HOURS } from '@shop/content/site';
import {
  DEFAULT_STUDIO_DAILY_CAPACITY,
  fitsWithinPromise,
  loadAwareDueAt,
} from '@shop/contracts/studio-capacity';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../errors/app-error.ts';
import {
  createPromotionsRepository,
  type PromotionRow,
  type PromotionsRepository,
} from './promotions.repository.ts';

// Promotions (docs/decisions/108): which campaign a checkout gets and what it takes off, decided by
// the server from the shop's price. A code the parent typed must apply or is refused with its reason;
// automatic campaigns apply silently when they fit, the best one winning. The checkout freezes the
// decision; nothing here is asked again when the payment becomes an order (money first).

/** Who is buying what: what the rules read. */
export interface PromotionRequest {
  country: CountryCode;
  /** null on a quote before a story is chosen: story and deity rules then wait for the checkout. */
  storyId: number | null;
  /** Lower case; null when not known yet: first-order and per-customer rules then wait for the checkout. */
  email: string | null;
  /** Normalized (upper case); null: automatic campaigns only. */
  code: string | null;
}

export interface PromotionDecision {
  /** null: no campaign applies (no code, and no automatic campaign fits). */
  promotionId: string | null;
  price: QuotedPrice;
  /** A brother's or sister's film: the paid order whose offer it uses (docs/decisions/120). */
  siblingOfOrderId?: string | null;
}

/** A paid order as its page shows it, for the sibling offer. */
export interface SiblingOfferOrder {
  id: string;
  orderNumber: string;
  stage: string;
  createdDate: Date;
  email: string;
  country: CountryCode;
}

export type PromotionCreate = z.output<typeof promotionInputSchema>;

export interface PromotionsService {
  /** The price with the code (or the best automatic campaign); a code that cannot apply throws its refusal (400). */
  quote(request: PromotionRequest): Promise<PromotionDecision>;
  /**
   * In the transaction that stores the checkout: the decision's campaign locked and every rule checked
   * again, so that two checkouts cannot both take a campaign's last place. Throws the refusal.
   */
  confirm(tx: Db, decision: PromotionDecision, request: PromotionRequest): Promise<void>;
  banner(): Promise<FestivalBanner>;
  list(): Promise<PromotionSummary[]>;
  create(input: PromotionCreate, adminId: string | null): Promise<PromotionSummary>;
  setPaused(id: string, paused: boolean): Promise<PromotionSummary>;
  /** The brother-or-sister offer a paid order's page shows, or null (none live, too late, used, cancelled). */
  siblingOfferFor(order: SiblingOfferOrder): Promise<SiblingOffer | null>;
}

// The sibling offer's code (docs/decisions/120): SIB-<the order number's six characters>-<ten of an
// HMAC of the order's id>. Only the server can make it, the order's page hands it over, and it goes
// through the code field like any other, so quote, checkout, lock and receipt are the codes' own.
const SIBLING_CODE = /^SIB-([A-Z0-9]{6})-([A-Z2-7]{10})$/;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const HOUR_MS = 3600_000;

function siblingMac(key: Buffer, orderId: string): string {
  const digest = createHmac('sha256', key).update(`sibling offer:${orderId}`).digest();
  return Array.from(digest.subarray(0, 10), (byte) => BASE32[byte & 31]).join('');
}

const refusal = (reason: PromotionRefusal) =>
  badRequest(PROMOTION_MESSAGES[reason], PROMOTION_ERROR_CODES[reason]);

function termsOf(row: PromotionRow): PromotionTerms {
  return {
    kind: row.kind,
    percentOff: row.percentOff,
    fixedOffMinor: {
      ...(row.fixedOffInrMinor !== null ? { INR: row.fixedOffInrMinor } : {}),
      ...(row.fixedOffUsdMinor !== null ? { USD: row.fixedOffUsdMinor } : {}),
    },
  };
}

/** The rules that read only the campaign and the request (no counts), in the order a parent understands them. */
function staticRefusal(row: PromotionRow, request: PromotionRequest, now: Date): PromotionRefusal | null {
  if (now < row.startsAt) return 'notStarted';
  if (now >= row.endsAt) return 'expired';
  if (row.pausedAt) return 'paused';
  if (row.countries.length > 0 && !row.countries.includes(request.country)) return 'country';
  if (request.storyId !== null) {
    if (row.storyIds.length > 0 && !row.storyIds.includes(request.storyId)) return 'story';
    const deity = STORIES.find((story) => story.id === request.storyId)?.god.toLowerCase();
    if (row.deities.length > 0 && !row.deities.some((wanted) => wanted.toLowerCase() === deity))
      return 'story';
  }
  // A currency the campaign has no fixed amount for gets nothing off: not for this country.
  if (
    promotionDiscountMinor(
      priceFor(request.country).amountMinor,
      priceFor(request.country).currency,
      termsOf(row),
    ) === 0
  )
    return 'country';
  return null;
}

/** A campaign limited by capacity is booked while one more order would miss the studio's promise. */
async function fullyBooked(
  repo: PromotionsRepository,
  row: PromotionRow,
  exceptEmail: string | null,
  dailyCapacity: number,
): Promise<boolean> {
  if (!row.capacityLimited) return false;
  return !fitsWithinPromise(await repo.studioLoad(row.id, exceptEmail), dailyCapacity, ADMIN_DUE_HOURS);
}

async function countedRefusal(
  repo: PromotionsRepository,
  row: PromotionRow,
  request: PromotionRequest,
  dailyCapacity: number,
): Promise<PromotionRefusal | null> {
  if (row.budgetOrders !== null || row.maxRedemptions !== null) {
    const taken = await repo.placesTaken(row.id, request.email);
    // The studio's capacity first: a full campaign is over for everyone, whatever the code's own limit.
    if (row.budgetOrders !== null && taken >= row.budgetOrders) return 'soldOut';
    if (row.maxRedemptions !== null && taken >= row.maxRedemptions) return 'usedUp';
  }
  if (await fullyBooked(repo, row, request.email, dailyCapacity)) return 'fullyBooked';
  if (request.email !== null) {
    if (row.firstOrderOnly && (await repo.hasOrdered(request.email))) return 'firstOrder';
    if (row.perCustomerLimit !== null && (await repo.ordersBy(row.id, request.email)) >= row.perCustomerLimit)
      return 'customerLimit';
  }
  return null;
}

const discountOf = (request: PromotionRequest, row: PromotionRow) => {
  const base = priceFor(request.country);
  return promotionDiscountMinor(base.amountMinor, base.currency, termsOf(row));
};

function priced(request: PromotionRequest, row: PromotionRow | null, expectedBy: Date): PromotionDecision {
  const base = priceFor(request.country);
  const discountMinor = row ? discountOf(request, row) : 0;
  return {
    promotionId: row?.id ?? null,
    price: {
      currency: base.currency,
      listMinor: base.amountMinor,
      discountMinor,
      amountMinor: base.amountMinor - discountMinor,
      code: row?.code ?? null,
      campaign: row?.name ?? null,
      expectedBy: expectedBy.toISOString(),
    },
  };
}

function stateOf(row: PromotionRow, taken: number, booked: boolean, now: Date): PromotionSummary['state'] {
  if (now >= row.endsAt) return 'ended';
  if (row.pausedAt) return 'paused';
  if ((row.budgetOrders !== null && taken >= row.budgetOrders) || booked) return 'full';
  if (now < row.startsAt) return 'scheduled';
  return 'live';
}

export function createPromotionsService({
  db,
  clock = () => new Date(),
  bannerCacheMs = 60_000,
  dailyCapacity = DEFAULT_STUDIO_DAILY_CAPACITY,
  siblingKey = randomBytes(32),
}: {
  db: Db;
  /** Tests pin it; the windows are compared with it, the reservations with the database's. */
  clock?: () => Date;
  /** Every landing page asks for the banner: the answer is kept this long in each process. */
  bannerCacheMs?: number;
  /** Films the studio finishes in a day (STUDIO_DAILY_CAPACITY, docs/decisions/119). */
  dailyCapacity?: number;
  /** Signs the sibling offer's codes; composition derives it from the order-link secret. */
  siblingKey?: Buffer;
}): PromotionsService {
  const repo = createPromotionsRepository(db);
  let bannerCache: { at: number; value: Promise<FestivalBanner> } | null = null;

  async function summary(row: PromotionRow, results?: Awaited<ReturnType<PromotionsRepository['results']>>) {
    const mine = (results ?? (await repo.results())).filter((result) => result.promotionId === row.id);
    const taken = row.budgetOrders !== null ? await repo.placesTaken(row.id, null) : 0;
    const booked = await fullyBooked(repo, row, null, dailyCapacity);
    return {
      id: row.id,
      name: row.name,
      code: row.code,
      kind: row.kind,
      percentOff: row.percentOff,
      fixedOffInrMinor: row.fixedOffInrMinor,
      fixedOffUsdMinor: row.fixedOffUsdMinor,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      countries: row.countries,
      storyIds: row.storyIds,
      deities: row.deities,
      firstOrderOnly: row.firstOrderOnly,
      maxRedemptions: row.maxRedemptions,
      perCustomerLimit: row.perCustomerLimit,
      budgetOrders: row.budgetOrders,
      capacityLimited: row.capacityLimited,
      sibling: row.sibling,
      festival: row.festival,
      pausedAt: row.pausedAt?.toISOString() ?? null,
      state: stateOf(row, taken, booked, clock()),
      orders: mine.reduce((sum, result) => sum + result.orders, 0),
      refundedOrders: mine.reduce((sum, result) => sum + result.refundedOrders, 0),
      revenue: mine.map((result) => ({
        currency: result.currency as 'INR' | 'USD',
        paidMinor: result.paidMinor,
        discountMinor: result.discountMinor,
      })),
    } satisfies PromotionSummary;
  }

  /** The best automatic campaign that fits, checked on `on` (locked there when it is a transaction). */
  async function bestAutomatic(
    on: PromotionsRepository,
    request: PromotionRequest,
    now: Date,
    lock: boolean,
  ) {
    const candidates = (await on.liveAutomatic(now))
      .map((row) => ({ row, off: discountOf(request, row) }))
      .sort((a, b) => b.off - a.off);
    for (const { row: candidate } of candidates) {
      const row = lock ? await on.lock(candidate.id) : candidate;
      if (!row || staticRefusal(row, request, now)) continue;
      if (await countedRefusal(on, row, request, dailyCapacity)) continue;
      return row;
    }
    return null;
  }

  /**
   * A sibling code's decision, checked on `on` (locked there in the checkout's transaction): the code
   * is the server's own for a paid order of this buyer, within SIBLING_OFFER_HOURS of its payment,
   * not used for another film yet; then the live sibling campaign's own rules, like any campaign's.
   */
  async function siblingDecision(
    on: PromotionsRepository,
    request: PromotionRequest,
    now: Date,
    lock: boolean,
  ): Promise<{ row: PromotionRow; firstOrderId: string }> {
    const [, number, mac] = SIBLING_CODE.exec(request.code ?? '') ?? [];
    const first = number ? await on.firstOrder(`DT-${number}`) : undefined;
    const expected = first ? Buffer.from(siblingMac(siblingKey, first.id)) : null;
    if (!first || !expected || !timingSafeEqual(expected, Buffer.from(mac!.padEnd(expected.length))))
      throw refusal('siblingInvalid');
    // Carried over from the first order: another buyer's order is not theirs to use.
    if (request.email !== null && request.email !== first.email.toLowerCase())
      throw refusal('siblingInvalid');
    if (first.stage === 'cancelled') throw refusal('siblingInvalid');
    const paidAt = first.paidAt ?? first.createdDate;
    if (now.getTime() >= paidAt.getTime() + SIBLING_OFFER_HOURS * HOUR_MS) throw refusal('siblingExpired');
    const live = await on.liveSibling(now);
    const row = live && lock ? await on.lock(live.id) : live;
    if (!row) throw refusal('siblingNone');
    // Counted under the campaign's lock: one brother's or sister's film per first order.
    if ((await on.siblingOrders(first.id)) > 0) throw refusal('siblingUsed');
    const reason =
      staticRefusal(row, request, now) ?? (await countedRefusal(on, row, request, dailyCapacity));
    if (reason) throw refusal(reason);
    return { row, firstOrderId: first.id };
  }

  async function findBanner(): Promise<FestivalBanner> {
    const now = clock();
    const [live] = await repo.liveFestival(now);
    if (!live || !live.festival) return { banner: null };
    // A festival campaign that is full says nothing on the landing page.
    if (live.budgetOrders !== null && (await repo.placesTaken(live.id, null)) >= live.budgetOrders)
      return { banner: null };
    if (await fullyBooked(repo, live, null, dailyCapacity)) return { banner: null };
    return {
      banner: {
        festival: live.festival,
        code: live.code,
        percentOff: live.kind === 'percent' ? live.percentOff : null,
        fixedOffMinor:
          live.kind === 'fixed'
            ? {
                ...(live.fixedOffInrMinor !== null ? { INR: live.fixedOffInrMinor } : {}),
                ...(live.fixedOffUsdMinor !== null ? { USD: live.fixedOffUsdMinor } : {}),
              }
            : null,
        endsAt: live.endsAt.toISOString(),
      },
    };
  }

  return {
    async quote(request) {
      const now = clock();
      // What the parent is told to expect if they pay now: the studio's load read once, no promise kept.
      const expectedBy = loadAwareDueAt(now, await repo.openOrders(), dailyCapacity, ADMIN_DUE_HOURS);
      if (request.code === null)
        return priced(request, await bestAutomatic(repo, request, now, false), expectedBy);
      if (request.code.startsWith(SIBLING_CODE_PREFIX)) {
        const sibling = await siblingDecision(repo, request, now, false);
        return { ...priced(request, sibling.row, expectedBy), siblingOfOrderId: sibling.firstOrderId };
      }
      const row = await repo.findByCode(request.code);
      if (!row) throw refusal('unknown');
      const reason =
        staticRefusal(row, request, now) ?? (await countedRefusal(repo, row, request, dailyCapacity));
      if (reason) throw refusal(reason);
      return priced(request, row, expectedBy);
    },

    async confirm(tx, decision, request) {
      const now = clock();
      const onTx = createPromotionsRepository(tx);
      if (decision.promotionId === null) return;
      if (decision.siblingOfOrderId) {
        const sibling = await siblingDecision(onTx, request, now, true);
        // The admin may have replaced the offer since the quote: the price quoted was another's.
        if (sibling.row.id !== decision.promotionId) throw refusal('siblingNone');
        return;
      }
      const row = await onTx.lock(decision.promotionId);
      if (!row) throw refusal('unknown');
      const reason =
        staticRefusal(row, request, now) ?? (await countedRefusal(onTx, row, request, dailyCapacity));
      if (reason) throw refusal(reason);
    },

    banner() {
      const at = Date.now();
      if (!bannerCache || at - bannerCache.at >= bannerCacheMs) {
        const value = findBanner();
        bannerCache = { at, value };
        // A failed read is not kept: the next landing page asks again.
        value.catch(() => {
          if (bannerCache?.value === value) bannerCache = null;
        });
      }
      return bannerCache.value;
    },

    async list() {
      const [rows, results] = await Promise.all([repo.list(), repo.results()]);
      return Promise.all(rows.map((row) => summary(row, results)));
    },

    async create(input, adminId) {
      if (Date.parse(input.endsAt) <= Date.parse(input.startsAt))
        throw badRequest(PROMOTION_ADMIN_MESSAGES.window, PROMOTION_ADMIN_ERROR_CODES.window);
      const percent = input.kind === 'percent';
      if (input.sibling && (!percent || input.code))
        throw badRequest(PROMOTION_ADMIN_MESSAGES.sibling, PROMOTION_ADMIN_ERROR_CODES.sibling);
      if (input.code?.startsWith(SIBLING_CODE_PREFIX))
        throw badRequest(PROMOTION_ADMIN_MESSAGES.reservedCode, PROMOTION_ADMIN_ERROR_CODES.reservedCode);
      if (percent ? !input.percentOff : !input.fixedOffInrMinor && !input.fixedOffUsdMinor)
        throw badRequest(PROMOTION_ADMIN_MESSAGES.terms, PROMOTION_ADMIN_ERROR_CODES.terms);
      const row = await repo.insert({
        name: input.name,
        code: input.code ?? null,
        kind: input.kind,
        percentOff: percent ? (input.percentOff ?? null) : null,
        fixedOffInrMinor: percent ? null : (input.fixedOffInrMinor ?? null),
        fixedOffUsdMinor: percent ? null : (input.fixedOffUsdMinor ?? null),
        startsAt: new Date(input.startsAt),
        endsAt: new Date(input.endsAt),
        countries: input.countries,
        storyIds: input.storyIds,
        deities: input.deities,
        firstOrderOnly: input.firstOrderOnly,
        maxRedemptions: input.maxRedemptions ?? null,
        perCustomerLimit: input.perCustomerLimit ?? null,
        budgetOrders: input.budgetOrders ?? null,
        capacityLimited: input.capacityLimited,
        sibling: input.sibling,
        festival: input.festival ?? null,
        createdBy: adminId,
      });
      if (!row)
        throw new AppError(
          409,
          PROMOTION_ADMIN_MESSAGES.duplicateCode,
          PROMOTION_ADMIN_ERROR_CODES.duplicateCode,
        );
      return summary(row);
    },

    async siblingOfferFor(order) {
      const now = clock();
      const until = new Date(order.createdDate.getTime() + SIBLING_OFFER_HOURS * HOUR_MS);
      if (order.stage === 'cancelled' || now >= until || !/^DT-[A-Z0-9]{6}$/.test(order.orderNumber))
        return null;
      const row = await repo.liveSibling(now);
      if (!row || row.percentOff === null) return null;
      if ((await repo.siblingOrders(order.id)) > 0) return null;
      return {
        code: `${SIBLING_CODE_PREFIX}${order.orderNumber.slice(3)}-${siblingMac(siblingKey, order.id)}`,
        percent_off: row.percentOff,
        until: (until < row.endsAt ? until : row.endsAt).toISOString(),
        email: order.email,
        country: order.country,
      };
    },

    async setPaused(id, paused) {
      const row = await repo.setPaused(id, paused);
      if (!row)
        throw new AppError(404, PROMOTION_ADMIN_MESSAGES.notFound, PROMOTION_ADMIN_ERROR_CODES.notFound);
      return summary(row);
    },
  };
}

import { createHash, randomBytes } from 'node:crypto';
import {
  FAMILY_LINK_DAYS,
  FAMILY_LINK_ERROR_CODES,
  FAMILY_LINKS_MAX_PER_TARGET,
  familyLinkPagePath,
  type FamilyLink,
  type FamilyLinkTarget,
  type FamilyView,
  type WatchView,
} from '@shop/contracts/family-links';
import { pathInLocale } from '@shop/contracts/locale';
import type { SiteLanguage } from '@shop/contracts/site-language';
import { familyLinkMessage } from '@shop/content/parent-text/answers';
import { storyTitleIn } from '@shop/content/story-title';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../errors/app-error.ts';
import type { PreviewsService } from '../previews/index.ts';
import { createFamilyLinksRepository, type FamilyLinkRow } from './family-links.repository.ts';

// Family links (issue 35 point 2, issue 36 point 3; docs/decisions/100): one concept for a preview
// before paying and for a delivered film. The parent makes a link for someone they name; the token
// (256 random bits) is answered once and only its SHA-256 is kept, so the table alone opens
// nothing. Ownership is the server's to decide: a preview belongs to the upload session that asked
// for it, a film to whoever holds the order's signed status link. Opening a link needs no cookie;
// it counts the opening and answers the first name and short-lived media links, never a file key.
// Nothing here logs a token, a name or a link.

/** A delivered film as its family links and watch page show it (the composition builds it). */
export interface SharedFilm {
  orderNumber: string;
  childName: string;
  story: number;
  language: 'english' | 'hindi';
  siteLanguage: SiteLanguage;
  video_url: string;
  small_video_url: string | null;
  captions_url: string | null;
  poster_url: string | null;
  download_url: string;
  certificate_url: string | null;
  /** The parent's tick: the child's portrait on the certificate (docs/decisions/117). */
  certificate_portrait: boolean;
}

/** What this module needs of the delivered films: the owner's proof and the film with fresh links. */
export interface FamilyFilms {
  /** Whether `signature` is the order's status link's signature. */
  verifyOwner(orderId: string, signature: string): boolean;
  /** The order's delivered film, while it is kept; null before delivery or once deleted. */
  filmOf(orderId: string): Promise<SharedFilm | null>;
}

export interface FamilyLinksDependencies {
  db: Db;
  previews: Pick<PreviewsService, 'ownedBy' | 'familyView' | 'keepUntil'>;
  films: FamilyFilms;
  siteUrl: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export interface FamilyLinkCaller {
  /** The upload session cookie's value (a preview's owner), null without one. */
  session: string | null;
}

/** An opened link: what the page shows, and the language it speaks. */
export interface OpenedLink {
  view: FamilyView;
  siteLanguage: SiteLanguage;
}

/** Why a link opens nothing: unknown (404), or revoked, expired or its film gone (410). */
export type ClosedLink = { state: 'unknown' } | { state: 'gone'; siteLanguage: SiteLanguage };

export interface FamilyLinksService {
  create(
    input: { target: FamilyLinkTarget; name: string; siteLanguage: SiteLanguage },
    caller: FamilyLinkCaller,
  ): Promise<{ link: FamilyLink; url: string }>;
  list(target: FamilyLinkTarget, caller: FamilyLinkCaller): Promise<FamilyLink[]>;
  revoke(id: string, target: FamilyLinkTarget, caller: FamilyLinkCaller): Promise<FamilyLink>;
  /** A family member opens the link: counted. */
  open(token: string): Promise<OpenedLink | ClosedLink>;
  /** The link's poster for a link preview card (WhatsApp's crawler): not counted as an opening. */
  posterOf(token: string): Promise<string | null>;
  /** The link's page head (title with the first name), without counting: null when it opens nothing. */
  cardOf(
    token: string,
  ): Promise<{ childName: string; storyTitle: string; siteLanguage: SiteLanguage } | ClosedLink>;
  /** The parent's watch page of a delivered film, behind the status link's signature. */
  watch(orderId: string, signature: string): Promise<WatchView>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash('sha256').update(`family-link:${token}`).digest('hex');

/** The first name alone: the link's card and page never show more of the child's name. */
export const firstNameOf = (name: string) => name.normalize('NFC').trim().split(/\s+/u)[0] ?? '';

const toLink = (row: FamilyLinkRow): FamilyLink => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  expires_at: row.expiresAt?.toISOString() ?? null,
  revoked_at: row.revokedAt?.toISOString() ?? null,
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  opens: row.opens,
});

export function createFamilyLinksService({
  db,
  previews,
  films,
  siteUrl,
  log,
  now = () => new Date(),
}: FamilyLinksDependencies): FamilyLinksService {
  const repository = createFamilyLinksRepository(db);
  const unknown = (language: SiteLanguage = 'en') =>
    notFound(familyLinkMessage('notFound', language), FAMILY_LINK_ERROR_CODES.notFound);

  /**
   * The caller's proof of the target, checked: a preview of their session, a film behind its
   * signature. Anything else is answered like an unknown target (404), never told apart.
   */
  async function owned(target: FamilyLinkTarget, caller: FamilyLinkCaller, language: SiteLanguage) {
    if (target.kind === 'preview') {
      const preview = await previews.ownedBy(target.previewId, caller.session);
      if (!preview) throw unknown(language);
      return {
        kind: 'preview' as const,
        previewId: target.previewId.toLowerCase(),
        rendered: preview.rendered,
      };
    }
    if (!films.verifyOwner(target.orderId, target.sig)) throw unknown(language);
    return { kind: 'film' as const, orderId: target.orderId.toLowerCase() };
  }

  /** A preview is kept while a link to it works: until its links' latest expiry, or the 24 h rule. */
  async function keepPreviewFor(previewId: string) {
    await previews.keepUntil(previewId, await repository.liveUntil(previewId, now()));
  }

  const isLive = (row: FamilyLinkRow, at: Date) => !row.revokedAt && (!row.expiresAt || row.expiresAt > at);

  async function viewOf(row: FamilyLinkRow): Promise<OpenedLink | null> {
    if (row.kind === 'preview' && row.previewId) {
      const preview = await previews.familyView(row.previewId);
      if (!preview) return null;
      return {
        siteLanguage: row.siteLanguage,
        view: {
          kind: 'preview',
          child_name: firstNameOf(preview.childName),
          story_id: preview.story,
          story_title: storyTitleIn(preview.story, row.siteLanguage),
          language: preview.language,
          video_url: preview.video_url,
          small_video_url: null,
          captions_url: null,
          poster_url: preview.poster_url,
          download_url: null,
          expires_at: row.expiresAt?.toISOString() ?? null,
        },
      };
    }
    if (row.kind === 'film' && row.orderId) {
      const film = await films.filmOf(row.orderId);
      if (!film) return null;
      return { siteLanguage: film.siteLanguage, view: filmView(film, row.expiresAt) };
    }
    return null;
  }

  const filmView = (film: SharedFilm, expiresAt: Date | null): FamilyView => ({
    kind: 'film',
    child_name: firstNameOf(film.childName),
    story_id: film.story,
    story_title: storyTitleIn(film.story, film.siteLanguage),
    language: film.language,
    video_url: film.video_url,
    small_video_url: film.small_video_url,
    captions_url: film.captions_url,
    poster_url: film.poster_url,
    download_url: film.download_url,
    expires_at: expiresAt?.toISOString() ?? null,
  });

  async function liveRow(token: string): Promise<FamilyLinkRow | ClosedLink> {
    if (!TOKEN.test(token)) return { state: 'unknown' };
    const row = await repository.findByTokenHash(hashOf(token));
    if (!row) return { state: 'unknown' };
    if (!isLive(row, now())) return { state: 'gone', siteLanguage: row.siteLanguage };
    return row;
  }

  return {
    async create({ target, name, siteLanguage }, caller) {
      const owner = await owned(target, caller, siteLanguage);
      const at = now();
      let expiresAt: Date | null = null;
      if (owner.kind === 'preview') {
        if (!owner.rendered)
          throw conflict(
            familyLinkMessage('previewNotReady', siteLanguage),
            FAMILY_LINK_ERROR_CODES.previewNotReady,
          );
        expiresAt = new Date(at.getTime() + FAMILY_LINK_DAYS.preview * 86_400_000);
      } else if (!(await films.filmOf(owner.orderId))) {
        throw conflict(
          familyLinkMessage('filmNotDelivered', siteLanguage),
          FAMILY_LINK_ERROR_CODES.filmNotDelivered,
        );
      }
      const targetKey =
        owner.kind === 'preview' ? { previewId: owner.previewId } : { orderId: owner.orderId };
      if ((await repository.countLive(targetKey, at)) >= FAMILY_LINKS_MAX_PER_TARGET)
        throw conflict(familyLinkMessage('tooMany', siteLanguage), FAMILY_LINK_ERROR_CODES.tooMany);
      const token = randomBytes(32).toString('base64url');
      const row = await repository.insert({
        tokenHash: hashOf(token),
        kind: owner.kind,
        previewId: owner.kind === 'preview' ? owner.previewId : null,
        uploadSession: owner.kind === 'preview' ? caller.session : null,
        orderId: owner.kind === 'film' ? owner.orderId : null,
        name: name.normalize('NFC').trim(),
        siteLanguage,
        createdAt: at,
        expiresAt,
      });
      if (owner.kind === 'preview') await keepPreviewFor(owner.previewId);
      log.info({ familyLinkId: row.id, kind: row.kind }, 'family link created');
      return { link: toLink(row), url: `${siteUrl}${pathInLocale(familyLinkPagePath(token), siteLanguage)}` };
    },

    async list(target, caller) {
      const owner = await owned(target, caller, 'en');
      const rows = await repository.listOf(
        owner.kind === 'preview'
          ? { previewId: owner.previewId, session: caller.session! }
          : { orderId: owner.orderId },
      );
      return rows.map(toLink);
    },

    async revoke(id, target, caller) {
      const owner = await owned(target, caller, 'en');
      const row = UUID.test(id) ? await repository.find(id.toLowerCase()) : undefined;
      const theirs =
        row &&
        (owner.kind === 'preview'
          ? row.previewId === owner.previewId && row.uploadSession === caller.session
          : row.orderId === owner.orderId);
      if (!theirs) throw unknown();
      const revoked = (await repository.revoke(row.id, now()))!;
      if (owner.kind === 'preview') await keepPreviewFor(owner.previewId);
      log.info({ familyLinkId: row.id }, 'family link revoked');
      return toLink(revoked);
    },

    async open(token) {
      const row = await liveRow(token);
      if ('state' in row) return row;
      const opened = await viewOf(row);
      if (!opened) return { state: 'gone', siteLanguage: row.siteLanguage };
      await repository.markOpened(row.id, now());
      return opened;
    },

    async posterOf(token) {
      const row = await liveRow(token);
      if ('state' in row) return null;
      return (await viewOf(row))?.view.poster_url ?? null;
    },

    async cardOf(token) {
      const row = await liveRow(token);
      if ('state' in row) return row;
      const opened = await viewOf(row);
      if (!opened) return { state: 'gone', siteLanguage: row.siteLanguage };
      return {
        childName: opened.view.child_name,
        storyTitle: opened.view.story_title,
        siteLanguage: opened.siteLanguage,
      };
    },

    async watch(orderId, signature) {
      if (!UUID.test(orderId) || !films.verifyOwner(orderId, signature)) throw unknown();
      const film = await films.filmOf(orderId.toLowerCase());
      if (!film) throw unknown();
      return {
        ...filmView(film, null),
        // The parent sees the whole name on their own page.
        child_name: film.childName,
        order_number: film.orderNumber,
        certificate_url: film.certificate_url,
        certificate_portrait: film.certificate_portrait,
      };
    },
  };
}

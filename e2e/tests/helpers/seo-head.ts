import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../../support/fixtures';

// Head checks shared by the public-page specs: what a crawler or a chat app's link preview reads from
// the served HTML without JavaScript, and what the live page shows after hydration and navigation.

export interface Head {
  title: string;
  meta: (key: string) => string | undefined;
  metaAll: (key: string) => string[];
  canonical: string | undefined;
  /** Every application/ld+json block, parsed (a block that is not valid JSON fails the test). */
  jsonLd: Record<string, unknown>[];
}

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function parseJson(source: string, where: string): Record<string, unknown> {
  try {
    return JSON.parse(source) as Record<string, unknown>;
  } catch (error) {
    throw new Error(`Invalid JSON-LD on ${where}: ${String(error)}\n${source.slice(0, 200)}`, {
      cause: error,
    });
  }
}

/** The head of the prerendered HTML as served, fetched without a browser (no JavaScript runs). */
export async function rawHead(request: APIRequestContext, path: string): Promise<Head & { html: string }> {
  const response = await request.get(path);
  expect(response.status(), `GET ${path}`).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const metas = [...head.matchAll(/<meta\s+(name|property)="([^"]+)"\s+content="([^"]*)"\s*\/?>/g)].map(
    ([, , key, content]) => ({ key: key ?? '', content: decode(content ?? '') }),
  );
  return {
    html,
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    meta: (key) => metas.find((m) => m.key === key)?.content,
    metaAll: (key) => metas.filter((m) => m.key === key).map((m) => m.content),
    canonical: /<link\s+rel="canonical"\s+href="([^"]+)"/.exec(head)?.[1],
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) =>
      parseJson(json ?? '', path),
    ),
  };
}

/** The same tags as the browser's document has them right now. */
export async function liveHead(page: Page): Promise<Head> {
  const snapshot = await page.evaluate(() => ({
    title: document.title,
    metas: Array.from(document.head.querySelectorAll('meta[name], meta[property]')).map((m) => ({
      key: m.getAttribute('name') ?? m.getAttribute('property') ?? '',
      content: m.getAttribute('content') ?? '',
    })),
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? undefined,
    jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
      (s) => s.textContent ?? '',
    ),
  }));
  return {
    title: snapshot.title,
    meta: (key) => snapshot.metas.find((m) => m.key === key)?.content,
    metaAll: (key) => snapshot.metas.filter((m) => m.key === key).map((m) => m.content),
    canonical: snapshot.canonical,
    jsonLd: snapshot.jsonLd.map((json) => parseJson(json, page.url())),
  };
}

/** Title, description, Open Graph, canonical and at least one JSON-LD block, all pointing at `path`. */
export function expectCompleteHead(head: Head, path: string, title: string | RegExp): void {
  if (typeof title === 'string') expect(head.title).toBe(title);
  else expect(head.title).toMatch(title);
  expect(head.meta('description')?.length ?? 0, 'meta description').toBeGreaterThan(50);
  expect(head.meta('og:title'), 'og:title').toBeTruthy();
  expect(head.meta('og:description'), 'og:description').toBeTruthy();
  expect(head.meta('og:image'), 'og:image').toMatch(/^https?:\/\/[^/]+\/media\/.+\.(jpg|png|webp)$/);
  expect(head.meta('og:url')).toBe(head.canonical);
  expect(head.meta('twitter:card')).toBe('summary_large_image');
  expect(head.canonical, 'canonical').toMatch(new RegExp(`^https?://[^/]+${path.replace(/[/.]/g, '\\$&')}$`));
  expect(head.jsonLd.length, 'JSON-LD blocks').toBeGreaterThan(0);
  for (const block of head.jsonLd) expect(block['@context']).toBe('https://schema.org');
}

export function jsonLdOfType(head: Head, type: string): Record<string, unknown> {
  const block = head.jsonLd.find((b) => b['@type'] === type);
  expect(block, `JSON-LD of type ${type}`).toBeTruthy();
  return block as Record<string, unknown>;
}

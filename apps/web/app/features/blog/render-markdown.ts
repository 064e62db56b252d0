import { Marked, Renderer, type Tokens } from 'marked';

export interface RenderOptions {
  /** Turns a content media path ("blog/x-1.webp") into the URL the browser loads. */
  resolveMedia: (path: string) => string;
  /** Pixel size of a content image, so the browser reserves its space before it loads. */
  imageSize?: (path: string) => { width: number; height: number } | undefined;
  /** Our own origin: links to it stay in this tab even when written as absolute URLs. */
  siteUrl: string;
}

const MEDIA_PREFIX = 'media:';

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&[a-z]+;|&#\d+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function isExternalLink(href: string, siteUrl: string): boolean {
  return /^https?:\/\//i.test(href) && !href.startsWith(`${siteUrl}/`) && href !== siteUrl;
}

/**
 * Article Markdown → HTML, run at build time only (route loaders), so `marked` never reaches the browser.
 * The page already has the post title as its h1, so Markdown headings start at h2; external links open
 * in a new tab without leaking the opener; `media:` images resolve against the media base and load lazily.
 */
export function renderMarkdown(markdown: string, options: RenderOptions): string {
  const usedIds = new Map<string, number>();
  const uniqueId = (text: string) => {
    const base = slugify(text) || 'section';
    const seen = usedIds.get(base) ?? 0;
    usedIds.set(base, seen + 1);
    return seen === 0 ? base : `${base}-${seen + 1}`;
  };
  const mediaPathOf = (href: string) =>
    href.startsWith(MEDIA_PREFIX) ? href.slice(MEDIA_PREFIX.length) : undefined;

  const imageHtml = (token: Tokens.Image): string => {
    const path = mediaPathOf(token.href);
    const src = path ? options.resolveMedia(path) : token.href;
    const size = path ? options.imageSize?.(path) : undefined;
    const dimensions = size ? ` width="${size.width}" height="${size.height}"` : '';
    const title = token.title ? ` title="${escapeHtml(token.title)}"` : '';
    return `<img src="${escapeHtml(src)}" alt="${escapeHtml(token.text)}"${dimensions}${title} loading="lazy" decoding="async">`;
  };

  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      heading({ tokens, depth }) {
        const level = Math.min(Math.max(depth, 2), 6);
        const plain = this.parser.parseInline(tokens, this.parser.textRenderer);
        return `<h${level} id="${uniqueId(plain)}">${this.parser.parseInline(tokens)}</h${level}>\n`;
      },
      link({ href, title, tokens }) {
        const label = this.parser.parseInline(tokens);
        const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
        if (!isExternalLink(href, options.siteUrl)) {
          const local = href.startsWith(options.siteUrl) ? href.slice(options.siteUrl.length) || '/' : href;
          return `<a href="${escapeHtml(local)}"${titleAttr}>${label}</a>`;
        }
        return `<a href="${escapeHtml(href)}"${titleAttr} target="_blank" rel="noopener noreferrer">${label}<span class="sr-only"> (opens in a new tab)</span></a>`;
      },
      image(token) {
        return imageHtml(token);
      },
      paragraph(token) {
        // A paragraph holding only an image is an illustration: a figure, captioned by its title if any.
        const [only] = token.tokens;
        if (token.tokens.length === 1 && only?.type === 'image') {
          const image = only as Tokens.Image;
          const caption = image.title ? `<figcaption>${escapeHtml(image.title)}</figcaption>` : '';
          return `<figure>${imageHtml(image)}${caption}</figure>\n`;
        }
        return false;
      },
      table(token) {
        // Wide tables scroll inside their own keyboard-reachable box instead of widening a phone screen.
        const html = Renderer.prototype.table.call(this, token);
        return `<div class="table-scroll" role="region" aria-label="Table: ${escapeHtml(token.header.map((c) => c.text).join(', '))}" tabindex="0">${html}</div>\n`;
      },
      code(token) {
        return Renderer.prototype.code.call(this, token).replace(/^<pre>/, '<pre tabindex="0">');
      },
    },
  });
  return marked.parse(markdown) as string;
}

import { describe, expect, it } from 'vitest';
import { isExternalLink, renderMarkdown, slugify } from './render-markdown';

const options = {
  siteUrl: 'https://diyatales.example',
  resolveMedia: (path: string) => `/media/${path}`,
  imageSize: (path: string) => (path === 'blog/a-1.webp' ? { width: 800, height: 420 } : undefined),
};

const render = (md: string) => renderMarkdown(md, options);

describe('renderMarkdown', () => {
  it('renders every element an article uses', () => {
    const html = render(
      [
        '## Story',
        '### Part one',
        '- a',
        '- b',
        '',
        '1. one',
        '2. two',
        '',
        '> wise words',
        '',
        'Say `Om` softly.',
        '',
        '```text',
        'line',
        '```',
        '',
        '| A | B |',
        '| --- | --- |',
        '| 1 | 2 |',
      ].join('\n'),
    );
    expect(html).toContain('<h2 id="story">Story</h2>');
    expect(html).toContain('<h3 id="part-one">Part one</h3>');
    expect(html).toMatch(/<ul>\s*<li>a<\/li>/);
    expect(html).toMatch(/<ol>\s*<li>one<\/li>/);
    expect(html).toMatch(/<blockquote>\s*<p>wise words<\/p>/);
    expect(html).toContain('<code>Om</code>');
    expect(html).toContain('<pre tabindex="0"><code class="language-text">line');
    expect(html).toMatch(
      /<div class="table-scroll" role="region" aria-label="Table: A, B" tabindex="0"><table>/,
    );
  });

  it('keeps the page h1 unique: a Markdown h1 becomes an h2', () => {
    expect(render('# Big')).toContain('<h2 id="big">Big</h2>');
  });

  it('gives repeated headings distinct ids', () => {
    const html = render('## FAQ\n\n## FAQ');
    expect(html).toContain('id="faq"');
    expect(html).toContain('id="faq-2"');
  });

  it('opens external links in a new tab without the opener', () => {
    const html = render('[Krishna](https://en.wikipedia.org/wiki/Krishna)');
    expect(html).toContain(
      '<a href="https://en.wikipedia.org/wiki/Krishna" target="_blank" rel="noopener noreferrer">Krishna<span class="sr-only"> (opens in a new tab)</span></a>',
    );
  });

  it('keeps internal links in the same tab, also when written with our own origin', () => {
    expect(render('[Stories](/stories)')).toContain('<a href="/stories">Stories</a>');
    expect(render('[Blog](https://diyatales.example/blogs/x)')).toContain('<a href="/blogs/x">Blog</a>');
  });

  it('resolves media: images, sizes them and loads them lazily inside a figure', () => {
    const html = render('![Krishna with butter](media:blog/a-1.webp)');
    expect(html).toContain(
      '<figure><img src="/media/blog/a-1.webp" alt="Krishna with butter" width="800" height="420" loading="lazy" decoding="async"></figure>',
    );
    expect(html).not.toContain('<p><figure>');
  });

  it('captions a figure with the image title', () => {
    expect(render('![Alt](media:blog/b.webp "A caption")')).toContain('<figcaption>A caption</figcaption>');
  });

  it('escapes attribute values', () => {
    expect(render('![a "quoted" alt](media:blog/b.webp)')).toContain('alt="a &quot;quoted&quot; alt"');
  });
});

describe('helpers', () => {
  it('slugify makes readable ids', () => {
    expect(slugify('Who Was Little Krishna?')).toBe('who-was-little-krishna');
    expect(slugify('Garba &amp; Dandiya')).toBe('garba-dandiya');
  });

  it('isExternalLink tells other sites from ours', () => {
    expect(isExternalLink('https://youtube.com', 'https://diyatales.example')).toBe(true);
    expect(isExternalLink('/stories', 'https://diyatales.example')).toBe(false);
    expect(isExternalLink('https://diyatales.example/blogs', 'https://diyatales.example')).toBe(false);
    expect(isExternalLink('mailto:a@b.c', 'https://diyatales.example')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { MetaDescriptor } from 'react-router';
import { BLOG_POST_IDS } from '@shop/content/blog-post-ids';
import { BLOG_POSTS } from '@shop/content/blog-posts';
import { blogArticleHtml, blogIndexData, blogPostData } from './blog-pages.server';
import { blogPostingJsonLd } from './blog-seo';

type Json = Record<string, unknown>;

function jsonLd(meta: MetaDescriptor[], type: string): Json {
  const found = meta
    .map((m) => ('script:ld+json' in m ? (m['script:ld+json'] as Json) : undefined))
    .find((data) => data?.['@type'] === type);
  if (!found) throw new Error(`no ${type} JSON-LD`);
  return found;
}

function content(meta: MetaDescriptor[], key: 'name' | 'property', value: string): unknown {
  const tag = meta.find((m) => (m as Record<string, unknown>)[key] === value) as
    Record<string, unknown> | undefined;
  return tag?.content;
}

describe('blog index data', () => {
  const { posts, meta } = blogIndexData();

  it('lists every post newest first, as summaries with at most 3 tags', () => {
    expect(posts.map((p) => p.id)).toEqual(BLOG_POSTS.map((p) => p.id));
    expect(posts).toHaveLength(BLOG_POST_IDS.length);
    for (const post of posts) {
      expect(post.tags.length).toBeLessThanOrEqual(3);
      expect(post).not.toHaveProperty('content');
    }
  });

  it('is one English page: canonical /blogs, no hreflang twin, and its JSON-LD says English', () => {
    const links = meta.filter((m) => (m as Record<string, unknown>).tagName === 'link');
    expect(links).toEqual([{ tagName: 'link', rel: 'canonical', href: 'http://localhost:3000/blogs' }]);
    expect(jsonLd(meta, 'Blog').inLanguage).toBe('en');
  });

  it('carries a Blog JSON-LD with every post as a BlogPosting', () => {
    const blog = jsonLd(meta, 'Blog');
    const entries = blog.blogPost as Json[];
    expect(entries).toHaveLength(BLOG_POST_IDS.length);
    expect(entries.every((entry) => entry['@type'] === 'BlogPosting')).toBe(true);
    expect(content(meta, 'name', 'description')).toBeTruthy();
  });
});

describe('blog post data', () => {
  it('answers an unknown id with not-found', () => {
    expect(blogPostData('no-such-post')).toEqual({ found: false });
    expect(blogPostData(undefined)).toEqual({ found: false });
    expect(blogArticleHtml('no-such-post')).toBeNull();
  });

  it.each(BLOG_POST_IDS)('%s: rendered body and complete head', (id) => {
    const data = blogPostData(id);
    if (!data.found) throw new Error('expected the post');
    const source = BLOG_POSTS.find((p) => p.id === id)!;
    // The body travels separately from the loader data (prerendered HTML, or the article's file).
    expect(data.post).not.toHaveProperty('html');
    const html = blogArticleHtml(id);
    expect(html).toContain('<h2 id=');
    expect(html).not.toContain('media:');
    expect(html).toMatch(/<a href="https:\/\/[^"]+" target="_blank" rel="noopener noreferrer">/);
    expect(data.meta).toContainEqual({ title: `${source.title} | Diya Tales` });
    expect(content(data.meta, 'name', 'description')).toBe(source.metaDescription);
    expect(content(data.meta, 'property', 'og:type')).toBe('article');
    expect(content(data.meta, 'property', 'article:published_time')).toBe(source.publishDate);
    expect(content(data.meta, 'property', 'article:author')).toBe(source.author);
    expect(content(data.meta, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(data.meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: source.canonicalUrl ?? `http://localhost:3000/blogs/${id}`,
    });
    const posting = jsonLd(data.meta, 'BlogPosting');
    expect(posting).toMatchObject({
      headline: source.title,
      datePublished: source.publishDate,
      author: { '@type': 'Organization' },
      publisher: { '@type': 'Organization', name: 'Diya Tales' },
      keywords: source.tags.join(', '),
      articleSection: 'Indian Mythology',
    });
    expect(posting.wordCount).toEqual(expect.any(Number));
    expect(posting.timeRequired).toMatch(/^PT\d+M$/);
  });

  it.each(BLOG_POST_IDS)('%s: one English page, canonical from /blogs and /hi/blogs alike, no twin', (id) => {
    const data = blogPostData(id);
    if (!data.found) throw new Error('expected the post');
    const links = data.meta.filter((m) => (m as Record<string, unknown>).tagName === 'link');
    expect(links).toEqual([{ tagName: 'link', rel: 'canonical', href: `http://localhost:3000/blogs/${id}` }]);
    expect(content(data.meta, 'property', 'og:locale')).toBe('en_IN');
    expect(content(data.meta, 'property', 'og:locale:alternate')).toBeUndefined();
    expect(content(data.meta, 'property', 'og:url')).toBe(`http://localhost:3000/blogs/${id}`);
  });

  it('uses the Shailaputri post’s own structured data: words, time and language', () => {
    const data = blogPostData('shailaputri-mata-navratri-day-1-kids-guide');
    if (!data.found) throw new Error('expected the post');
    const posting = jsonLd(data.meta, 'BlogPosting');
    expect(posting).toMatchObject({ wordCount: 2800, timeRequired: 'PT12M', inLanguage: 'en-US' });
  });

  it('describes a video only where the page plays one (no post has a real YouTube video yet)', () => {
    for (const id of BLOG_POST_IDS) {
      const data = blogPostData(id);
      if (!data.found) throw new Error('expected the post');
      expect(data.post.video, id).toBeUndefined();
      expect(jsonLd(data.meta, 'BlogPosting'), id).not.toHaveProperty('video');
    }
  });

  it('describes a real video from the front matter, and drops one whose id cannot exist', () => {
    const post = BLOG_POSTS.find((p) => p.id === 'shailaputri-mata-navratri-day-1-kids-guide')!;
    const video = { name: 'Shailaputri', duration: 'PT8M30S' };
    const withVideo = (youtubeUrl: string) =>
      blogPostingJsonLd({ ...post, youtubeUrl, schemaMarkup: { ...post.schemaMarkup, video } }, 100);
    expect(withVideo('https://www.youtube.com/watch?v=dQw4w9WgXcQ').video).toEqual({
      '@type': 'VideoObject',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      contentUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      ...video,
    });
    expect(withVideo('https://www.youtube.com/watch?v=DiyaTales01')).not.toHaveProperty('video');
  });

  it('posts without a video link get no player', () => {
    const withoutVideo = BLOG_POSTS.find((post) => !post.youtubeUrl);
    if (!withoutVideo) return;
    const data = blogPostData(withoutVideo.id);
    expect(data.found && data.post.video).toBeFalsy();
  });
});

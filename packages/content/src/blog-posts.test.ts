import { describe, expect, it } from 'vitest';
import { BLOG_POST_IDS } from './blog-post-ids.ts';
import { BLOG_POSTS, blogPostSummaries, getBlogPost, wordCount } from './blog-posts.ts';
import { blogPostSchema } from './schemas.ts';

describe('blog posts', () => {
  it('has exactly one Markdown file per public article id', () => {
    expect(BLOG_POSTS.map((post) => post.id).sort()).toEqual([...BLOG_POST_IDS].sort());
  });

  it('every post satisfies the schema', () => {
    for (const post of BLOG_POSTS) expect(blogPostSchema.safeParse(post).success, post.id).toBe(true);
  });

  it('is sorted newest first', () => {
    const dates = BLOG_POSTS.map((post) => post.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('has unique titles', () => {
    const titles = BLOG_POSTS.map((post) => post.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('links only to articles that exist', () => {
    const ids = new Set<string>(BLOG_POST_IDS);
    for (const post of BLOG_POSTS) {
      for (const [, target] of post.content.matchAll(/\]\(\/blogs\/([^)#?\s]*)/g)) {
        expect(ids.has(target ?? ''), `${post.id} links to /blogs/${target}`).toBe(true);
      }
    }
  });

  it('references only its own numbered article images', () => {
    for (const post of BLOG_POSTS) {
      for (const [, path] of post.content.matchAll(/media:([^)\s]+)/g)) {
        expect(path, post.id).toMatch(new RegExp(`^blog/${post.id}-\\d+\\.webp$`));
      }
    }
  });

  it('looks posts up by id', () => {
    const [first] = BLOG_POSTS;
    expect(first && getBlogPost(first.id)).toBe(first);
    expect(getBlogPost('no-such-post')).toBeUndefined();
  });

  it('summaries carry everything but the body', () => {
    const summaries = blogPostSummaries();
    expect(summaries.map((summary) => summary.id)).toEqual(BLOG_POSTS.map((post) => post.id));
    for (const summary of summaries) expect(summary).not.toHaveProperty('content');
  });
});

describe('wordCount', () => {
  it('counts prose words and ignores Markdown syntax, images and URLs', () => {
    const sample = [
      '## Little Krishna',
      '',
      '> Butter tastes sweeter when shared.',
      '',
      '1. Read [the story](/blogs/krishna-stories-for-kids-butter-thief) slowly',
      '- See https://en.wikipedia.org/wiki/Krishna later',
      '',
      '![Krishna with a pot](media:blog/krishna-1.webp)',
      '',
      '| Avatar | Form |',
      '| --- | --- |',
      '| Matsya | fish |',
      '',
      '```text',
      'Om Namah',
      '```',
      'Use `**bold**` words.',
    ].join('\n');
    // Little Krishna (2) + Butter…shared (5) + Read…slowly (4) + See later (2) + table (4) + Om Namah (2) + Use bold words (3)
    expect(wordCount(sample)).toBe(22);
  });

  it('returns 0 for empty text', () => {
    expect(wordCount('')).toBe(0);
    expect(wordCount('---\n\n#')).toBe(0);
  });
});

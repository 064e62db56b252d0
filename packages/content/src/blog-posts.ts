/// <reference types="vite/client" />
import { parse } from 'yaml';
import { z } from 'zod';
import { blogPostSchema, type BlogPost } from './schemas.ts';

// The index page never shows article bodies, so its data should not have to carry them.
const blogPostSummarySchema = blogPostSchema.omit({ content: true });
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

// Articles live as Markdown so editors can change them without touching code; the glob is resolved at
// build time by Vite (web build and Vitest), so no file-system access happens in the browser.
const sources = import.meta.glob<string>('../blog/*.md', { query: '?raw', import: 'default', eager: true });

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/;

function parsePost(path: string, raw: string): BlogPost {
  const file = path.split('/').pop() ?? path;
  const match = FRONT_MATTER.exec(raw);
  if (!match) throw new Error(`Blog post ${file}: missing front matter between --- lines`);
  const [, header = '', body = ''] = match;
  let meta: unknown;
  try {
    meta = parse(header);
  } catch (error) {
    throw new Error(`Blog post ${file}: front matter is not valid YAML`, { cause: error });
  }
  if (typeof meta !== 'object' || meta === null || Array.isArray(meta)) {
    throw new Error(`Blog post ${file}: front matter must be a mapping of fields`);
  }
  // The slug is the file name so a post's URL can never drift from where it is stored.
  const result = blogPostSchema.safeParse({ ...meta, id: file.replace(/\.md$/, ''), content: body.trim() });
  if (!result.success) throw new Error(`Blog post ${file} is invalid:\n${z.prettifyError(result.error)}`);
  return result.data;
}

// ISO dates compare correctly as strings; the id tie-break keeps the order stable across builds.
export const BLOG_POSTS: BlogPost[] = Object.entries(sources)
  .map(([path, raw]) => parsePost(path, raw))
  .sort((a, b) => b.publishDate.localeCompare(a.publishDate) || a.id.localeCompare(b.id));

const byId = new Map(BLOG_POSTS.map((post) => [post.id, post]));

export function getBlogPost(id: string): BlogPost | undefined {
  return byId.get(id);
}

const SUMMARIES: BlogPostSummary[] = BLOG_POSTS.map((post) => blogPostSummarySchema.parse(post));

export function blogPostSummaries(): BlogPostSummary[] {
  return SUMMARIES;
}

/** Words a reader actually reads: Markdown punctuation, image references and URLs are not counted. */
export function wordCount(markdown: string): number {
  const text = markdown
    .replace(/^\s*(```|~~~).*$/gm, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<?\b(?:https?:\/\/|www\.)\S+/g, ' ')
    .replace(/^\s*(?:\d+[.)]|[-*+])\s+/gm, ' ')
    .replace(/[|#>*_`~]/g, ' ');
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

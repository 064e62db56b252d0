import { deitySchema } from '@shop/contracts/catalog';
import { extractVideoId } from '@shop/contracts/video-links';
import { z } from 'zod';

// Media paths are relative to the media base (MEDIA_BASE_URL, default /media), e.g. "stories/story-01.mp4".
const mediaPath = z.string().regex(/^[a-z0-9][a-z0-9/_-]*\.(webp|jpg|png|svg|mp4|mp3)$/);
const httpsUrl = z.url({ protocol: /^https$/ });
// A YouTube link is configured only for a real video: one whose id cannot exist would open a player
// that only says "Video unavailable" (docs/decisions/069).
export const youtubeLinkSchema = httpsUrl.refine((link) => extractVideoId(link) !== null, {
  message: 'Not a YouTube video link, or its id names no video that can exist',
});

export const storySchema = z.object({
  id: z.number().int().min(1).max(27),
  title: z.string().min(3).max(70),
  description: z.string().min(60).max(320),
  god: deitySchema,
  src: mediaPath,
  thumbnail: mediaPath,
  link: z.union([httpsUrl, z.literal('')]),
  youtube: z.union([youtubeLinkSchema, z.literal('')]),
  featured: z.boolean(),
});
export type Story = z.infer<typeof storySchema>;

export const testimonialSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(2),
  handle: z.string().regex(/^@[A-Za-z0-9._]+$/),
  role: z.literal('Parenting Influencer'),
  followers: z.string().regex(/^\d+(\.\d+)?[KM]?$/),
  image: mediaPath,
  instagramUrl: httpsUrl,
  content: z.string().min(60).max(420),
  featured: z.boolean(),
  testimonialImage: mediaPath.optional(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

// Answers are plain text with optional inline links written as [label](/path or https://…).
export const faqItemSchema = z.object({
  question: z.string().min(8).max(160),
  answer: z.string().min(20).max(700),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

export const blogPostSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(10).max(120),
  metaDescription: z.string().min(50).max(170),
  excerpt: z.string().min(50).max(320),
  thumbnailUrl: mediaPath,
  thumbnailAlt: z.string().min(5),
  imageUrl: mediaPath,
  publishDate: z.iso.date(),
  author: z.string().min(3),
  tags: z.array(z.string().min(2)).min(3),
  content: z.string().min(2000),
  readTime: z.string().regex(/^(8|9|1[0-5]) min read$/),
  canonicalUrl: httpsUrl.optional(),
  youtubeUrl: youtubeLinkSchema.optional(),
  schemaMarkup: z.record(z.string(), z.unknown()).optional(),
  ogTitle: z.string().optional(),
  ogDescription: z.string().optional(),
  ogImage: mediaPath.optional(),
  ogType: z.string().optional(),
  twitterCard: z.string().optional(),
  twitterTitle: z.string().optional(),
  twitterDescription: z.string().optional(),
  twitterImage: mediaPath.optional(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

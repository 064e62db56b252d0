import { STORY_COUNT } from '@shop/contracts/catalog';
import { AGE_RANGE, SITE_NAME, VIDEO_DURATION } from './site.ts';

// Every word on the landing page (/) apart from stories, reviews and FAQ entries, which have their own files.

export type CopyLink = { label: string; href: string };

export const HERO_COPY = {
  eyebrow: 'Personalized Indian mythology videos',
  headline: "Your child, the hero of India's greatest stories",
  subline: `Share a few photos and your little one joins Krishna, Ganesha, Hanuman and Durga in a ${VIDEO_DURATION} animated adventure, narrated in English or Hindi, for ages ${AGE_RANGE}.`,
  orderButton: 'Create Their Story',
  trailerButton: 'Watch Trailer',
} as const;

export const ABOUT_COPY = {
  heading: 'Stories our grandparents told, starring your child',
  paragraphs: [
    `${SITE_NAME} brings the timeless tales of Indian mythology to a new generation. Your child steps into the story beside the gods and heroes they love, learning about courage, kindness and devotion as they go.`,
    'Every video is made just for one child, from the photos you share, and retold warmly so that even the fiercest battles of good over evil feel safe, joyful and full of wonder.',
  ],
} as const;

export const FEATURES_COPY = {
  heading: 'What makes every story special',
  items: [
    { title: 'Your child is the hero', text: 'Your little one appears beside the gods in every key scene.' },
    { title: 'English or Hindi narration', text: 'Choose the language that feels most like home.' },
    {
      title: `A ${VIDEO_DURATION} animated story`,
      text: 'Long enough for a real adventure, short enough for bedtime.',
    },
    { title: 'Made from 1-3 photos', text: 'A few clear photos are all we need to begin.' },
    { title: 'Delivered by e-mail', text: 'Your finished video arrives in your inbox, ready to download.' },
    { title: 'Private photos', text: "Your child's photos are used only to make the video, never shared." },
  ],
} as const;

export const STORY_SECTION_COPY = {
  heading: 'Featured Stories',
  intro: `A few favourites from our ${STORY_COUNT} tales. Watch a preview, then choose the story your child will step into.`,
} as const;

export const TRAILER_SECTION_COPY = { heading: 'Watch the Trailer' } as const;

export const REVIEWS_COPY = { heading: 'Loved by Parents Across India' } as const;

export const FAQ_COPY = { heading: 'Frequently Asked Questions' } as const;

export const CONTACT_COPY = {
  heading: 'Have a question? We would love to hear from you',
  line: 'Write to us about orders, stories or anything else, and we will get back to you within a day.',
  contactButton: 'Contact Us',
  instagramButton: 'Follow on Instagram',
} as const;

type OrderStep = { title: string; text: string; links: readonly CopyLink[] };

// docs/product-guide.md#landing-page fixes three steps and their links; the tuple type keeps an edit from adding or dropping one.
export const HOW_TO_ORDER_COPY = {
  heading: 'How to Order',
  steps: [
    {
      title: 'Choose a story',
      text: `Browse ${STORY_COUNT} tales of Krishna, Ganesha, Hanuman, Rama, Shiva and the Goddess, or read our blog to find the one your child will love most.`,
      links: [
        { label: 'Browse all stories', href: '/stories' },
        { label: 'Read our mythology blog', href: '/blogs' },
      ],
    },
    {
      title: "Personalize your child's adventure",
      text: "Add your child's name and 1-3 photos, choose English or Hindi narration, and complete your order.",
      links: [{ label: 'Start personalizing', href: '/order' }],
    },
    {
      title: 'Professional video creation',
      text: 'Our team animates your child into the story, checks every scene by hand and e-mails you the finished video.',
      links: [
        { label: 'Our delivery process', href: '/shipping' },
        { label: 'Our satisfaction guarantee', href: '/refund-policy' },
      ],
    },
  ],
  finalLink: { label: 'Start Your Mythology Video Order', href: '/stories' },
} as const satisfies {
  heading: string;
  steps: readonly [OrderStep, OrderStep, OrderStep];
  finalLink: CopyLink;
};

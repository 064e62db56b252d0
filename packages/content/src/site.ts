export const SITE_NAME = 'Diya Tales';
export const SITE_TAGLINE = 'Personalized Indian mythology adventures starring your child';

export const CONTACT_EMAIL = 'hello@diyatales.in';

// Said on every page and in every e-mail while a public production shop runs on a payment sandbox
// (PAYMENTS_SANDBOX=true), so nobody takes an order that was never paid for a real one.
export const TEST_MODE_NOTICE = 'TEST MODE — no real payments are taken';
export const INSTAGRAM_URL = 'https://www.instagram.com/diyatales/';

export const AGE_RANGE = '3-12';
export const VIDEO_DURATION = '3-5 mins';

// The seed promises delivery differently on different screens. Each text stays where the
// seed put it, but all live here so the operator can unify them in one edit (docs/product-guide.md#settled-contradictions).
export const DELIVERY_PROMISES = {
  orderScreens: 'within 24 hours',
  policyPages: 'within 24-48 hours',
  policyBreakdown: [
    { step: 'Image processing', duration: '2-4 hours' },
    { step: 'AI integration', duration: '8-12 hours' },
    { step: 'Quality review', duration: '2-4 hours' },
  ],
  faq: '2-3 business days',
  stats: '3 days',
} as const;

export const DOWNLOAD_LINK_DAYS = 7;

/**
 * How the order confirmation e-mail's subject begins ("Order confirmed: Ganesha and the Moon starring
 * Aarav"): pages that send a parent back to that e-mail name it by these words (site.hi.ts in Hindi).
 */
export const ORDER_CONFIRMATION_SUBJECT = 'Order confirmed';

/**
 * How soon a refund shows in the parent's account, in every message and page that says it (the
 * cancellation e-mail and WhatsApp update, the order-status page); site.hi.ts says it in Hindi.
 * Stripe quotes 5-10 business days for card refunds, Razorpay 5-7 working days for UPI and cards.
 */
export const REFUND_TIME = 'within 5-10 working days';
export const ADMIN_DUE_HOURS = 24;

export const STATS = [
  { value: '20+', label: 'Epic Tales' },
  { value: '50+', label: 'Happy Kids' },
  { value: DELIVERY_PROMISES.stats, label: 'Delivery Time' },
] as const;

export const ABOUT_CLAIMS = [
  { value: '50,000+', label: 'Happy Families' },
  { value: '25+', label: 'Mythological Characters' },
  { value: '98%', label: 'Satisfaction Rate' },
  { value: '24-hour', label: 'Support Response' },
] as const;

export const AGGREGATE_RATING = { ratingValue: 4.9, bestRating: 5 } as const;
export const INFLUENCER_CLAIM = '25+';

// Only the desktop sources are named; the web app derives the -mobile variants from them.
export const HERO_VIDEO = { src: 'hero/hero-1.mp4', poster: 'hero/hero-1.webp' } as const;

// The trailer (docs/decisions/069): the brand's trailer on YouTube once there is one (`youtube`, a watch
// link; a link whose id no video can have is refused), until then our own film (`film`, a media path),
// played from our media. The length is that of the one that plays.
export const TRAILER = {
  youtube: '' as string,
  film: HERO_VIDEO.src,
  durationIso: 'PT8S',
  durationLabel: '0:08',
  poster: 'trailer/trailer-poster.webp',
  title: 'Diya Tales Trailer: Your Child in the Great Stories of India',
  description:
    'See how a few photos of your child become a personalized animated adventure beside Krishna, Ganesha, Hanuman, Rama and Durga, narrated in English or Hindi.',
  uploadDate: '2025-08-15',
} as const;

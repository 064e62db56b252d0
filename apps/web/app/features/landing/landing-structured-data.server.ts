import { PRICES } from '@shop/contracts/pricing';
import { faqAnswerText } from '@shop/content/faq-answer';
import type { FaqItem, Testimonial } from '@shop/content/schemas';
import { AGGREGATE_RATING, SITE_NAME, TRAILER } from '@shop/content/site';
import { absoluteUrl, mediaUrl } from '~/lib/media';
import { extractVideoId } from '@shop/contracts/video-links';

// JSON-LD for the landing page (docs/product-guide.md#landing-page): the trailer, the first 10 reviews and the 6 FAQ questions.

const CONTEXT = 'https://schema.org';
const REVIEWS_IN_METADATA = 10;
// docs/product-guide.md#prices: the India sale price (in rupees, from paise) is the product's headline offer.
const OFFER = {
  price: (PRICES.india.amountMinor / 100).toFixed(0),
  priceCurrency: PRICES.india.currency,
} as const;

/**
 * The trailer as a VideoObject, as the page plays it: on YouTube (its player) or our own film (its
 * file); its title and description come in the page's language.
 */
export function trailerJsonLd(text: { title: string; description: string } = TRAILER) {
  const videoId = extractVideoId(TRAILER.youtube);
  return {
    '@context': CONTEXT,
    '@type': 'VideoObject',
    name: text.title,
    description: text.description,
    thumbnailUrl: [absoluteUrl(mediaUrl(TRAILER.poster))],
    uploadDate: TRAILER.uploadDate,
    duration: TRAILER.durationIso,
    ...(videoId
      ? { embedUrl: `https://www.youtube.com/embed/${videoId}` }
      : { contentUrl: absoluteUrl(mediaUrl(TRAILER.film)) }),
  };
}

export function productJsonLd(testimonials: readonly Testimonial[]) {
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: 'Personalized Mythology Video',
    description:
      'A personalized animated Indian mythology video in which your child appears beside Krishna, Ganesha, Hanuman, Rama or Durga, narrated in English or Hindi.',
    image: absoluteUrl(mediaUrl('og/og-default.jpg')),
    brand: { '@type': 'Brand', name: SITE_NAME },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: AGGREGATE_RATING.ratingValue,
      bestRating: AGGREGATE_RATING.bestRating,
      reviewCount: testimonials.length,
    },
    // Each review as the carousel shows it: who wrote it and what they said. The testimonials carry no
    // star rating, so none is claimed for them one by one; the page shows only the overall 4.9.
    review: testimonials.slice(0, REVIEWS_IN_METADATA).map((testimonial) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: testimonial.name },
      reviewBody: testimonial.content,
    })),
    offers: {
      '@type': 'Offer',
      ...OFFER,
      availability: 'https://schema.org/InStock',
      url: absoluteUrl('/stories'),
    },
  };
}

export function faqJsonLd(items: readonly FaqItem[]) {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: faqAnswerText(item.answer) },
    })),
  };
}

import {
  ABOUT_CLAIMS,
  DELIVERY_PROMISES,
  REFUND_TIME,
  SITE_NAME,
  STATS,
  VIDEO_DURATION,
  type TRAILER,
} from './site.ts';
import type { Translation } from './translation.ts';

// The site texts a visitor reads, in Hindi. Every figure and duration is read from site.ts and only its
// unit words are translated, so the operator's one edit there changes both languages; a wording this
// file does not know (say "within a week") stops the build instead of showing half-English Hindi.

const UNITS: Record<string, { one: string; many: string }> = {
  min: { one: 'मिनट', many: 'मिनट' },
  mins: { one: 'मिनट', many: 'मिनट' },
  hour: { one: 'घंटा', many: 'घंटे' },
  hours: { one: 'घंटा', many: 'घंटे' },
  day: { one: 'दिन', many: 'दिन' },
  days: { one: 'दिन', many: 'दिन' },
  'business days': { one: 'कामकाजी दिन', many: 'कामकाजी दिन' },
  'working days': { one: 'कामकाजी दिन', many: 'कामकाजी दिन' },
};

// "3-5 mins", "24-hour", "within 24-48 hours", "2-3 business days"; also plain figures such as "20+".
const DURATION = /^(within )?(\d+(?:-\d+)?)[ -]([a-z ]+)$/;
const FIGURE = /^[\d.,]+[+%]?$/;

function inHindi(text: string): string {
  if (FIGURE.test(text)) return text;
  const [, within, amount = '', unitName = ''] = DURATION.exec(text) ?? [];
  const unit = UNITS[unitName];
  if (!unit) throw new Error(`site.hi.ts cannot say "${text}" in Hindi: add its unit to UNITS`);
  const duration = `${amount} ${amount === '1' ? unit.one : unit.many}`;
  return within ? `${duration} के भीतर` : duration;
}

export const SITE_TAGLINE_HI = 'भारतीय पौराणिक कथाओं का रोमांच, जिसका हीरो है आपका बच्चा';

export const VIDEO_DURATION_HI = inHindi(VIDEO_DURATION);

/** How the Hindi order confirmation e-mail's subject begins (ORDER_CONFIRMATION_SUBJECT). */
export const ORDER_CONFIRMATION_SUBJECT_HI = 'ऑर्डर पक्का हुआ';

/** REFUND_TIME in Hindi: "5-10 कामकाजी दिन के भीतर". */
export const REFUND_TIME_HI = inHindi(REFUND_TIME);

const DELIVERY_STEP_NAMES: Record<(typeof DELIVERY_PROMISES.policyBreakdown)[number]['step'], string> = {
  'Image processing': 'फ़ोटो की प्रोसेसिंग',
  'AI integration': 'AI से बच्चे को कहानी में जोड़ना',
  'Quality review': 'क्वालिटी की जाँच',
};

/** DELIVERY_PROMISES in Hindi, key for key (docs/product-guide.md#settled-contradictions keeps each promise on its own screens). */
export const DELIVERY_PROMISES_HI = {
  orderScreens: inHindi(DELIVERY_PROMISES.orderScreens),
  policyPages: inHindi(DELIVERY_PROMISES.policyPages),
  policyBreakdown: DELIVERY_PROMISES.policyBreakdown.map(({ step, duration }) => ({
    step: DELIVERY_STEP_NAMES[step],
    duration: inHindi(duration),
  })),
  faq: inHindi(DELIVERY_PROMISES.faq),
  stats: inHindi(DELIVERY_PROMISES.stats),
} as const;

const STAT_LABELS: Record<(typeof STATS)[number]['label'], string> = {
  'Epic Tales': 'अनोखी कहानियाँ',
  'Happy Kids': 'ख़ुश बच्चे',
  'Delivery Time': 'डिलीवरी का समय',
};

export const STATS_HI = STATS.map(({ value, label }) => ({
  value: inHindi(value),
  label: STAT_LABELS[label],
}));

const CLAIM_LABELS: Record<(typeof ABOUT_CLAIMS)[number]['label'], string> = {
  'Happy Families': 'ख़ुश परिवार',
  'Mythological Characters': 'पौराणिक पात्र',
  'Satisfaction Rate': 'संतुष्ट ग्राहक',
  'Support Response': 'सपोर्ट से जवाब',
};

export const ABOUT_CLAIMS_HI = ABOUT_CLAIMS.map(({ value, label }) => ({
  value: inHindi(value),
  label: CLAIM_LABELS[label],
}));

/** The trailer's visible words; its link, poster, length and date stay in TRAILER. */
export const TRAILER_TEXT_HI: Translation<Pick<typeof TRAILER, 'title' | 'description'>> = {
  title: `${SITE_NAME} ट्रेलर: भारत की महान कहानियों में आपका बच्चा`,
  description:
    'देखिए कैसे आपके बच्चे की कुछ फ़ोटो कृष्ण, गणेश, हनुमान, राम और दुर्गा के साथ एक पर्सनलाइज़्ड एनिमेटेड सफ़र बन जाती हैं, जिसे अंग्रेज़ी या हिंदी में सुनाया जाता है।',
};

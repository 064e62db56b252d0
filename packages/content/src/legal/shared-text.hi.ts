import { DELIVERY_PROMISES_HI } from '../site.hi.ts';

// Sentences several Hindi policies repeat, word for word, like shared-text.ts for English. The e-mail
// link has no words to translate: the Hindi pages use EMAIL_LINK from shared-text.ts.

/** "फ़ोटो की प्रोसेसिंग: 2-4 घंटे", … from the one place the operator edits delivery promises. */
export const DELIVERY_STEPS_HI: readonly string[] = DELIVERY_PROMISES_HI.policyBreakdown.map(
  ({ step, duration }) => `${step}: ${duration}`,
);

export const GOVERNING_LAW_HI =
  'ये शर्तें भारत के क़ानूनों के अधीन हैं। इनसे या आपके ऑर्डर से जुड़ा कोई भी विवाद सिर्फ़ भारत की सक्षम अदालतों के अधिकार क्षेत्र में आएगा।';

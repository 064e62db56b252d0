import type { Translation } from '../translation.ts';
import type { CONSENT_TEXT } from './consent.ts';

// The consent words in Hindi, stored as the parent read them on a /hi page (consent.ts).

export const CONSENT_TEXT_HI: Translation<typeof CONSENT_TEXT> = {
  photos: (daysAfterDelivery: number) =>
    'मैं इस बच्चे का माता-पिता या क़ानूनी अभिभावक हूँ। मेरी सहमति है कि Diya Tales इन फ़ोटो (और अगर मैं जोड़ूँ तो आवाज़ की क्लिप) का इस्तेमाल ' +
    `सिर्फ़ यह वीडियो बनाने के लिए करे; इन्हें सिर्फ़ Diya Tales का स्टूडियो देखे; और वीडियो डिलीवर होने के ${daysAfterDelivery} दिन बाद इन्हें मिटा दिया जाए। ` +
    'अगर मैं पैसे देने से पहले प्रीव्यू बनाऊँ और ऑर्डर न करूँ, तो ये फ़ोटो 24 घंटे बाद मिटा दी जाएँ, और प्रीव्यू भी; बस अगर मैं प्रीव्यू परिवार को भेजूँ, तो वह मेरे बनाए आख़िरी लिंक के ख़त्म होने तक (ज़्यादा से ज़्यादा 7 दिन) रखा जाए।',
  phoneUpdates: 'मुझे ऑर्डर की जानकारी फ़ोन पर भेजें (वैकल्पिक)',
};

import { FAMILY_LINKS_MAX_PER_TARGET, type FAMILY_LINK_MESSAGES } from '@shop/contracts/family-links';
import type { KEEPSAKE_MESSAGES } from '@shop/contracts/keepsakes';
import { PREVIEW_LIMITS, type PREVIEW_MESSAGES } from '@shop/contracts/previews';
import { REVIEW_LINE_MAX, type REVIEW_MESSAGES } from '@shop/contracts/reviews';
import type { Translation } from '../translation.ts';

// The Hindi of the answers the server writes in the page's language itself (the /hi order page asks
// in `site_language`): the preview's, the family links' and the keepsakes'. The web finds them by code as well
// (messages.hi.ts); the server picks them through ./answers.ts.

export const PREVIEW_MESSAGES_HI: Translation<typeof PREVIEW_MESSAGES> = {
  nameTooLong: `प्रीव्यू के लिए बच्चे का नाम ज़्यादा से ज़्यादा ${PREVIEW_LIMITS.nameMaxLength} अक्षरों का रखें।`,
  notFound: 'यह प्रीव्यू अब उपलब्ध नहीं है। यह आपके फ़ॉर्म से फिर से बन जाएगा।',
  sessionLimit: 'आज आपने कई प्रीव्यू बना लिए हैं। आपका आख़िरी प्रीव्यू यहीं है; आप उसे ऑर्डर कर सकते हैं, या कल फिर कोशिश करें।',
  networkLimit: 'आज आपके नेटवर्क से कई प्रीव्यू बनाए गए हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  failed: 'इस बार प्रीव्यू नहीं बन सका। आप फिर भी ऑर्डर कर सकते हैं: हर फ़िल्म स्टूडियो में जाँच के बाद ही भेजी जाती है।',
};

export const FAMILY_LINK_MESSAGES_HI: Translation<typeof FAMILY_LINK_MESSAGES> = {
  notFound: 'यह लिंक उपलब्ध नहीं है।',
  tooMany: `आप इस फ़िल्म के ${FAMILY_LINKS_MAX_PER_TARGET} लिंक बना चुके हैं। नया लिंक बनाने के लिए कोई ऐसा लिंक बंद करें जिसकी अब ज़रूरत नहीं है।`,
  previewNotReady: 'प्रीव्यू अभी तैयार नहीं है। जब वह चलने लगे, तब आप उसे भेज सकते हैं।',
  filmNotDelivered: 'फ़िल्म अभी डिलीवर नहीं हुई है, या मिटा दी गई है।',
};

export const KEEPSAKE_MESSAGES_HI: Translation<typeof KEEPSAKE_MESSAGES> = {
  certificateLinkInvalid: 'यह सर्टिफ़िकेट लिंक सही नहीं है। नया लिंक पाने के लिए अपनी फ़िल्म वाला पेज खोलें।',
  certificateLinkExpired:
    'इस सर्टिफ़िकेट लिंक का समय पूरा हो गया है। नया लिंक पाने के लिए अपनी फ़िल्म वाला पेज फिर से खोलें।',
};

export const REVIEW_MESSAGES_HI: Translation<typeof REVIEW_MESSAGES> = {
  starsRequired: 'कृपया 1 से 5 तक सितारे चुनें।',
  lineTooLong: `कृपया अपनी बात ${REVIEW_LINE_MAX} अक्षरों में रखें।`,
  notFound: 'इस फ़िल्म का पेज उपलब्ध नहीं है, इसलिए इस पर राय नहीं दी जा सकती।',
  alreadyReviewed: 'इस फ़िल्म पर आपकी राय पहले ही आ चुकी है। धन्यवाद!',
};

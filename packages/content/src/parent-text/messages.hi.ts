import { PHOTO_LIMITS } from '@shop/contracts/uploads';
import { GIFT_MESSAGES_HI } from './gifts.hi.ts';
import type { Translation } from '../translation.ts';
import { AUTH_MESSAGES_HI, CLIENT_MESSAGES_HI } from '../sign-in-messages.hi.ts';
import type { PARENT_MESSAGES } from './messages.ts';
import { ACCOUNT_MESSAGES_HI } from './account-messages.hi.ts';
import { ORDER_FORM_MESSAGES_HI } from './order.hi.ts';
import {
  FAMILY_LINK_MESSAGES_HI,
  KEEPSAKE_MESSAGES_HI,
  PREVIEW_MESSAGES_HI,
  REVIEW_MESSAGES_HI,
} from './answers.hi.ts';

const PAYMENT_MESSAGES_HI: Translation<(typeof PARENT_MESSAGES)['payment']> = {
  missingOrderInformation: 'ऑर्डर की ज़रूरी जानकारी अधूरी है',
  missingPaymentInformation: 'भुगतान की ज़रूरी जानकारी अधूरी है',
  selectCountry: 'आगे बढ़ने के लिए कृपया अपना देश चुनें।',
  enterEmail: 'आगे बढ़ने के लिए कृपया अपना ई-मेल पता लिखें।',
  enterPhone: 'ऑर्डर की जानकारी पाने के लिए कृपया अपना फ़ोन नंबर लिखें।',
  uploadPhoto: 'आगे बढ़ने के लिए कृपया अपने बच्चे की कम से कम एक फ़ोटो अपलोड करें।',
  waitForUploads: 'कृपया सारी फ़ोटो अपलोड होने तक रुकें।',
  waitForUpload: 'कृपया फ़ोटो अपलोड होने तक रुकें।',
  invalidPhone: 'कृपया सही फ़ोन नंबर लिखें।',
  invalidEmail: 'कृपया सही ई-मेल पता लिखें।',
  kidNameTooLong: 'बच्चे का नाम ज़्यादा से ज़्यादा 100 अक्षरों का हो सकता है।',
  unknownStory: 'कृपया हमारी कहानियों में से कोई एक चुनें।',
  unknownCountry: 'कृपया सूची में से अपना देश चुनें।',
  invalidLanguage: 'कृपया अंग्रेज़ी या हिन्दी चुनें।',
  tooManyPhotos: 'ज़्यादा से ज़्यादा 3 फ़ोटो जोड़ी जा सकती हैं।',
  duplicatePhotos: 'हर फ़ोटो सिर्फ़ एक बार इस्तेमाल हो सकती है।',
  invalidDialCode: 'कृपया देश का सही डायल कोड चुनें।',
  clientPrice: 'दाम हमारी दुकान तय करती है; रकम या मुद्रा न भेजें।',
  indiaUsesGateway: 'भारत के ऑर्डर का भुगतान भारतीय पेमेंट गेटवे से होता है।',
  gatewayIsForIndia: 'भारतीय पेमेंट गेटवे भारत के ऑर्डर के लिए है; दूसरे देशों से भुगतान कार्ड से होता है।',
  failedToCreateRazorpayOrder: 'Razorpay पर भुगतान का ऑर्डर नहीं बन सका',
  failedToCreatePaymentIntent: 'भुगतान शुरू नहीं हो सका',
  noClientSecret: 'सर्वर से भुगतान की ज़रूरी जानकारी नहीं मिली',
  paymentOrderNotReady: 'भुगतान का ऑर्डर अभी तैयार नहीं है',
  failedToOpenGateway: 'पेमेंट गेटवे नहीं खुल सका',
  paymentFailed: 'भुगतान नहीं हो सका',
  maxRetries: 'कोशिशों की सीमा पूरी हो गई। कृपया पेज रीफ़्रेश करके फिर से कोशिश करें।',
  orderCreationIssue: 'भुगतान हो गया, लेकिन ऑर्डर बनाने में कोई दिक़्क़त आई। कृपया हमारी सपोर्ट टीम से संपर्क करें।',
  unexpected: 'कोई अनचाही गड़बड़ी हो गई।',
  storyParameterNotFound: 'कहानी की जानकारी नहीं मिली, इसलिए ऑर्डर नहीं बनाया गया।',
  providerUnavailable: 'पेमेंट सेवा से संपर्क नहीं हो सका। कृपया थोड़ी देर में फिर से कोशिश करें।',
};

const PHOTO_MESSAGES_HI: Translation<(typeof PARENT_MESSAGES)['photo']> = {
  invalidType: 'यह फ़ाइल नहीं चलेगी। सिर्फ़ JPEG, PNG और WebP फ़ोटो ली जाती हैं।',
  tooLarge: 'फ़ाइल बहुत बड़ी है। हर फ़ोटो ज़्यादा से ज़्यादा 10MB की हो सकती है।',
  tooManyPixels: 'फ़ोटो बहुत बड़ी है। ज़्यादा से ज़्यादा 3840×3840 पिक्सल की फ़ोटो चलेगी।',
  invalidImage: 'यह फ़ोटो की सही फ़ाइल नहीं है।',
  noFile: 'कोई फ़ाइल नहीं मिली। कृपया फ़ोटो फिर से चुनें।',
  incomplete: 'अपलोड पूरा नहीं पहुँचा। कृपया फिर से कोशिश करें।',
  unavailable: 'एक या ज़्यादा फ़ोटो अब उपलब्ध नहीं हैं। कृपया उन्हें फिर से अपलोड करें।',
  tooManyForOrder: 'एक ऑर्डर में 1 से 3 फ़ोटो होती हैं।',
  sessionBudgetExceeded:
    'आपने एक ऑर्डर की ज़रूरत से ज़्यादा फ़ोटो अपलोड कर दी हैं। कृपया पहले से अपलोड की गई फ़ोटो के साथ आगे बढ़ें, या कल फिर कोशिश करें।',
  networkBudgetExceeded: 'आपके नेटवर्क से बिना ऑर्डर के बहुत सारी फ़ोटो अपलोड हुई हैं। कृपया कुछ देर बाद फिर कोशिश करें।',
  tooManyPhotos: (remaining: number) =>
    `आप सिर्फ़ ${remaining} और फ़ोटो अपलोड कर सकते हैं। ज़्यादा से ज़्यादा ${PHOTO_LIMITS.maxPerOrder} फ़ोटो जोड़ी जा सकती हैं; 2-3 फ़ोटो सबसे अच्छी रहती हैं।`,
};

const VOICE_CLIP_MESSAGES_HI: Translation<(typeof PARENT_MESSAGES)['voice']> = {
  pronunciationTooLong: 'कृपया “नाम कैसे बोला जाता है” में 60 से ज़्यादा अक्षर न लिखें।',
  tooLarge: 'आवाज़ की क्लिप बहुत बड़ी है। कृपया इसे 1 MB से छोटा रखें।',
  tooLong: 'आवाज़ की क्लिप बहुत लंबी है। कृपया इसे 15 सेकंड या उससे छोटा रखें।',
  invalidType:
    'यह ऐसी ऑडियो फ़ाइल नहीं है जिसे हम चला सकें। कृपया फिर से रिकॉर्ड करें, या WebM, Ogg, M4A, MP3 या WAV फ़ाइल चुनें।',
  unreadable: 'हम यह रिकॉर्डिंग पढ़ नहीं पाए। कृपया फिर से रिकॉर्ड करें या कोई दूसरी फ़ाइल चुनें।',
  noFile: 'आवाज़ की कोई क्लिप नहीं मिली। कृपया फिर से भेजें।',
  unavailable: 'आपकी आवाज़ की क्लिप अब उपलब्ध नहीं है। कृपया फिर से रिकॉर्ड करें, या उसे हटा दें।',
  tooMany: 'आपने बिना ऑर्डर किए कई क्लिप रिकॉर्ड कर ली हैं। कृपया आख़िरी क्लिप ही इस्तेमाल करें, या कल फिर कोशिश करें।',
  networkBudgetExceeded:
    'आपके नेटवर्क से बिना ऑर्डर के बहुत सारी रिकॉर्डिंग अपलोड हो चुकी हैं। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  noMicrophone: 'हम आपका माइक्रोफ़ोन इस्तेमाल नहीं कर पाए। इसकी जगह आप अपने फ़ोन या कंप्यूटर से कोई रिकॉर्डिंग चुन सकते हैं।',
};

const CONSENT_MESSAGES_HI: Translation<(typeof PARENT_MESSAGES)['consent']> = {
  required:
    'कृपया बच्चे के माता-पिता या क़ानूनी अभिभावक के रूप में पुष्टि करें कि हम यह वीडियो बनाने के लिए फ़ोटो का इस्तेमाल कर सकते हैं।',
  changed:
    'आपके ऑर्डर करते समय हमारी गोपनीयता की शर्तें बदल गईं। कृपया पेज दोबारा लोड करें, सहमति फिर से पढ़ें और उस पर टिक करें।',
};

export const PARENT_MESSAGES_HI: Translation<typeof PARENT_MESSAGES> = {
  account: ACCOUNT_MESSAGES_HI,
  payment: PAYMENT_MESSAGES_HI,
  photo: PHOTO_MESSAGES_HI,
  voice: VOICE_CLIP_MESSAGES_HI,
  preview: PREVIEW_MESSAGES_HI,
  familyLink: FAMILY_LINK_MESSAGES_HI,
  gift: GIFT_MESSAGES_HI,
  keepsake: KEEPSAKE_MESSAGES_HI,
  review: REVIEW_MESSAGES_HI,
  promotion: {
    unknown: 'यह कोड हमें नहीं मिला। कृपया उसकी स्पेलिंग जाँच लें।',
    notStarted: 'यह कोड अभी शुरू नहीं हुआ है। ऑफ़र शुरू होने पर फिर से आज़माएँ।',
    expired: 'इस कोड की अवधि ख़त्म हो चुकी है।',
    paused: 'यह ऑफ़र अभी रुका हुआ है। कृपया थोड़ी देर बाद फिर से आज़माएँ।',
    country: 'यह कोड आपके देश से किए गए ऑर्डर पर लागू नहीं होता।',
    story: 'यह कोड आपकी चुनी हुई कहानी पर लागू नहीं होता।',
    firstOrder: 'यह कोड सिर्फ़ पहले ऑर्डर के लिए है, और इस ई-मेल पते से पहले ऑर्डर हो चुका है।',
    usedUp: 'यह कोड पूरा इस्तेमाल हो चुका है।',
    customerLimit: 'आप यह कोड जितनी बार इस्तेमाल कर सकते थे, कर चुके हैं।',
    soldOut: 'यह ऑफ़र भर गया है: हमारा स्टूडियो इसके जितने ऑर्डर समय पर बना सकता है, उतने आ चुके हैं।',
    siblingInvalid: 'यह भाई-बहन ऑफ़र आपके किसी ऑर्डर से मेल नहीं खाता। कृपया इसे अपने ऑर्डर के पेज से दोबारा खोलें।',
    siblingExpired: 'भाई-बहन ऑफ़र पहली फ़िल्म के भुगतान के 48 घंटे बाद ख़त्म हो जाता है।',
    siblingUsed: 'इस ऑर्डर का भाई-बहन ऑफ़र पहले ही इस्तेमाल हो चुका है।',
    siblingNone: 'अभी कोई भाई-बहन ऑफ़र नहीं चल रहा है।',
    fullyBooked:
      'यह ऑफ़र पूरी तरह बुक हो चुका है: हमारा स्टूडियो अभी उतनी फ़िल्में बना रहा है जितनी समय पर पूरी कर सकता है। कृपया एक-दो दिन बाद फिर से आज़माएँ।',
    invalid: 'कृपया सही कोड लिखें (अक्षर और अंक)।',
  },
  consent: CONSENT_MESSAGES_HI,
  deliveryDate: {
    invalidDate: 'कृपया फ़िल्म भेजने की तारीख़ चुनें।',
    invalidTime: 'कृपया फ़िल्म भेजने का समय चुनें।',
    invalidTimeZone: 'कृपया सूची में से टाइम ज़ोन चुनें।',
    missingTime: 'उस दिन उस टाइम ज़ोन में यह समय होता ही नहीं (घड़ियाँ आगे-पीछे होती हैं)। कृपया कोई दूसरा समय चुनें।',
    tooSoon: 'कृपया आज से कम से कम 2 दिन बाद की तारीख़ चुनें, ताकि हमें फ़िल्म बनाने का समय मिल सके।',
    tooLate: 'कृपया अगले एक साल के अंदर की कोई तारीख़ चुनें।',
  },
  orderForm: ORDER_FORM_MESSAGES_HI,
  sandbox: {
    testMode: 'टेस्ट मोड: असली पैसे नहीं कटते।',
    cardDeclined: 'आपका कार्ड अस्वीकार कर दिया गया।',
    incorrectNumber:
      'आपका कार्ड नंबर सही नहीं है। टेस्ट मोड में 4242 4242 4242 4242 लिखें (या अस्वीकार होते देखने के लिए 4000 0000 0000 0002)।',
    invalidExpiry: 'आपके कार्ड की समाप्ति तिथि सही नहीं है।',
    expiredCard: 'आपके कार्ड की अवधि समाप्त हो चुकी है।',
    invalidCvc: 'आपके कार्ड का सुरक्षा कोड सही नहीं है।',
    upiFailed: 'आपका UPI भुगतान नहीं हो सका। कोई पैसा नहीं कटा।',
    unknownPayment: 'ऐसा कोई भुगतान नहीं मिला।',
  },
  orderCreate: {
    invalidOrderNumber: 'ऑर्डर नंबर का फ़ॉर्मैट सही नहीं है',
    missingReference: 'भुगतान की ज़रूरी जानकारी नहीं मिली',
    conflictingReferences: 'ऑर्डर नंबर और भुगतान का रेफ़रेंस आपस में मेल नहीं खाते',
    notFound: 'इस ऑर्डर नंबर का कोई भुगतान नहीं मिला',
    paymentNotCompleted: 'भुगतान पूरा नहीं हुआ',
    verificationFailed: 'भुगतान की जाँच नहीं हो सकी',
    amountMismatch: 'चुकाई गई राशि ऑर्डर की राशि से मेल नहीं खाती',
  },
  client: CLIENT_MESSAGES_HI,
  auth: AUTH_MESSAGES_HI,
  service: {
    databaseUnavailable: 'दुकान थोड़ी देर के लिए उपलब्ध नहीं है। कृपया एक पल बाद फिर से कोशिश करें।',
    rateLimited: 'बहुत सारे अनुरोध आ चुके हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  },
};

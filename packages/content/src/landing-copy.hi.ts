import { STORY_COUNT } from '@shop/contracts/catalog';
import type {
  ABOUT_COPY,
  CONTACT_COPY,
  FAQ_COPY,
  FEATURES_COPY,
  HERO_COPY,
  HOW_TO_ORDER_COPY,
  REVIEWS_COPY,
  STORY_SECTION_COPY,
  TRAILER_SECTION_COPY,
} from './landing-copy.ts';
import { VIDEO_DURATION_HI } from './site.hi.ts';
import { AGE_RANGE, SITE_NAME } from './site.ts';
import type { Translation } from './translation.ts';

// Every word on the Hindi landing page (/hi) apart from stories, reviews and FAQ entries; one constant
// per English one in landing-copy.ts, of its translated type.

export const HERO_COPY_HI: Translation<typeof HERO_COPY> = {
  eyebrow: 'भारतीय पौराणिक कथाओं के पर्सनलाइज़्ड वीडियो',
  headline: 'आपका बच्चा, भारत की महान कहानियों का हीरो',
  subline: `कुछ फ़ोटो भेजिए, और आपका नन्हा-मुन्ना कृष्ण, गणेश, हनुमान और दुर्गा के साथ ${VIDEO_DURATION_HI} के एनिमेटेड सफ़र पर निकल पड़ेगा। कहानी अंग्रेज़ी या हिंदी में, ${AGE_RANGE} साल के बच्चों के लिए।`,
  orderButton: 'बच्चे की कहानी बनवाएँ',
  trailerButton: 'ट्रेलर देखें',
};

export const ABOUT_COPY_HI: Translation<typeof ABOUT_COPY> = {
  heading: 'दादी-नानी की कहानियाँ, अब आपके बच्चे के साथ',
  paragraphs: [
    `${SITE_NAME} भारतीय पौराणिक कथाओं की सदाबहार कहानियाँ नई पीढ़ी तक पहुँचाता है। आपका बच्चा अपने प्यारे देवी-देवताओं और नायकों के साथ कहानी में क़दम रखता है, और साथ-साथ साहस, दया और भक्ति सीखता है।`,
    'हर वीडियो सिर्फ़ एक बच्चे के लिए, आपकी भेजी फ़ोटो से बनता है, और इतने प्यार से सुनाया जाता है कि अच्छाई और बुराई की सबसे बड़ी लड़ाइयाँ भी सुरक्षित, ख़ुशनुमा और अचरज से भरी लगती हैं।',
  ],
};

export const FEATURES_COPY_HI: Translation<typeof FEATURES_COPY> = {
  heading: 'हर कहानी इतनी ख़ास क्यों है',
  items: [
    { title: 'आपका बच्चा ही हीरो है', text: 'हर अहम दृश्य में आपका नन्हा-मुन्ना देवताओं के साथ दिखता है।' },
    { title: 'अंग्रेज़ी या हिंदी में कहानी', text: 'वह भाषा चुनें जो घर जैसी अपनी लगे।' },
    {
      title: `${VIDEO_DURATION_HI} की एनिमेटेड कहानी`,
      text: 'असली रोमांच के लिए काफ़ी लंबी, सोने से पहले सुनने के लिए काफ़ी छोटी।',
    },
    { title: '1-3 फ़ोटो से तैयार', text: 'शुरू करने के लिए बस कुछ साफ़ फ़ोटो चाहिए।' },
    { title: 'ईमेल से डिलीवरी', text: 'तैयार वीडियो आपके इनबॉक्स में आता है, डाउनलोड के लिए तैयार।' },
    {
      title: 'फ़ोटो रहें निजी',
      text: 'आपके बच्चे की फ़ोटो सिर्फ़ वीडियो बनाने में इस्तेमाल होती हैं, किसी से साझा नहीं होतीं।',
    },
  ],
};

export const STORY_SECTION_COPY_HI: Translation<typeof STORY_SECTION_COPY> = {
  heading: 'चुनिंदा कहानियाँ',
  intro: `हमारी ${STORY_COUNT} कहानियों में से कुछ सबसे पसंदीदा। झलक देखें, फिर वह कहानी चुनें जिसमें आपका बच्चा क़दम रखेगा।`,
};

export const TRAILER_SECTION_COPY_HI: Translation<typeof TRAILER_SECTION_COPY> = { heading: 'ट्रेलर देखें' };

export const REVIEWS_COPY_HI: Translation<typeof REVIEWS_COPY> = { heading: 'पूरे भारत के माता-पिता की पसंद' };

export const FAQ_COPY_HI: Translation<typeof FAQ_COPY> = { heading: 'अक्सर पूछे जाने वाले सवाल' };

export const CONTACT_COPY_HI: Translation<typeof CONTACT_COPY> = {
  heading: 'कोई सवाल है? हमें आपसे बात करके ख़ुशी होगी',
  line: 'ऑर्डर, कहानियों या किसी और बात के बारे में हमें लिखें, हम एक दिन के अंदर जवाब देंगे।',
  contactButton: 'संपर्क करें',
  instagramButton: 'Instagram पर फ़ॉलो करें',
};

export const HOW_TO_ORDER_COPY_HI: Translation<typeof HOW_TO_ORDER_COPY> = {
  heading: 'ऑर्डर कैसे करें',
  steps: [
    {
      title: 'कहानी चुनें',
      text: `कृष्ण, गणेश, हनुमान, राम, शिव और देवी माँ की ${STORY_COUNT} कहानियों में से चुनें, या हमारा ब्लॉग पढ़कर वह कहानी खोजें जो आपके बच्चे को सबसे ज़्यादा भाएगी।`,
      links: [
        { label: 'सारी कहानियाँ देखें', href: '/hi/stories' },
        { label: 'पौराणिक कथाओं पर हमारा ब्लॉग पढ़ें', href: '/hi/blogs' },
      ],
    },
    {
      title: 'कहानी को अपने बच्चे की बनाइए',
      text: 'अपने बच्चे का नाम और 1-3 फ़ोटो जोड़ें, कहानी की भाषा अंग्रेज़ी या हिंदी चुनें, और ऑर्डर पूरा करें।',
      links: [{ label: 'अभी शुरू करें', href: '/hi/order' }],
    },
    {
      title: 'प्रोफ़ेशनल टीम बनाती है वीडियो',
      text: 'हमारी टीम आपके बच्चे को कहानी में एनिमेट करती है, हर दृश्य ख़ुद जाँचती है और तैयार वीडियो आपको ईमेल करती है।',
      links: [
        { label: 'हमारी डिलीवरी प्रक्रिया', href: '/hi/shipping' },
        { label: 'हमारी संतुष्टि गारंटी', href: '/hi/refund-policy' },
      ],
    },
  ],
  finalLink: { label: 'अपना पौराणिक वीडियो ऑर्डर करें', href: '/hi/stories' },
};

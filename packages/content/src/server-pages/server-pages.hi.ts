import { DOWNLOAD_LINK_DAYS, SITE_NAME } from '../site.ts';
import { ORDER_CONFIRMATION_SUBJECT_HI } from '../site.hi.ts';
import type { Translation } from '../translation.ts';
import type { SERVER_PAGES } from './server-pages.ts';

export const SERVER_PAGES_HI: Translation<typeof SERVER_PAGES> = {
  familyCard: {
    title: (childName: string, storyTitle: string) => `${childName} की फ़िल्म: ${storyTitle} | Diya Tales`,
    description: 'परिवार की ओर से एक निजी लिंक। देखने के लिए टैप करें।',
  },
  failedLink: {
    titles: {
      expired: 'डाउनलोड का यह लिंक पुराना हो गया है',
      invalid: 'यह लिंक सही नहीं है',
      missing: 'यह फ़ाइल अब उपलब्ध नहीं है',
    },
    leads: {
      expired: `आपके बच्चे का वीडियो निजी रहे, इसलिए डाउनलोड के लिंक ${DOWNLOAD_LINK_DAYS} दिन तक ही चलते हैं। आपका वीडियो हमारे पास सुरक्षित है: नया लिंक ऐसे पाइए।`,
      invalid:
        'यह लिंक अधूरा है या इसमें कुछ बदल गया है। कृपया इसे ठीक वैसे ही खोलिए जैसा आपको मिला था, या नया लिंक पाइए।',
      missing: 'इस लिंक वाली फ़ाइल हटा दी गई है। अभी जो उपलब्ध है, वह आपके ऑर्डर के पेज पर है।',
    },
    signedInHeading: 'ऑर्डर करते समय Google से साइन इन किया था?',
    signedInText: 'आपके वीडियो आपकी प्रोफ़ाइल पर हैं, डाउनलोड के नए लिंक के साथ।',
    openProfile: 'मेरी प्रोफ़ाइल खोलें',
    guestHeading: 'गेस्ट के रूप में ऑर्डर किया था?',
    guestText: (subject: string) =>
      `ऑर्डर पक्का होने वाले ई-मेल (विषय “${subject}: …”) में दिया ऑर्डर की स्थिति वाला लिंक खोलिए। उस पेज पर हमेशा डाउनलोड का नया लिंक मिलता है।`,
    subject: ORDER_CONFIRMATION_SUBJECT_HI,
    home: `${SITE_NAME} पर वापस जाएँ`,
  },
};

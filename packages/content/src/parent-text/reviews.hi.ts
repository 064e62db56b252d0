import { REVIEW_LINE_MAX } from '@shop/contracts/reviews';
import type { Translation } from '../translation.ts';
import type { REVIEW_TEXT } from './reviews.ts';

export const REVIEW_TEXT_HI: Translation<typeof REVIEW_TEXT> = {
  card: {
    heading: 'क्या {name} को फ़िल्म अच्छी लगी?',
    intro: 'बस एक पल में बताइए। इससे हमारे स्टूडियो को मदद मिलती है, और कहानी चुन रहे दूसरे परिवारों को भी।',
    starsLegend: 'आपके सितारे',
    starOne: '1 सितारा',
    starMany: '{count} सितारे',
    lineLabel: 'अपने शब्दों में एक पंक्ति (चाहें तो)',
    linePlaceholder: 'फ़िल्म शुरू होते ही {name} ने क्या कहा?',
    lineCount: `${REVIEW_LINE_MAX} में से {count}`,
    permission: 'आप इसे दुकान के अनुभव वाले पेज पर दिखा सकते हैं',
    permissionNote:
      'सिर्फ़ सितारे, आपके शब्द और कहानी का नाम, “एक अभिभावक” के नाम से। आपके बच्चे का नाम या फ़ोटो कभी नहीं। इसे सिर्फ़ हमारे स्टूडियो तक रखना हो, तो इसे खाली छोड़ दें।',
    send: 'अपनी राय भेजें',
    sending: 'भेज रहे हैं…',
    notNow: 'अभी नहीं',
    thanksHeading: 'धन्यवाद!',
    thanksText: 'आपकी राय हमारे स्टूडियो तक पहुँच गई। हम दोबारा नहीं पूछेंगे।',
    failed: 'यह नहीं हो पाया। कृपया फिर से कोशिश करें।',
  },
  email: {
    subject: '{child} को {story} कैसी लगी?',
    preheader: 'सितारे दीजिए, और चाहें तो एक पंक्ति: बस एक पल लगेगा।',
    heading: 'क्या {child} को फ़िल्म अच्छी लगी?',
    intro:
      'कुछ दिन पहले {child} की फ़िल्म, {story}, आप तक पहुँची थी। हमें जानना अच्छा लगेगा कि कैसी रही: सितारे दीजिए, और चाहें तो अपने शब्दों में एक पंक्ति लिखिए।',
    button: 'अपनी राय दें',
    note: 'हम यह सिर्फ़ एक बार पूछ रहे हैं। आपकी राय हमारी साइट पर तभी दिखेगी जब आप इसकी अनुमति का निशान लगाएँगे, और कभी भी आपके बच्चे के नाम या फ़ोटो के साथ नहीं।',
  },
};

import { PHOTO_REQUEST_LINK_DAYS } from '@shop/contracts/order-detail';
import { DOWNLOAD_LINK_DAYS, SITE_NAME } from '../site.ts';
import {
  DELIVERY_PROMISES_HI,
  ORDER_CONFIRMATION_SUBJECT_HI,
  REFUND_TIME_HI,
  SITE_TAGLINE_HI,
} from '../site.hi.ts';
import type { Translation } from '../translation.ts';
import type { PARENT_MAIL } from './mail.ts';

// The parent's e-mails in Hindi, key for key with mail.ts. Hindi never makes a word agree with the
// child's name (the child may be a boy or a girl).

const PROMISE = `आपका वीडियो ${DELIVERY_PROMISES_HI.orderScreens} इसी ई-मेल पते पर पहुँच जाएगा।`;

export const PARENT_MAIL_HI: Translation<typeof PARENT_MAIL> = {
  frame: {
    tagline: SITE_TAGLINE_HI,
    helpBefore: 'कोई सवाल हो तो',
    helpAfter: 'पर लिखिए, हम ख़ुशी से मदद करेंगे।',
  },
  rows: {
    orderNumber: 'ऑर्डर नंबर',
    story: 'कहानी',
    childName: 'बच्चे का नाम',
    language: 'वीडियो की भाषा',
    orderedOn: 'ऑर्डर की तारीख़',
    deletedOn: 'हटाने का समय',
    refunded: 'लौटाई गई रक़म',
  },
  indiaTime: (time) => `${time} (भारतीय समय)`,
  narration: { english: 'अंग्रेज़ी', hindi: 'हिंदी' },
  statusButton: 'अपने ऑर्डर की स्थिति देखें',

  orderConfirmation: {
    subject: ({ story, child }) => `${ORDER_CONFIRMATION_SUBJECT_HI}: ${story}, हीरो ${child}`,
    preheader: PROMISE,
    heading: 'धन्यवाद! आपका ऑर्डर पक्का हो गया है',
    intro: ({ story, child }) => `हम ${story} की कहानी बना रहे हैं, जिसमें ${child} हीरो है। ${PROMISE}`,
    keep: {
      before:
        'यह ई-मेल सँभालकर रखिए: ऊपर वाले लिंक से आप कभी भी अपना ऑर्डर देख सकते हैं, साइन-इन की ज़रूरत नहीं। आपकी रसीद साथ में लगी है। बाद में यह ई-मेल न मिले, तो अपने ई-मेल पते से ',
      link: 'अपना ऑर्डर ढूँढिए',
      after: '।',
    },
  },

  delivery: {
    subject: ({ story, child }) => `${child} का वीडियो तैयार है: ${story}`,
    preheader: 'इसके अपने पेज पर इसे देखिए, डाउनलोड कीजिए और परिवार के साथ बाँटिए।',
    heading: (child) => `${child} का रोमांच तैयार है!`,
    intro: ({ story, child }) => `${story} का आपका ख़ास वीडियो, जिसमें ${child} हीरो है, बनकर तैयार है।`,
    button: 'फ़िल्म देखें',
    giftMessage: (giver) => `${giver} का संदेश, जो फ़िल्म के पहले कार्ड पर भी है:`,
    giftFrom: (giver) => `${giver} की ओर से एक तोहफ़ा।`,
    onItsPage: 'इसके पेज पर आप जब चाहें इसे पूरी क्वालिटी में डाउनलोड कर सकते हैं, और परिवार को निजी लिंक भेज सकते हैं।',
    later: {
      download: 'वीडियो डाउनलोड करें',
      between: ` (यह लिंक ${DOWNLOAD_LINK_DAYS} दिन तक चलेगा), या `,
      status: 'अपने ऑर्डर का पेज खोलिए',
      after: '।',
    },
  },

  orderLinks: {
    heading: (many) => (many ? 'आपके ऑर्डर' : 'आपका ऑर्डर'),
    intro: (many) => `आपने ${SITE_NAME} पर अपने ${many ? 'ऑर्डरों' : 'ऑर्डर'} का लिंक माँगा था। `,
    eachOpens: 'हर लिंक ऑर्डर का पेज खोलता है, साइन-इन की ज़रूरत नहीं: काम कहाँ तक पहुँचा, और तैयार होने पर वीडियो।',
    open: (number) => `ऑर्डर ${number} खोलें`,
    ignore: 'अगर आपने यह ई-मेल नहीं माँगा था, तो इसे अनदेखा कर दीजिए: आपके ऑर्डरों में कुछ नहीं बदला है।',
    subject: (many, first) => (many ? `${SITE_NAME} पर आपके ऑर्डर` : `${SITE_NAME} पर आपका ऑर्डर ${first}`),
    preheader: 'आपके ऑर्डर के पेजों के लिंक, जैसा आपने माँगा था।',
  },

  photoNeeded: {
    subject: (child) => `हमें ${child} की एक बेहतर फ़ोटो चाहिए`,
    preheader: (story) => `बस एक नई फ़ोटो, और हम ${story} पर काम आगे बढ़ाएँगे।`,
    heading: (child) => `क्या आप ${child} की एक बेहतर फ़ोटो भेज सकते हैं?`,
    next: (story) => `फ़ोटो मिलते ही हम ${story} पर काम आगे बढ़ाएँगे, और वीडियो 24 घंटे के भीतर तैयार होगा।`,
    button: 'नई फ़ोटो भेजें',
    link: `यह लिंक ${PHOTO_REQUEST_LINK_DAYS} दिन तक चलेगा, नई फ़ोटो एक बार भेजने के लिए।`,
  },

  redelivery: {
    subject: ({ story, child }) => `${child} के लिए सुधरा हुआ वीडियो: ${story}`,
    preheader: 'हमने वीडियो में एक सुधार किया है। यह रहा नया वीडियो।',
    heading: (child) => `${child} का वीडियो, सुधार के साथ`,
    intro: (story) => `हमने ${story} में एक सुधार किया है। कृपया पहले वाले की जगह यह नया वीडियो रखिए।`,
    button: 'नया वीडियो डाउनलोड करें',
    fresh: {
      link: 'फ़िल्म के अपने पेज',
      after: ' पर हमेशा नया लिंक मिलेगा, और परिवार को भेजे गए लिंक पर भी अब नया वीडियो चलेगा।',
    },
  },

  cancelled: {
    subject: (number) => `आपका ऑर्डर ${number} रद्द हो गया है और पैसे लौटा दिए गए हैं`,
    preheader: (amount) => `हमने ${amount} उसी तरीक़े से लौटा दिए हैं जिससे आपने भुगतान किया था।`,
    heading: 'आपका ऑर्डर रद्द कर दिया गया है',
    intro: ({ story, child, amount }) =>
      `हमने ${story} का ऑर्डर, जिसमें ${child} हीरो था, रद्द कर दिया है और ${amount} उसी तरीक़े से लौटा दिए हैं जिससे आपने भुगतान किया था। आम तौर पर बैंक में यह रक़म ${REFUND_TIME_HI} दिख जाती है।`,
  },

  childDataDeleted: {
    subject: (what, number) =>
      what === 'photos'
        ? `ऑर्डर ${number} के लिए भेजी गई फ़ोटो हटा दी गईं`
        : `ऑर्डर ${number} का वीडियो हटा दिया गया`,
    preheader: (when) => `आपके कहने पर ${when} को हटाया गया।`,
    heading: (what) => (what === 'photos' ? 'आपके बच्चे की फ़ोटो हटा दी गई हैं' : 'आपका वीडियो हटा दिया गया है'),
    photos: ({ story, files, when }) =>
      `आपके कहने पर, ${story} के लिए भेजी गई फ़ोटो (${files} फ़ाइल) हमने ${when} को अपने स्टोरेज से हटा दीं। अब Diya Tales में कोई उन्हें नहीं देख सकता, और उन्हें वापस नहीं लाया जा सकता।`,
    video: ({ story, when }) =>
      `आपके कहने पर, ${story} का वीडियो और उसकी तस्वीर हमने ${when} को अपने स्टोरेज से हटा दी। पुराने डाउनलोड लिंक अब नहीं चलेंगे, और वीडियो वापस नहीं लाया जा सकता।`,
    kept: (what) =>
      `ऑर्डर और उसके भुगतान का रिकॉर्ड हम क़ानून के मुताबिक़ रखते हैं, ${what === 'photos' ? 'फ़ोटो' : 'वीडियो'} के बिना।`,
  },

  accountErased: {
    subject: 'आपका Diya Tales खाता हटा दिया गया है',
    preheader: (when) => `आपके कहने पर ${when} को हटाया गया।`,
    heading: 'आपका खाता हटा दिया गया है',
    erased: ({ when, orders }) =>
      `आपके कहने पर, ${when} को हमने आपका खाता, आपका नाम, ई-मेल पता और फ़ोन नंबर, और ${orders} ${orders === 1 ? 'ऑर्डर' : 'ऑर्डरों'} से जुड़े आपके बच्चे का नाम, फ़ोटो और वीडियो हटा दिए।`,
    kept: 'टैक्स क़ानून के अनुसार हमें हर इनवॉइस और भुगतान का रिकॉर्ड 72 महीने तक रखना होता है: हम उसका नंबर, तारीख़, राशि, टैक्स और राज्य रखते हैं, पर आपका नाम, ई-मेल पता या बच्चे का नाम नहीं।',
    last: 'इस पते पर यह हमारा आख़िरी ई-मेल है।',
  },
};

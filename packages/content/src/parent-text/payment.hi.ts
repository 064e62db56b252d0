import { PAYMENT_RETRY_LIMIT } from '@shop/contracts/checkout';
import { DELIVERY_PROMISES_HI } from '../site.hi.ts';
import { DOWNLOAD_LINK_DAYS } from '../site.ts';
import type { Translation } from '../translation.ts';
import type { PAYMENT_TEXT } from './payment.ts';

export const PAYMENT_TEXT_HI: Translation<typeof PAYMENT_TEXT> = {
  step: {
    stepOf: 'चरण 2 / 2',
    heading: 'अपना भुगतान पूरा करें',
    starring: '{story}, मुख्य किरदार में {name}',
    preparing: 'सुरक्षित भुगतान तैयार हो रहा है…',
    backToForm: 'ऑर्डर फ़ॉर्म पर वापस जाएँ',
  },
  testMode: 'टेस्ट मोड',
  card: {
    heading: 'कार्ड से भुगतान करें',
    hint: 'सफल भुगतान के लिए {success} और अस्वीकार होते देखने के लिए {declined} लिखें; समाप्ति तिथि आगे की कोई भी और सुरक्षा कोड कोई भी 3 अंकों का चलेगा।',
    number: 'कार्ड नंबर',
    expiry: 'समाप्ति तिथि (महीना/साल)',
    cvc: 'सुरक्षा कोड',
    pay: '{amount} चुकाएँ',
    processing: 'भुगतान हो रहा है…',
    refresh: 'पेज रीफ़्रेश करके फिर से कोशिश करें',
    retrying: (attempt: number) => `प्रयास ${attempt} (कुल ${PAYMENT_RETRY_LIMIT} में से)। कृपया रुकें...`,
  },
  upi: {
    heading: 'UPI से {amount} चुकाएँ',
    paySuccess: 'UPI से भुगतान करें (सफल)',
    simulateFailure: 'भुगतान विफल करके देखें',
  },
  razorpay: {
    pay: 'UPI, कार्ड या नेट बैंकिंग से {amount} चुकाएँ',
  },
  thankYou: {
    heading: 'धन्यवाद!',
    paid: 'आपका भुगतान सफल रहा।',
    confirmed: 'आपका ऑर्डर पक्का हो गया है। हम जल्द ही आपसे संपर्क करेंगे।',
    orderNumber: 'ऑर्डर नंबर',
    arrives: `आपका पर्सनलाइज़्ड वीडियो ${DELIVERY_PROMISES_HI.orderScreens} आ जाएगा।`,
    confirming: 'आपका ऑर्डर पक्का किया जा रहा है…',
    onItsWay: 'ऑर्डर नंबर के साथ आपके ऑर्डर की पुष्टि आपके ई-मेल पर भेजी जा रही है।',
    close: 'बंद करें',
    home: 'होम पेज पर लौटें',
    details: 'ऑर्डर का विवरण देखें',
  },
  paid: {
    orderNumber: 'ऑर्डर नंबर: {number}',
  },
  confirmation: {
    title: 'ऑर्डर की पुष्टि | Diya Tales',
    heading: 'ऑर्डर की पुष्टि',
    success: 'भुगतान सफल रहा!',
    thanks: 'धन्यवाद! {story} में {name} का रोमांच अब हमारे कहानीकारों के हाथों में है।',
    detailsHeading: 'ऑर्डर का विवरण',
    orderNumber: 'ऑर्डर नंबर',
    story: 'कहानी',
    storyNumber: 'कहानी {number}',
    kidName: 'बच्चे का नाम',
    language: 'भाषा',
    languages: { english: 'अंग्रेज़ी', hindi: 'हिंदी' },
    amountPaid: 'चुकाई गई राशि',
    expectedDelivery: 'अनुमानित डिलीवरी',
    deliveryBy: '{date} तक',
    nextHeading: 'आगे क्या होगा',
    nextPhotos: `हमारी टीम {name} की फ़ोटो से उसे कहानी का हीरो बनाती है। आपका पर्सनलाइज़्ड वीडियो ${DELIVERY_PROMISES_HI.orderScreens} आ जाएगा।`,
    nextEmail:
      'पुष्टि का ई-मेल {email} पर भेजा जा रहा है। उसमें एक लिंक है जिससे आप कभी भी अपने ऑर्डर का हाल देख सकते हैं — उसे सँभालकर रखें।',
    nextVideo: `वीडियो तैयार होते ही हम आपको ई-मेल से डाउनलोड लिंक भेजेंगे (${DOWNLOAD_LINK_DAYS} दिन तक मान्य)।`,
    nextVideoSignedIn: `वीडियो तैयार होते ही हम आपको ई-मेल से डाउनलोड लिंक भेजेंगे (${DOWNLOAD_LINK_DAYS} दिन तक मान्य), और वह आपकी प्रोफ़ाइल में "मेरे वीडियो" में भी दिखेगा।`,
    elsewhere:
      'यह ऑर्डर पक्का हो गया है और हमारे कहानीकारों के हाथों में है। आपके परिवार की जानकारी निजी रखने के लिए वह सिर्फ़ उसी ब्राउज़र में दिखाई जाती है जिससे ऑर्डर का भुगतान हुआ था। आपके पुष्टि ई-मेल में पूरी जानकारी है, साथ में एक लिंक भी, जिससे आप कभी भी अपने ऑर्डर का हाल देख सकते हैं।',
    writeToUs: 'हमें {email} पर लिखें, हम इसे ठीक कर देंगे।',
    nothing: 'यहाँ दिखाने के लिए कोई हालिया भुगतान नहीं है। आपके ऑर्डर की पुष्टि वाले ई-मेल में आपके ऑर्डर का लिंक है।',
  },
  receipt: {
    download: 'रसीद डाउनलोड करें (PDF)',
    preparing: 'रसीद तैयार हो रही है…',
    failed: 'रसीद डाउनलोड नहीं हो सकी: {reason}',
  },
  creditNote: {
    download: 'क्रेडिट नोट डाउनलोड करें (PDF)',
    preparing: 'क्रेडिट नोट तैयार हो रहा है…',
    failed: 'क्रेडिट नोट डाउनलोड नहीं हो सका: {reason}',
  },
};

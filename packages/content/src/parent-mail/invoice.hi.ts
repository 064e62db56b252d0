import type { Translation } from '../translation.ts';
import type { INVOICE_TEXT } from './invoice.ts';

// The invoice, the receipt and the credit note in Hindi (invoice.ts has the English). Hindi follows
// what Indian shops print: "टैक्स इनवॉइस" is the everyday word for a GST tax invoice.

const TITLES = { 'tax-invoice': 'टैक्स इनवॉइस', receipt: 'रसीद' };

export const INVOICE_TEXT_HI: Translation<typeof INVOICE_TEXT> = {
  locale: 'hi-IN',
  letterSpacing: 0,
  titles: TITLES,
  tagline: 'भारतीय पौराणिक कथाओं के पर्सनलाइज़्ड एनिमेटेड वीडियो',
  number: 'नंबर',
  date: 'तारीख़',
  order: 'ऑर्डर',
  state: 'राज्य',
  from: 'विक्रेता',
  billedTo: 'ख़रीदार',
  buyer: 'ख़रीदार',
  erased: 'ख़रीदार के अनुरोध पर उनकी निजी जानकारी मिटा दी गई है।',
  placeOfSupply: 'आपूर्ति का स्थान',
  description: 'विवरण',
  amount: { 'tax-invoice': 'कर योग्य मूल्य', receipt: 'राशि' },
  // "English" as Hindi text often writes it: pdfkit's shaper draws अं here with a stray dotted circle.
  line: (title, narration) =>
    `व्यक्तिगत एनिमेटेड वीडियो: ${title} (${{ english: 'English', hindi: 'हिंदी' }[narration]})`,
  starring: (name) => `मुख्य किरदार: ${name}`,
  beforeTax: { 'tax-invoice': 'कर योग्य मूल्य', receipt: 'टैक्स से पहले की राशि' },
  totalPaid: 'कुल भुगतान',
  listPrice: 'क़ीमत',
  discount: (label: string | null) => (label ? `छूट (${label})` : 'छूट'),
  discountTaxed: 'टैक्स छूट के बाद की क़ीमत पर लगा है।',
  taxIncluded: 'दिखाया गया टैक्स क़ीमत में शामिल है; ऊपर से कुछ नहीं जोड़ा गया।',
  reverseCharge: 'रिवर्स चार्ज पर देय टैक्स: नहीं।',
  thanks: 'Diya Tales की कहानी घर लाने के लिए धन्यवाद!',
  wish: 'यह कहानी कई रातों को रोशन करे।',
  questions: (title, number) =>
    `इस ${title} के बारे में कुछ पूछना है? अपने ऑर्डर वाले ई-मेल का जवाब दें और ${number} लिखें।`,
  credit: {
    title: 'क्रेडिट नोट',
    invoice: { 'tax-invoice': 'इनवॉइस', receipt: 'रसीद' },
    against: (kind, number, date) =>
      `${TITLES[kind]} ${number} (${date}) के बदले जारी: ऑर्डर रद्द हुआ और पूरी रक़म उसी तरीक़े से लौटा दी गई जिससे भुगतान हुआ था।`,
    taxCredited: 'दिखाया गया टैक्स क़ीमत के साथ वापस कर दिया गया है।',
    totalRefunded: 'कुल लौटाई गई रक़म',
    thanks: 'उम्मीद है, किसी और दिन हम आपके लिए कहानी बनाएँगे।',
    wish: 'Diya Tales को आज़माने के लिए धन्यवाद।',
  },
  refunded: (date, number) => `${date} को पूरी रक़म लौटा दी गई: क्रेडिट नोट ${number} देखिए।`,
};

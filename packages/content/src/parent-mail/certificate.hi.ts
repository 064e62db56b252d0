import type { Translation } from '../translation.ts';
import type { CERTIFICATE_TEXT } from './certificate.ts';

// The keepsake certificate in Hindi (certificate.ts has the English).

export const CERTIFICATE_TEXT_HI: Translation<typeof CERTIFICATE_TEXT> = {
  locale: 'hi-IN',
  eyebrow: 'वीरता का प्रमाण-पत्र',
  // हीरो with the respectful के: the order does not say whether the child is a girl or a boy, and
  // the line should honour either.
  heroOf: (story) => `${story} के हीरो`,
  wholeLine: (name, story) => `${name}, ${story} के हीरो`,
  citation: (name) =>
    `Diya Tales की फ़िल्म में मुख्य भूमिका निभाने पर: भारत की सबसे पुरानी कहानियों के वीरों में अब ${name} का नाम भी है।`,
  dated: (date) => `${date} को प्रदान किया गया`,
  signature: 'Diya Tales स्टूडियो की ओर से प्यार सहित',
  title: (name) => `${name} का Diya Tales प्रमाण-पत्र`,
  fileName: (name) => `Diya Tales certificate ${name}.pdf`,
};

import type { Translation } from '../translation.ts';
import { AUTH_MESSAGES_HI, CLIENT_MESSAGES_HI } from '../sign-in-messages.hi.ts';
import type { PARENT_MESSAGES } from './messages.ts';

export const PARENT_MESSAGES_HI: Translation<typeof PARENT_MESSAGES> = {
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
  client: CLIENT_MESSAGES_HI,
  auth: AUTH_MESSAGES_HI,
};

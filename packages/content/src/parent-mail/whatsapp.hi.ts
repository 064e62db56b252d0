import { PHOTO_REQUEST_LINK_DAYS } from '@shop/contracts/order-detail';
import { SITE_NAME } from '../site.ts';
import { REFUND_TIME_HI } from '../site.hi.ts';
import { REMINDER_TEXT_HI } from '../parent-text/reminders.hi.ts';
import { GIFT_TEXT_HI } from '../parent-text/gifts.hi.ts';
import type { Translation } from '../translation.ts';
import type { WHATSAPP_TEXT } from './whatsapp.ts';

// The WhatsApp updates in Hindi (whatsapp.ts has the English and why they read as they do).

const STOP = 'ये व्हाट्सऐप अपडेट बंद करने के लिए अपने ऑर्डर का पेज खोलिए और “व्हाट्सऐप अपडेट बंद करें” दबाइए।';

export const WHATSAPP_TEXT_HI: Translation<typeof WHATSAPP_TEXT> = {
  stop: STOP,
  bodies: {
    'order-paid': `धन्यवाद! ${SITE_NAME} पर आपका ऑर्डर {{1}} पक्का हो गया है: {{2}}, जिसमें {{3}} हीरो है। आपका वीडियो 24 घंटे के भीतर तैयार होगा। अपना ऑर्डर यहाँ देखिए: {{4}}\n\n${STOP}`,
    'photo-needed': `ऑर्डर {{2}} के लिए हमें {{1}} की एक बेहतर फ़ोटो चाहिए। कृपया नई फ़ोटो यहाँ भेजिए (लिंक ${PHOTO_REQUEST_LINK_DAYS} दिन तक चलेगा): {{3}}\n\nआपके ऑर्डर का पेज: {{4}}\n${STOP}`,
    delivered: `{{1}} का वीडियो तैयार है: {{2}}! इसके अपने पेज पर इसे देखिए, डाउनलोड कीजिए और परिवार को भेजिए: {{3}}\n\nआपके ऑर्डर का पेज: {{4}}\n${STOP}`,
    cancelled: `${SITE_NAME} पर आपका ऑर्डर {{1}} रद्द हो गया है और {{2}} उसी तरीक़े से लौटा दिए गए हैं जिससे आपने भुगतान किया था (बैंक में आम तौर पर ${REFUND_TIME_HI} दिखते हैं)। आपके ऑर्डर का पेज: {{3}}\n\n${STOP}`,
    'checkout-reminder': REMINDER_TEXT_HI.whatsapp,
    'gift-invitation': GIFT_TEXT_HI.invitation.whatsapp,
  },
};

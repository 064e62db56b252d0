import type { AUTH_MESSAGES } from '@shop/contracts/auth-constants';
import type { CLIENT_MESSAGES } from '@shop/contracts/client-messages';
import type { Translation } from './translation.ts';

// The sign-in messages (docs/product-guide.md#token-rules and #sign-in-messages) and the web app's own messages for a failed call, in Hindi, key
// for key with the contracts' English. Written once and used twice: by the parent's pages
// (parent-text/messages.hi.ts, found by their codes) and by the screen words every page gets
// from the root loader (ui-text.hi.ts), because the sign-in banner and the login dialog also show on
// prerendered pages, which never load the parent's pages' words. It imports no content module.

export const AUTH_MESSAGES_HI: Translation<typeof AUTH_MESSAGES> = {
  noTokenReceived: 'साइन-इन का टोकन नहीं मिला',
  invalidTokenFormat: 'साइन-इन का टोकन सही रूप में नहीं है',
  userExtractionFailed: 'टोकन से आपकी जानकारी नहीं पढ़ी जा सकी',
  startFailed: 'साइन-इन शुरू नहीं हो सका',
  callbackFailed: 'साइन-इन नहीं हो सका',
  tokenRequired: 'साइन-इन का टोकन ज़रूरी है',
  sessionExpired: 'आपका सेशन ख़त्म हो गया है। कृपया फिर से साइन इन करें।',
  noStoredToken: 'साइन-इन का कोई टोकन नहीं है',
  status401: 'साइन-इन नहीं हो सका। कृपया फिर से कोशिश करें।',
  status403: 'आपको इसकी अनुमति नहीं है। कृपया हमारी सहायता टीम से संपर्क करें।',
  status429: 'बहुत बार कोशिश हो चुकी है। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  status500: 'सर्वर में गड़बड़ी है। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  otherApiError: 'साइन-इन में कोई गड़बड़ी हुई।',
  unexpected: 'साइन-इन के दौरान अचानक कोई गड़बड़ी हो गई।',
  initFailed: 'साइन-इन शुरू नहीं किया जा सका',
  guestLoginFailed: 'गेस्ट लॉगिन नहीं हो सका',
  logoutFailed: 'साइन आउट नहीं हो सका',
};

export const CLIENT_MESSAGES_HI: Translation<typeof CLIENT_MESSAGES> = {
  network: 'नेटवर्क में गड़बड़ी हुई',
  generic: 'कोई गड़बड़ी हुई',
  invalidResponse: 'सर्वर का जवाब समझ नहीं आया',
};

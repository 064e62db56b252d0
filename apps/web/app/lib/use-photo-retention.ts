import { useEffect, useState } from 'react';
import { PAYMENT_ENDPOINTS } from '@shop/contracts/checkout';
import { DEFAULT_PHOTO_RETENTION, type PhotoRetention } from '@shop/contracts/privacy';
import { callEndpoint } from './api-client';

// N and M as the server enforces them (docs/decisions/046), for the order form's consent text and
// the privacy policy. One request per page load, after hydration: until it answers (or if it fails)
// the contract's defaults are shown, which are also what prerendered pages carry, so the first
// render always matches the HTML. The order form's tick records the N it showed; the server refuses
// a tick given for another N than its own with a clear message rather than storing it.
let served: Promise<PhotoRetention> | null = null;

const loadRetention = () =>
  (served ??= callEndpoint(PAYMENT_ENDPOINTS.config)
    .then((config) => config.photoRetention)
    .catch(() => {
      served = null;
      return DEFAULT_PHOTO_RETENTION;
    }));

export function usePhotoRetention(): PhotoRetention {
  const [retention, setRetention] = useState<PhotoRetention>(DEFAULT_PHOTO_RETENTION);
  useEffect(() => {
    let current = true;
    void loadRetention().then((value) => {
      if (current) setRetention(value);
    });
    return () => {
      current = false;
    };
  }, []);
  return retention;
}

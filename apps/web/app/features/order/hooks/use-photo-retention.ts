import { useEffect, useState } from 'react';
import { DEFAULT_PHOTO_RETENTION, type PhotoRetention } from '@shop/contracts/privacy';
import { fetchPaymentsConfig } from '../api/payments-api';

// The N of the consent text comes from the server's config (docs/decisions/046), the same value the
// retention job enforces. One request per page load; until it answers (or if it fails) the
// contract's default is shown, and a tick given for another N than the server's is refused by the
// server with a clear message rather than stored.
let served: Promise<PhotoRetention> | null = null;

const loadRetention = () =>
  (served ??= fetchPaymentsConfig()
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

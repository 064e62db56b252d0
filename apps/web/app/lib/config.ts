// The web app's one config module: values fixed at build time by vite.config.ts.
export const SITE_URL = __SITE_URL__;
export const MEDIA_BASE_URL = __MEDIA_BASE_URL__;

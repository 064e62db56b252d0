declare const __SITE_URL__: string;
declare const __MEDIA_BASE_URL__: string;

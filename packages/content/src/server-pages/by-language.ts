import type { SiteLanguage } from '@shop/contracts/site-language';
import { SERVER_PAGES } from './server-pages.ts';
import { SERVER_PAGES_HI } from './server-pages.hi.ts';

/** The words of the server's own pages in a site language. */
export const serverPagesIn = (language: SiteLanguage): typeof SERVER_PAGES_HI =>
  language === 'hi' ? SERVER_PAGES_HI : SERVER_PAGES;

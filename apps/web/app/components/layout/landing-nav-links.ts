// The landing nav's entries (SPEC §2 "Navigation and footer"); `section` entries scroll within the page.
export type LandingNavLink = { label: string; section: string } | { label: string; to: string };

export const LANDING_NAV_LINKS: readonly LandingNavLink[] = [
  { label: 'TRAILER', section: 'hero' },
  { label: 'ABOUT', section: 'about' },
  { label: 'FEATURES', section: 'nexus' },
  { label: 'STORY', section: 'story' },
  { label: 'BLOGS', to: '/blogs' },
  { label: 'CONTACT', section: 'contact' },
];

// The footer of every static page links its siblings, so a reader can move between policies directly.
// Labels are keys of the screen text's footer.links, so each language names them in its own words.
export const POLICY_LINKS = [
  { to: '/about-contact', label: 'aboutContact' },
  { to: '/shipping', label: 'shipping' },
  { to: '/refund-policy', label: 'refundPolicy' },
  { to: '/return-policy', label: 'returnPolicy' },
  { to: '/privacy-policy', label: 'privacyPolicy' },
  { to: '/disclaimer', label: 'disclaimer' },
] as const;

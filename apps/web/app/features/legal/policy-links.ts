// The footer of every static page links its siblings, so a reader can move between policies directly.
export const POLICY_LINKS = [
  { to: '/about-contact', label: 'About & Contact' },
  { to: '/shipping', label: 'Shipping & Delivery' },
  { to: '/refund-policy', label: 'Refund Policy' },
  { to: '/return-policy', label: 'Return Policy' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/disclaimer', label: 'Disclaimer' },
] as const;

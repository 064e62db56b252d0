// Footer destinations (docs/product-guide.md#navigation-and-footer), grouped the way parents look for them.
// Labels are keys of the screen text's footer.links, so each language names them in its own words.
export const FOOTER_GROUPS = [
  {
    heading: 'explore',
    links: [
      { label: 'stories', to: '/stories' },
      { label: 'findMyOrder', to: '/find-my-order' },
      { label: 'blogs', to: '/blogs' },
      { label: 'testimonials', to: '/testimonials' },
      { label: 'aboutContact', to: '/about-contact' },
    ],
  },
  {
    heading: 'policies',
    links: [
      { label: 'privacyPolicy', to: '/privacy-policy' },
      { label: 'returnPolicy', to: '/return-policy' },
      { label: 'refundPolicy', to: '/refund-policy' },
      { label: 'disclaimer', to: '/disclaimer' },
      { label: 'shipping', to: '/shipping' },
    ],
  },
] as const;

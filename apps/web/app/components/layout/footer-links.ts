// Footer destinations (SPEC §2 "Navigation and footer"), grouped the way parents look for them.
export const FOOTER_GROUPS = [
  {
    heading: 'Explore',
    links: [
      { label: 'Stories', to: '/stories' },
      { label: 'Find my order', to: '/find-my-order' },
      { label: 'Blogs', to: '/blogs' },
      { label: 'Testimonials', to: '/testimonials' },
      { label: 'About & Contact', to: '/about-contact' },
    ],
  },
  {
    heading: 'Policies',
    links: [
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Return Policy', to: '/return-policy' },
      { label: 'Refund Policy', to: '/refund-policy' },
      { label: 'Disclaimer', to: '/disclaimer' },
      { label: 'Shipping & Delivery', to: '/shipping' },
    ],
  },
] as const;

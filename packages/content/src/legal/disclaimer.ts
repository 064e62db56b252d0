import { SITE_NAME } from '../site.ts';
import type { LegalPage } from './legal-page.ts';
import { EMAIL_LINK, GOVERNING_LAW } from './shared-text.ts';

export const DISCLAIMER: LegalPage = {
  title: 'Disclaimer',
  description: `${SITE_NAME} retells Indian mythology creatively for children. Read how we present sacred stories, personalized animation, blog activities and reviews.`,
  updated: '2025-09-01',
  intro: [
    `${SITE_NAME} makes personalized animated videos and writes articles that introduce children to the stories of Indian mythology. Please read this disclaimer together with our [Refund Policy](/refund-policy) and [Privacy Policy](/privacy-policy).`,
  ],
  sections: [
    {
      heading: 'Creative retellings of sacred stories',
      paragraphs: [
        'Our stories are drawn from the Ramayana, the Mahabharata, the Puranas and the living traditions of India. They are simplified and adapted for young children, and your child is added to them as a companion of the heroes. They are creative retellings, not religious instruction, and they do not claim to be the only or the correct version of any story. Many communities tell these stories differently, and we respect every tradition.',
        'Depictions of deities are artistic interpretations made with reverence. We are not affiliated with any temple, religious organisation or sect.',
      ],
    },
    {
      heading: 'Personalized animation',
      paragraphs: [
        "Videos are made with AI-assisted animation from the photos you provide, then checked by our team. The likeness of your child depends on the photos: clear, well-lit, front-facing photos give the best results. Your child's appearance in the video is an illustrated interpretation and may not match them exactly. Previews, posters and sample videos on this website show the style of our work; each finished video is unique.",
      ],
    },
    {
      heading: 'Blog articles and activities',
      paragraphs: [
        'Our articles, crafts, games and recipes are for general information and family fun. Activities that involve scissors, glue, cooking, water, lamps or small objects should always be done with adult supervision. Festival dates are given in good faith; please check with your local calendar or temple for exact timings. Nothing on this website is medical, educational or parenting advice.',
      ],
    },
    {
      heading: 'Reviews and testimonials',
      paragraphs: [
        'Testimonials describe the personal experiences of the families and creators who wrote them. Your experience may differ. Figures such as follower counts are as reported at the time of writing.',
      ],
    },
    {
      heading: 'Links to other websites',
      paragraphs: [
        'We link to websites we do not control, such as Instagram, YouTube and encyclopaedias. We are not responsible for their content or their privacy practices.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        `We work hard to keep this website accurate and available, but it is provided "as is". To the extent the law allows, ${SITE_NAME} is not liable for indirect losses arising from the use of this website. Our responsibility for an order is limited to delivering the video you paid for, as described in our policies.`,
        `Questions about this disclaimer are welcome at ${EMAIL_LINK}.`,
        GOVERNING_LAW,
      ],
    },
  ],
};

import { SITE_NAME } from '../site.ts';

// The About page is laid out differently from the policies (figures, contact card, links), so it has
// its own shape; the claim figures come from site.ts ABOUT_CLAIMS, never from here.
export const ABOUT_PAGE = {
  title: `About ${SITE_NAME}`,
  description: `${SITE_NAME} turns your child into the hero of Indian mythology: personalized animated videos with Krishna, Ganesha, Hanuman, Rama and Durga for ages 3-12.`,
  heading: `About ${SITE_NAME}`,
  tagline: 'Where your child walks beside the heroes of India’s greatest stories.',
  story: {
    heading: 'Our story',
    paragraphs: [
      `${SITE_NAME} began at a bedtime. A four-year-old, listening to the tale of Krishna lifting Govardhan Hill, asked a simple question: “Can I be there too?” We are parents, animators and storytellers who grew up with these stories at our grandparents’ feet, and we wanted to answer that question with a yes.`,
      'So we built a way to place a child inside the stories themselves: a short animated film in which your child stands beside Krishna under the great hill, races with Ganesha around his parents, or leaps across the ocean with Hanuman. A diya is the small lamp lit in every Indian home; we hope each story lights the same small flame of wonder.',
    ],
  },
  mission: {
    heading: 'What we believe',
    items: [
      {
        title: 'Stories that teach gently',
        text: 'Courage, kindness, honesty and devotion are easier to learn when you have lived them with your heroes.',
      },
      {
        title: 'Respect for tradition',
        text: 'Our retellings are simplified for young children but made with care for the traditions they come from.',
      },
      {
        title: 'Privacy first',
        text: 'Your child’s photos are used only to make their video, kept private and deleted after delivery.',
      },
    ],
  },
  contact: {
    heading: 'Get in touch',
    text: 'Questions about an order, a story idea, or a collaboration? Write to us: a real person on our support team answers every message.',
  },
  explore: {
    heading: 'Meet the stories',
    text: 'Browse all our adventures with Krishna, Ganesha, Hanuman, Rama, Shiva and Durga, or watch our trailer to see what your child’s video will look like.',
  },
} as const;

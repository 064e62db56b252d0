import { STORY_COUNT } from '@shop/contracts/catalog';
import { z } from 'zod';
import { faqItemSchema, type FaqItem } from './schemas.ts';
import { AGE_RANGE, DELIVERY_PROMISES, DOWNLOAD_LINK_DAYS, VIDEO_DURATION } from './site.ts';

export const FAQ_ITEMS: FaqItem[] = z.array(faqItemSchema).parse([
  {
    question: 'How does a personalized mythology video work?',
    answer: `Choose one of our ${STORY_COUNT} tales on [the stories page](/stories), upload 1 to 3 photos of your child, pick English or Hindi narration and pay on [the order page](/order). Our team then animates your child into the story as the hero's companion, right beside Krishna, Hanuman, Durga or whichever hero you chose, and e-mails you the finished video.`,
  },
  {
    question: 'What kind of photos should I upload?',
    answer:
      "Send 1 to 3 clear, recent photos of your child's face in good light, ideally looking towards the camera. Photos without sunglasses, caps or heavy filters work best, and one front-facing smile helps a lot. JPEG, PNG or WebP files up to 10 MB each are accepted.",
  },
  {
    question: 'How long does delivery take?',
    answer: `Your personalized video reaches your inbox within ${DELIVERY_PROMISES.faq}. The download link in the e-mail stays valid for ${DOWNLOAD_LINK_DAYS} days, and if you signed in with Google the video also stays on your profile page. Our [delivery process](/shipping) explains each step.`,
  },
  {
    question: 'Which languages are the videos available in?',
    answer:
      'Every story can be narrated in English or Hindi. You choose the language when you order, so grandparents, cousins and little ones can all enjoy the story in the language that feels most like home.',
  },
  {
    question: "Are my child's photos safe and private?",
    answer:
      "Yes. Your child's photos are stored privately, are never shared or published, and are used only to make your video. Location and camera details are removed from every photo when it is uploaded. Our [privacy policy](/privacy-policy) explains how we look after your family's data.",
  },
  {
    question: 'What ages are the stories for, and how long is each video?',
    answer: `The stories are made for children aged ${AGE_RANGE} and each video runs ${VIDEO_DURATION}, just right for a bedtime or festival treat. Even the fiercer tales of Kali, Narasimha and Chamunda are told gently, as stories of courage and protection rather than fear.`,
  },
]);

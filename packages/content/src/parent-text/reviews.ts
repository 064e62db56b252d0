import { REVIEW_LINE_MAX } from '@shop/contracts/reviews';

// A parent's review of their delivered film (issue 36 point 5; docs/decisions/118): the small card on
// the watch page, shown once the film has been played, and the one e-mail that asks a few days after
// delivery. reviews.hi.ts is the Hindi, key for key.

export const REVIEW_TEXT = {
  card: {
    heading: 'Did {name} enjoy the film?',
    intro: 'Tell us in a moment. It helps our studio, and other families choosing a story.',
    starsLegend: 'Your stars',
    starOne: '1 star',
    starMany: '{count} stars',
    lineLabel: 'A line in your own words (optional)',
    linePlaceholder: 'What did {name} say when the film began?',
    lineCount: `{count} of ${REVIEW_LINE_MAX}`,
    permission: "You may show this on the shop's testimonials page",
    permissionNote:
      'Only the stars, your words and the story’s name, signed “a parent”. Never your child’s name or photo. Leave it unticked to keep it for our studio.',
    send: 'Send my review',
    sending: 'Sending…',
    notNow: 'Not now',
    thanksHeading: 'Thank you!',
    thanksText: 'Your review reached our studio. We will not ask again.',
    failed: 'That did not work. Please try again.',
  },
  email: {
    subject: 'How did {child} like {story}?',
    preheader: 'Stars, and a line if you like: it takes a moment.',
    heading: 'Did {child} enjoy the film?',
    intro:
      "A few days ago {child}'s film, {story}, arrived. We would love to know how it went: give it stars, and a line in your own words if you like.",
    button: 'Leave a review',
    note: 'We ask only this once. Your review is shown on our site only if you tick that you allow it, and never with your child’s name or photo.',
  },
} as const;

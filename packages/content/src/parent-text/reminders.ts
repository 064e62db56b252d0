import { SITE_NAME } from '../site.ts';

// The words of an unpaid checkout's reminders (docs/decisions/112): the e-mail, the WhatsApp message
// and the two pages their links open (the order form reopening, and the stop). reminders.hi.ts has
// them in Hindi with the same keys. "{name}" marks a value filled in where it is used.

export const REMINDER_TEXT = {
  email: {
    subject: '{child}’s story is waiting for you',
    preheader: 'Your order form is saved, photos and all: one tap to finish.',
    heading: '{child}’s story is still waiting',
    intro:
      'You started ordering “{story}” for {child} but the payment did not go through. Everything you filled in is saved, photos included, so you can finish in a minute.',
    button: 'Finish my order',
    keptUntil:
      'The link works until {time}, while we still keep the photos you chose. After that they are deleted, as our privacy policy promises.',
    ignore: 'Changed your mind? Nothing more to do: you will not be charged.',
    stopBefore: 'Don’t want these reminders?',
    stopLink: 'Stop reminders',
    stopAfter: '(one click, no sign-in).',
  },
  /** The WhatsApp template's body: {{1}} the child, {{2}} the story, {{3}} the form's link, {{4}} the stop link. */
  whatsapp: `${SITE_NAME}: {{1}}'s story “{{2}}” is waiting. Your order form is saved with its photos; finish it here: {{3}}\n\nTo stop these reminders, open: {{4}}`,
  resume: {
    opening: 'Opening your saved order…',
    expired: 'This order can no longer be reopened: its photos are no longer kept. Please start a new order.',
    invalid: 'This link is not valid. Please open it from your e-mail or message again.',
    startAgain: 'Start a new order',
  },
  stop: {
    title: 'Reminders',
    stopping: 'Stopping the reminders…',
    stopped: 'Done. We will not send you any more reminders about unfinished orders.',
    failed:
      'We could not stop the reminders from this link. Please open it from your e-mail or message again.',
    home: 'Back to Home',
  },
} as const;

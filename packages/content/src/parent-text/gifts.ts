import { SITE_NAME } from '../site.ts';

// The words of a gift (docs/decisions/115): the order form in gift mode, the parent's invitation (its
// e-mail, WhatsApp message, reminders and page), the giver's receipt and status page, the notice of
// an unclaimed gift's refund, and the card at the film's start. gifts.hi.ts has them in Hindi with
// the same keys. "{name}" marks a value filled in where it is used.

export const GIFT_TEXT = {
  occasions: {
    birthday: 'Birthday',
    janmashtami: 'Janmashtami',
    navratri: 'Navratri',
    diwali: 'Diwali',
    'raksha-bandhan': 'Raksha Bandhan',
    other: 'A special day',
  },
  form: {
    toggle: 'This is a gift',
    toggleHint: 'The child’s parent gives the consent and the photos; you pay and write the card.',
    recipientHeading: 'Who receives it',
    recipientEmail: 'Parent’s e-mail address',
    recipientPhone: 'Parent’s WhatsApp number',
    recipientHint: 'At least one: we send the parent the invitation there.',
    childName: 'Child’s first name',
    occasion: 'Occasion',
    day: 'The day it should arrive',
    message: 'Your message on the card (optional)',
    messageHint: 'Up to 200 characters, shown at the film’s start and in the invitation.',
    giverName: 'Your name, as the card says it',
    giverEmail: 'Your e-mail (for the receipt and the gift’s progress)',
    details: 'About the gift',
    occasionPlaceholder: 'Choose the occasion',
    messageCount: '{count} of {max} characters',
    recipientCountry: 'Country of the WhatsApp number',
    submit: 'Continue to pay for the gift',
    paidHeading: 'Your gift is paid — thank you!',
    paidInvited:
      'We have invited {child}’s parent to accept the gift. Once they send a photo, the film is made and arrives on its day.',
    paidFollow: 'Your receipt e-mail has the link to follow the gift.',
  },
  invitation: {
    email: {
      subject: '{giver} has a gift for {child}',
      preheader: 'A personalised film for {child}: accept it in two minutes.',
      heading: 'A gift for {child} from {giver}',
      intro:
        '{giver} has given {child} a personalised animated film, “{story}”, for {occasion}. It arrives on {day}.',
      messageLabel: 'Their message:',
      howTo:
        'To make the film we need your consent and one to three photos of {child}. Only you send them; {giver} never sees the photos or the film unless you share it.',
      button: 'Accept the gift',
      reminderSubject: 'Reminder: {giver}’s gift for {child} is waiting',
      reminderIntro: 'The film {giver} gave {child} is still waiting for your photos.',
      lastDay: 'If the gift is not accepted within 30 days of the invitation, {giver} is refunded.',
    },
    /** WhatsApp: {{1}} the giver, {{2}} the child, {{3}} the invitation's link. */
    whatsapp: `${SITE_NAME}: {{1}} has given {{2}} a personalised film. Accept the gift and send a photo here: {{3}}\n\nNot expecting this? You can ignore it: we remind you at most twice, and the gift is refunded after 30 days.`,
  },
  claim: {
    title: 'A gift for {child}',
    from: 'From {giver}, for {occasion}',
    arrives: 'The film arrives on {day}.',
    intro:
      'To make the film, we need your consent and one to three clear photos of {child}. {giver} will not see the photos or the film unless you share it.',
    emailLabel: 'Your e-mail (the film is sent here)',
    submit: 'Accept the gift and send the photos',
    sending: 'Sending…',
    doneTitle: 'Thank you! The film is being made',
    doneText: 'We have e-mailed you a link to follow the order. The film arrives on its day.',
    follow: 'Follow the order',
    claimedTitle: 'This gift has already been accepted',
    closedTitle: 'This gift is no longer open',
    invalidTitle: 'This gift link is not valid',
    invalidText: 'Please open it from your e-mail or message again.',
  },
  status: {
    title: 'Your gift for {child}',
    order: 'Order {number}',
    steps: {
      invited: 'Invitation sent',
      accepted: 'Accepted by the parent',
      being_made: 'Being made',
      delivered: 'Delivered',
      refunded: 'Refunded',
    },
    day: 'Arrives on {day}',
    deliveredOn: 'Delivered on {day}',
    privacy:
      'The child’s photos and film are private to the family: this page never shows them. The parent may share the film with you.',
    waiting:
      'We sent the invitation and will remind the parent after 3 and 7 days. Unaccepted after 30 days, the gift is refunded.',
    refunded: 'The gift was not accepted within 30 days, so we refunded your payment.',
    invalid: 'This link is not valid. Please open it from your receipt e-mail again.',
  },
  receipt: {
    subject: 'Your gift for {child} is on its way',
    heading: 'Thank you for your gift, {giver}',
    intro: 'We have invited {child}’s parent to accept “{story}”. Your receipt (order {number}) is attached.',
    button: 'Follow the gift',
    privacy: 'The photos and the film stay private to the family unless they share them with you.',
  },
  refund: {
    giverSubject: 'Your gift for {child} was refunded',
    giverText:
      'The invitation to {child}’s parent was not accepted within 30 days, so we refunded {amount} through the way you paid.',
    parentSubject: 'The gift for {child} has expired',
    parentText:
      'The film {giver} gave {child} was not accepted within 30 days, so the gift has been refunded to them.',
  },
  card: {
    heading: 'A gift from {giver} for {child}',
  },
} as const;

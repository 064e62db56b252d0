import type { CountryCode } from '@shop/contracts/countries';
import { COUNTRIES } from '@shop/contracts/countries';
import type { MessageCodes } from '@shop/contracts/api-error';
import { PAYMENT_ERROR_CODES } from '@shop/contracts/checkout';
import { INDIAN_STATE_MESSAGE } from '@shop/contracts/indian-states';
import { CONSENT_POLICY_LINK_TEXT } from '@shop/contracts/privacy';
import { CONSENT_TEXT } from '../consent/consent.ts';
import { pronunciationLabel } from '@shop/contracts/voice';
import { DELIVERY_PROMISES, VIDEO_DURATION } from '../site.ts';

// The words of the order page, its form and the photo modal (story, name, voice clip, photos,
// consent, phone, price, guest session), in English; order.hi.ts has them in Hindi with the same keys.
// "{name}" marks a value filled in on the page (fillText in apps/web/app/lib/ui-text.ts).

/**
 * The order form's own messages for its required fields (issue 14 item 6) and its last resort; the
 * form shows them in the page's language through messages.ts (group `orderForm`).
 */
export const ORDER_FORM_MESSAGES = {
  kidName: "Please enter your child's name.",
  storyId: 'Please choose a story for your child.',
  language: 'Please choose the language of the video.',
  /** India buyers' state or union territory (the contract's message, shown at the field). */
  state: INDIAN_STATE_MESSAGE,
  checkForm: 'Please check the form.',
  /** The photo and voice-clip uploads' own messages, when the server's answer says nothing better. */
  uploadFailed: 'Upload failed. Please try again.',
  uploadNoUrl: 'Upload completed but no URL received. Please try again.',
  voiceUploadFailed: 'The voice clip could not be saved. Please try again.',
} as const;

/** Their codes, named after their keys (MessageCodes): the form's checks and uploads carry them. */
export const ORDER_FORM_MESSAGE_CODES = {
  kidName: 'ENTER_KID_NAME',
  storyId: 'CHOOSE_STORY',
  language: 'CHOOSE_LANGUAGE',
  state: PAYMENT_ERROR_CODES.invalidState,
  checkForm: 'CHECK_FORM',
  uploadFailed: 'UPLOAD_FAILED',
  uploadNoUrl: 'UPLOAD_NO_URL',
  voiceUploadFailed: 'VOICE_UPLOAD_FAILED',
} as const satisfies MessageCodes<typeof ORDER_FORM_MESSAGES>;

const COUNTRY_NAMES = Object.fromEntries(COUNTRIES.map(({ code, name }) => [code, name])) as Record<
  CountryCode,
  string
>;

export const ORDER_TEXT = {
  paidHeading: 'Payment received — thank you!',
  page: {
    title: 'Order Your Mythology Video | Diya Tales',
    stepForm: 'Step 1 of 2',
    stepPayment: 'Almost there',
    heading: 'Order Your Mythology Video',
    intro: 'Make your child the hero of a timeless tale — in a few easy steps.',
  },
  form: {
    kidName: "Kid's Name",
    kidNamePlaceholder: 'e.g. Aarav',
    email: 'Email',
    emailHint: `We send the finished video here, ${DELIVERY_PROMISES.orderScreens}.`,
    country: 'Select Country',
    countryPlaceholder: 'Select your country…',
    state: 'State or union territory',
    stateHint: 'Printed on your tax invoice.',
    statePlaceholder: 'Select your state…',
    submit: 'GET MY PERSONALIZED STORY NOW',
    arrives: `Your video arrives ${DELIVERY_PROMISES.orderScreens} of payment.`,
  },
  countries: COUNTRY_NAMES,
  story: {
    label: 'Select Story',
    placeholder: 'Choose a story…',
  },
  language: {
    legend: 'Language',
    english: 'English',
    hindi: 'Hindi (हिन्दी)',
  },
  voice: {
    legend: 'Help us say the name right',
    optional: '(optional)',
    sayName: pronunciationLabel('{name}'),
    sayChildName: pronunciationLabel(''),
    spellingHint: 'Spell it the way it sounds, e.g. AA-rahv or ah-NUSH-kah.',
    spellingPlaceholder: 'e.g. AA-rahv',
    recordLabel: 'Or record the name in your voice',
    recordHint: 'Up to 15 seconds. Only our animators hear it.',
    stop: 'Stop recording',
    recordAgain: 'Record again',
    record: 'Record the name',
    chooseAnother: 'Choose another file',
    choose: 'Choose a recording',
    fileLabel: 'Voice clip file',
    clipLabel: 'Your voice clip, {seconds} seconds',
    remove: 'Remove the clip',
    saving: 'Saving the voice clip…',
    saved: 'Voice clip saved, {seconds} seconds. You can play it below.',
    recording: 'Recording. Say the name, then press Stop recording.',
    removed: 'Voice clip removed.',
  },
  photos: {
    label: "Your child's photos",
    thumb: 'Photo {number}',
    manage: 'Manage photos',
    upload: 'Upload photos',
    uploading: 'Uploading… {progress}%',
    count: '{count} of 3 uploaded · Recommended 2-3 photos',
  },
  photoModal: {
    title: "Upload your child's photos",
    close: 'Close',
    limits: 'Recommended 2-3 photos. Up to {max} photos, JPEG, PNG or WebP, 10MB each.',
    choose: 'Choose photos',
    cancel: 'Cancel',
    uploadChosen: 'Upload {count} Photo(s)',
    done: 'Done',
    selected: 'Selected photos',
    uploaded: 'Uploaded',
    uploadingBadge: 'Uploading…',
    uploadedPhoto: 'Uploaded photo {number}',
    removeUploaded: 'Remove uploaded photo {number}',
    chosenPhoto: 'Chosen photo {number}, not uploaded yet',
    removeChosen: 'Remove chosen photo {number}',
  },
  /** The square the parent frames on each photo for the film's portrait (docs/decisions/080). */
  photoFrame: {
    heading: "Frame your child's face",
    intro:
      'The circle shows how your child will appear in the film. Drag the square over the face, or use the buttons.',
    frame: 'Frame on photo {number}',
    keys: 'Arrow keys move the frame; plus and minus make it bigger or smaller.',
    resize: 'Resize the frame on photo {number}',
    preview: 'How photo {number} will appear in the film',
    smaller: 'Smaller',
    larger: 'Larger',
    reset: 'Centre',
    suggested: 'We placed the frame on the face we found. Move it if it is not right.',
  },
  guidelines: {
    heading: 'Photo guidelines',
    tips: [
      'Face looking at the camera',
      'Bright, even light on the face',
      'No sunglasses, hats or masks',
      'Only your child in the picture',
      'Clear and close-up, not blurry',
    ],
    examples: [
      'Face the camera',
      'Bright, even light',
      'No sunglasses or hats',
      'One child only',
      'Clear and close-up',
    ],
    exampleAlt: 'Example: {caption}',
    carousel: 'Good photo examples',
    previous: 'Previous example',
    next: 'Next example',
    pause: 'Pause examples',
    play: 'Play examples',
    slide: 'Example {number} of {count}',
  },
  consent: {
    text: CONSENT_TEXT.photos,
    phoneUpdates: CONSENT_TEXT.phoneUpdates,
    policyLink: CONSENT_POLICY_LINK_TEXT,
  },
  phone: {
    label: 'Phone number',
    countryCode: 'Country code {code}',
  },
  /** Delivery on a chosen day (docs/decisions/114): a birthday, a festival, a first day at school. */
  deliveryDay: {
    toggle: 'Deliver on a special day (optional)',
    hint: 'A birthday, a festival, a first day at school: we make the film as usual and send it at this moment, not before.',
    date: 'Date',
    time: 'Time',
    timeZone: 'Time zone',
    /** The family's own time zone when it is not one of the list's. */
    yourTimeZone: 'Your time zone ({zone})',
    zones: {
      'Asia/Kolkata': 'India (IST)',
      'America/New_York': 'USA – Eastern',
      'America/Chicago': 'USA – Central',
      'America/Denver': 'USA – Mountain',
      'America/Los_Angeles': 'USA – Pacific',
      'America/Toronto': 'Canada – Eastern',
      'Europe/London': 'United Kingdom',
      'Asia/Dubai': 'United Arab Emirates',
      'Asia/Singapore': 'Singapore',
      'Australia/Sydney': 'Australia – Sydney',
      'Pacific/Auckland': 'New Zealand',
    },
  },
  price: {
    heading: 'Festival sale price',
    save: 'Save {percent}%',
    was: 'Was {price}',
    youSave: 'You save {savings} ({percent}% off)',
    taxNumber: 'Tax number',
    total: 'Total',
    india: 'Secure payment through our India payment gateway — UPI, cards and net banking accepted.',
    abroad: 'Secure card payment. Price shown in US dollars, tax included.',
    endsIn: 'Sale ends in',
    /** When the studio expects the film if paid now, from its queue (docs/decisions/119). */
    expected: 'Order now and your film is expected by {date}.',
  },
  /** The offer code under the price box (docs/decisions/108); the server decides what it takes off. */
  promo: {
    label: 'Have an offer code?',
    placeholder: 'Type your code here',
    apply: 'Apply',
    checking: 'Checking…',
    remove: 'Remove code',
    applied: 'Code {code} applied: you save {discount}.',
    automatic: '{campaign}: you save {discount}, no code needed.',
    discount: 'Offer discount',
    toPay: 'To pay',
  },
  preview: {
    choose: 'Choose a story to see its preview.',
    play: 'Play the preview of {title}',
    eyebrow: 'Story preview',
    deity: 'Deity',
    duration: `Duration: ${VIDEO_DURATION}`,
    yourChild: 'Your child',
    hero: '{name} becomes the hero of this story, right beside {god}.',
  },
  personalPreview: {
    heading: 'See your child in the story',
    invite:
      'Fill in the name, the story, one photo and your consent, and a short preview of the film starts here by itself, before you pay.',
    queued: 'Your preview is next in line…',
    rendering: 'Making {name}’s preview… {percent}%',
    progressLabel: 'Preview progress',
    ready: 'Here is {name} in the story! The whole film is made after you order.',
    videoLabel: 'Preview of {name}’s film',
    note: 'It carries a preview mark, and is deleted after 24 hours unless you order (or, once you send it to family, when their last link ends).',
    retry: 'Try again',
  },
  guest: {
    ended:
      'Your guest session has ended. Your order form is saved in this tab: continue as a guest again or sign in with Google to pick up where you left off.',
    endsIn: 'Your guest session ends in {time}',
    saved: 'Your order form is saved in this tab. Keep going to get 10 more minutes.',
    keepGoing: 'Keep going as a guest',
  },
} as const;

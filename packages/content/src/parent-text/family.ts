import { FAMILY_LINK_DAYS } from '@shop/contracts/family-links';

// Family links and the watch page (issue 35 point 2, issue 36 point 3; docs/decisions/100): the
// parent's "Send to family" panel (on the order form's preview and on the watch page), the page a
// family link opens, and the parent's own watch page of a delivered film.

export const FAMILY_TEXT = {
  share: {
    heading: 'Send to family',
    previewIntro: `Make a private link for each person you choose. It shows {name}'s first name and this preview, works for ${FAMILY_LINK_DAYS.preview} days, and you can stop it at any time.`,
    filmIntro:
      "Make a private link for each person you want to share {name}'s film with. Only people with the link can watch it, with no account and no trackers, and you can stop a link at any time.",
    nameLabel: 'Who is it for?',
    namePlaceholder: 'Grandma',
    create: 'Make a link',
    creating: 'Making the link…',
    ready: "{who}'s link is ready. Send it now: for your family's privacy we show it only once.",
    whatsapp: 'Send on WhatsApp',
    copy: 'Copy link',
    copied: 'Copied!',
    linkLabel: "{who}'s private link",
    whatsappPreview: 'See {name} in a Diya Tales story! A short preview, just for you: {url}',
    whatsappFilm: "{name}'s film from Diya Tales, just for you: {url}",
    listHeading: 'Links you made',
    lastUsed: 'Last opened {date}',
    neverUsed: 'Not opened yet',
    worksUntil: 'Works until {date}',
    worksWhileKept: 'Works as long as the film is kept',
    stopped: 'Stopped',
    revoke: 'Stop link',
    revokeLabel: 'Stop the link for {who}',
    failed: 'That did not work. Please try again.',
  },
  familyPage: {
    pageTitle: 'A film for the family | Diya Tales',
    eyebrow: 'A private link from your family',
    previewHeading: "A preview of {name}'s film",
    filmHeading: "{name}'s film",
    story: 'The story: {story}',
    videoLabel: "{name}'s film",
    previewNote: 'This is a short preview. The whole film is made by our studio once it is ordered.',
    orderHeading: 'Would you like the whole film?',
    orderText: 'Order it for {name}, or make one for another child.',
    order: 'Order this film',
    download: 'Download in full quality',
    privateNote: 'This page is private: it is not listed anywhere, and nothing on it tracks you.',
    loading: 'Loading the film…',
    goneHeading: 'This link no longer works',
    goneText:
      'The person who sent it has stopped it, or its time is up. Ask them for a new link, they can make one in a moment.',
    unknownHeading: 'We could not find this link',
    unknownText: 'Please check that you opened the whole link, exactly as it was sent to you.',
    loadFailed: 'The film could not be loaded. Please check your connection and try again.',
    retry: 'Try again',
    visitShop: 'Discover Diya Tales',
  },
  watch: {
    pageTitle: 'Your film | Diya Tales',
    eyebrow: 'Your film',
    starring: 'Starring {name}',
    download: 'Download in full quality',
    downloadNote:
      'Each download link works for {days} days; this page makes fresh ones every time you open it.',
    certificate: 'Download the certificate',
    certificatePortrait: "Put {name}'s picture on the certificate",
    certificatePortraitNote:
      'Only you see this choice. Certificates opened from family links never show the picture.',
    certificatePortraitFailed: 'That did not save. Please try again.',
    orderDetails: 'Order details and receipt',
    invalidHeading: 'This link is not valid',
    invalidText: 'Please open the link from your delivery e-mail or WhatsApp message.',
    loading: 'Loading your film…',
  },
} as const;

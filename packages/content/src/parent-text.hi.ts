import type { Translation } from './translation.ts';
import type { ParentText } from './parent-text.ts';
import { ACCOUNT_TEXT_HI } from './parent-text/account.hi.ts';
import { FAMILY_TEXT_HI } from './parent-text/family.hi.ts';
import { GIFT_TEXT_HI } from './parent-text/gifts.hi.ts';
import { PARENT_MESSAGES_HI } from './parent-text/messages.hi.ts';
import { ORDER_TEXT_HI } from './parent-text/order.hi.ts';
import { PAYMENT_TEXT_HI } from './parent-text/payment.hi.ts';
import { REMINDER_TEXT_HI } from './parent-text/reminders.hi.ts';
import { REVIEW_TEXT_HI } from './parent-text/reviews.hi.ts';
import { STORY_TITLES_HI } from './parent-text/story-titles.hi.ts';

// The parent's pages' words in Hindi, section for section with parent-text.ts: a key missing or added
// does not compile, and hindi-content.test.ts checks that no English is left.

export const PARENT_TEXT_HI: Translation<ParentText> = {
  storyTitles: STORY_TITLES_HI,
  order: ORDER_TEXT_HI,
  payment: PAYMENT_TEXT_HI,
  account: ACCOUNT_TEXT_HI,
  family: FAMILY_TEXT_HI,
  messages: PARENT_MESSAGES_HI,
  reminders: REMINDER_TEXT_HI,
  gifts: GIFT_TEXT_HI,
  reviews: REVIEW_TEXT_HI,
};

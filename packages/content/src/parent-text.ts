import { ACCOUNT_TEXT } from './parent-text/account.ts';
import { FAMILY_TEXT } from './parent-text/family.ts';
import { GIFT_TEXT } from './parent-text/gifts.ts';
import { PARENT_MESSAGES } from './parent-text/messages.ts';
import { ORDER_TEXT } from './parent-text/order.ts';
import { PAYMENT_TEXT } from './parent-text/payment.ts';
import { REMINDER_TEXT } from './parent-text/reminders.ts';
import { REVIEW_TEXT } from './parent-text/reviews.ts';
import { STORY_TITLES } from './parent-text/story-titles.ts';

// The words of the pages a parent reaches after "Order Now" (rendered in the browser, not
// prerendered), in English: one section per area in parent-text/. parent-text.hi.ts is the Hindi, key
// for key. Unlike ui-text.ts (handed to prerendered pages by the root loader), these travel as
// JavaScript with the pages that use them, and the Hindi set is its own chunk, loaded only by a Hindi
// page's route before it renders (apps/web/app/lib/parent-text.ts, decision 051).

export const PARENT_TEXT = {
  storyTitles: STORY_TITLES,
  order: ORDER_TEXT,
  payment: PAYMENT_TEXT,
  account: ACCOUNT_TEXT,
  family: FAMILY_TEXT,
  messages: PARENT_MESSAGES,
  reminders: REMINDER_TEXT,
  gifts: GIFT_TEXT,
  reviews: REVIEW_TEXT,
} as const;

export type ParentText = typeof PARENT_TEXT;

import { z } from 'zod';
import { VALIDATION_ERROR_CODE } from './api-error';
import { EMAIL_MAX_LENGTH, isEmailAddress } from './email-address';
import { defineEndpoint, type FormErrors } from './endpoint';

// Staff addresses told about new orders (docs/product-guide.md#new-order-notices, and /api/email/* in
// docs/architecture.md#api-paths). The same schemas validate the admin form, type the web client and guard the server.

/** Texts of docs/product-guide.md#new-order-notices and #admin-messages, word for word where the seed gave them. */
export const EMAIL_RECIPIENT_MESSAGES = {
  requiredFields: 'Please fill in all required fields.',
  invalidEmail: 'Please enter a valid email address.',
  nameTooLong: 'Name must be at most 100 characters.',
  duplicate: 'This email is already a recipient.',
  notFound: 'Email recipient not found.',
  noRecipients: 'Add at least one recipient first.',
  messageTooLong: 'Message must be at most 2000 characters.',
  loadFailed: 'Failed to load email recipients. Please try again.',
  addFailed: 'Failed to add email recipient.',
  removeFailed: 'Failed to remove email recipient.',
  testFailed: 'Failed to send test emails.',
  added: 'Email recipient added successfully',
  removed: 'Email recipient removed successfully',
  testSent: 'Test emails sent successfully to all recipients!',
} as const;

export const EMAIL_RECIPIENT_ERROR_CODES = {
  duplicate: 'DUPLICATE_RECIPIENT',
  noRecipients: 'NO_RECIPIENTS',
} as const;

export const RECIPIENT_NAME_MAX_LENGTH = 100;
export const TEST_MESSAGE_MAX_LENGTH = 2000;

export const notificationTypesSchema = z.object({ orderCreated: z.boolean() });
export type NotificationTypes = z.infer<typeof notificationTypesSchema>;

/**
 * POST /api/email/recipients body, and the admin form. Checked in the seed's order: a missing
 * field first (whichever it is), then the address; the address is stored lower-cased.
 */
export const emailRecipientInputSchema = z
  .object(
    {
      email: z.string({ error: EMAIL_RECIPIENT_MESSAGES.requiredFields }).trim(),
      name: z.string({ error: EMAIL_RECIPIENT_MESSAGES.requiredFields }).trim(),
      notificationTypes: notificationTypesSchema.default({ orderCreated: true }),
    },
    { error: EMAIL_RECIPIENT_MESSAGES.requiredFields },
  )
  .superRefine((value, ctx) => {
    // One message at a time, like the form's alerts: required fields, then the address.
    const missing = (['name', 'email'] as const).find((field) => value[field] === '');
    if (missing) {
      ctx.addIssue({ code: 'custom', path: [missing], message: EMAIL_RECIPIENT_MESSAGES.requiredFields });
      return;
    }
    // The "valid email address" check of docs/product-guide.md#new-order-notices is the shop's one address rule (./email-address).
    if (!isEmailAddress(value.email)) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: EMAIL_RECIPIENT_MESSAGES.invalidEmail });
      return;
    }
    if (value.name.length > RECIPIENT_NAME_MAX_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: EMAIL_RECIPIENT_MESSAGES.nameTooLong });
    }
  })
  .transform((value) => ({ ...value, email: value.email.toLowerCase() }));
export type EmailRecipientInput = z.input<typeof emailRecipientInputSchema>;
export type EmailRecipientCreate = z.output<typeof emailRecipientInputSchema>;

export const emailRecipientSchema = z.object({
  email: z.string(),
  name: z.string(),
  notificationTypes: notificationTypesSchema,
});
export type EmailRecipient = z.infer<typeof emailRecipientSchema>;

/** GET /api/email/recipients and GET /api/email/recipients/active */
export const emailRecipientListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(emailRecipientSchema),
});
export type EmailRecipientListResponse = z.infer<typeof emailRecipientListResponseSchema>;

/** POST /api/email/recipients → 201 */
export const emailRecipientCreatedResponseSchema = z.object({
  success: z.literal(true),
  data: emailRecipientSchema,
});
export type EmailRecipientCreatedResponse = z.infer<typeof emailRecipientCreatedResponseSchema>;

/** DELETE /api/email/recipients/:email (the address URL-encoded in the path) */
export const emailRecipientParamsSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1)
    .max(EMAIL_MAX_LENGTH)
    .transform((email) => email.toLowerCase()),
});
export const emailRecipientDeletedResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ email: z.string() }),
});
export type EmailRecipientDeletedResponse = z.infer<typeof emailRecipientDeletedResponseSchema>;

/** POST /api/email/test: one test e-mail per recipient, queued through the outbox. */
const testEmailBodySchema = z.object({
  message: z
    .string()
    .trim()
    .max(TEST_MESSAGE_MAX_LENGTH, { error: EMAIL_RECIPIENT_MESSAGES.messageTooLong })
    .default(''),
});
export const testEmailRequestSchema = z.preprocess(
  // A bare POST (no body at all) sends the test e-mail without a message.
  (body) => body ?? {},
  testEmailBodySchema,
);
export type TestEmailRequest = z.input<typeof testEmailBodySchema>;

export const testEmailResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ queued: z.number().int() }),
});
export type TestEmailResponse = z.infer<typeof testEmailResponseSchema>;

// The admin form's own texts ("Please fill in all required fields.") are the answer, unprefixed,
// the text rule's too: the form shows the message as it is.
const ADMIN_FORM_ERRORS: FormErrors = { code: VALIDATION_ERROR_CODE, textRuleAsFormMessage: true };

export const EMAIL_RECIPIENT_ENDPOINTS = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/email/recipients',
    access: 'admin',
    group: 'email',
    summary: 'Every staff address told about new orders.',
    responses: { 200: emailRecipientListResponseSchema },
  }),
  listActive: defineEndpoint({
    method: 'GET',
    path: '/api/email/recipients/active',
    access: 'admin',
    group: 'email',
    summary: 'The staff addresses that currently receive new-order notices.',
    responses: { 200: emailRecipientListResponseSchema },
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/api/email/recipients',
    access: 'admin',
    group: 'email',
    summary: 'Adds a staff address (stored lower-cased).',
    body: emailRecipientInputSchema,
    formErrors: ADMIN_FORM_ERRORS,
    responses: { 201: emailRecipientCreatedResponseSchema },
    errors: { 400: [VALIDATION_ERROR_CODE], 409: [EMAIL_RECIPIENT_ERROR_CODES.duplicate] },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/email/recipients/:email',
    access: 'admin',
    group: 'email',
    summary: 'Removes a staff address (URL-encoded in the path).',
    params: emailRecipientParamsSchema,
    responses: { 200: emailRecipientDeletedResponseSchema },
    // The admin page shows the message; the answer carries no code.
    errors: { 404: [] },
  }),
  sendTest: defineEndpoint({
    method: 'POST',
    path: '/api/email/test',
    access: 'admin',
    group: 'email',
    summary: 'Queues one test e-mail to each recipient, with an optional message.',
    body: testEmailRequestSchema,
    formErrors: ADMIN_FORM_ERRORS,
    responses: { 200: testEmailResponseSchema },
    errors: { 400: [VALIDATION_ERROR_CODE, EMAIL_RECIPIENT_ERROR_CODES.noRecipients] },
  }),
};

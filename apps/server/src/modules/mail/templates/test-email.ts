import { SITE_NAME } from '@shop/content/site';
import { oneLine } from '../../../lib/html.ts';
import { renderMail, type RenderedMail } from './layout.ts';

/** POST /api/email/test: proves to a recipient that new-order notices reach them. */
export interface TestEmailData {
  recipientName: string;
  /** The admin's message; may span several lines, may be empty. */
  message: string;
}

export function testEmail(data: TestEmailData): RenderedMail {
  const name = oneLine(data.recipientName);
  const message = data.message.trim();
  return renderMail({
    subject: `Test email from ${SITE_NAME}`,
    preheader: 'E-mail from the shop reaches you.',
    blocks: [
      { kind: 'heading', text: `Hello ${name}, this is a test` },
      {
        kind: 'paragraph',
        content: [
          `E-mail from the ${SITE_NAME} shop reaches you. New-order notices will arrive at this address.`,
        ],
      },
      ...(message
        ? [
            { kind: 'paragraph' as const, content: ['Message from the admin:'] },
            { kind: 'quote' as const, text: message },
          ]
        : []),
    ],
  });
}

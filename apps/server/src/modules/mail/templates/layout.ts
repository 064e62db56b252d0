import { PARENT_MAIL_IN } from '@shop/content/parent-mail/by-language';
import { CONTACT_EMAIL, SITE_NAME, TEST_MODE_NOTICE } from '@shop/content/site';
import type { SiteLanguage } from '@shop/contracts/site-language';
import { checkedUrl, html, oneLine, type SafeHtml } from '../../../lib/html.ts';

// Every e-mail is described once as a list of blocks and rendered twice: HTML for mail clients
// (table layout and inline styles, because clients drop <style> and ignore flex/grid) and a plain
// text part that reads well on its own (spam filters and screen readers look at both). Templates
// never write markup themselves, so every value passes through the same escaping.

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** A run of text, or a link inside a paragraph. */
export type Inline = string | { text: string; url: string };

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; content: Inline[] }
  /** Label/value rows (order details). */
  | { kind: 'details'; rows: ReadonlyArray<readonly [label: string, value: string]> }
  | { kind: 'button'; label: string; url: string }
  /** Someone's own words (the admin's test message), line breaks kept. */
  | { kind: 'quote'; text: string }
  | { kind: 'note'; content: Inline[] };

export interface MailDocument {
  /** The parent's site language (the order's); staff e-mails are English. */
  lang?: SiteLanguage;
  subject: string;
  /** The grey line mail clients show after the subject in the inbox list. */
  preheader: string;
  blocks: Block[];
}

export const BRAND = {
  marigold: '#f5a300',
  lotus: '#a6255a',
  night: '#1a1446',
  cream: '#fff8ec',
  muted: '#5b5677',
  line: '#f0e2c4',
} as const;

const FONT = "'Segoe UI', Helvetica, Arial, sans-serif";
const SERIF = "Georgia, 'Times New Roman', serif";

export function renderMail(doc: MailDocument): RenderedMail {
  const subject = oneLine(doc.subject);
  return { subject, html: renderHtml(subject, doc), text: renderText(doc) };
}

/** The frame's words in each language (packages/content parent-mail): the tagline and the footer's offer of help. */
const FRAME = { en: PARENT_MAIL_IN.en.frame, hi: PARENT_MAIL_IN.hi.frame };

function renderHtml(subject: string, doc: MailDocument): string {
  const body = doc.blocks.map(blockHtml);
  const lang = doc.lang ?? 'en';
  const frame = FRAME[lang];
  return html`<!doctype html>
    <html lang="${lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>${subject}</title>
      </head>
      <body style="margin:0;padding:0;background-color:${BRAND.cream};">
        <div style="display:none;max-height:0;overflow:hidden;opacity:0;color:${BRAND.cream};">
          ${oneLine(doc.preheader)}
        </div>
        <table
          role="presentation"
          width="100%"
          cellpadding="0"
          cellspacing="0"
          border="0"
          style="background-color:${BRAND.cream};"
        >
          <tr>
            <td align="center" style="padding:24px 12px;">
              <table
                role="presentation"
                width="600"
                cellpadding="0"
                cellspacing="0"
                border="0"
                style="width:100%;max-width:600px;background-color:#ffffff;border:1px solid ${BRAND.line};border-radius:16px;"
              >
                <tr>
                  <td style="background-color:${BRAND.night};padding:24px 32px;border-radius:16px 16px 0 0;">
                    <div
                      style="font-family:${SERIF};font-size:28px;line-height:1.2;font-weight:bold;color:${BRAND.marigold};"
                    >
                      ${SITE_NAME}
                    </div>
                    <div
                      style="font-family:${FONT};font-size:13px;line-height:1.5;color:${BRAND.cream};padding-top:4px;"
                    >
                      ${frame.tagline}
                    </div>
                  </td>
                </tr>
                <tr>
                  <td style="height:4px;line-height:4px;font-size:0;background-color:${BRAND.marigold};">
                    &nbsp;
                  </td>
                </tr>
                <tr>
                  <td
                    style="padding:32px;font-family:${FONT};font-size:16px;line-height:1.6;color:${BRAND.night};"
                  >
                    ${body}
                  </td>
                </tr>
                <tr>
                  <td
                    style="background-color:${BRAND.cream};padding:20px 32px;border-top:1px solid ${BRAND.line};border-radius:0 0 16px 16px;font-family:${FONT};font-size:13px;line-height:1.6;color:${BRAND.muted};"
                  >
                    ${frame.helpBefore}
                    <a href="mailto:${CONTACT_EMAIL}" style="color:${BRAND.lotus};font-weight:bold;"
                      >${CONTACT_EMAIL}</a
                    >
                    ${frame.helpAfter}<br />
                    ${SITE_NAME} · ${frame.tagline}
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html> `.value;
}

/**
 * The same mail, marked for a shop that runs on a payment sandbox in production (PAYMENTS_SANDBOX):
 * "[TEST MODE]" before the subject, and TEST_MODE_NOTICE as the first thing in the HTML (a red bar
 * above the card, first in the inbox preview too) and in the text part. Applied to every message as
 * it is sent (test-mode-mailer.ts), so no template can leave it out.
 */
export function withTestModeNotice(mail: RenderedMail): RenderedMail {
  const bar = html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
    <tr>
      <td
        align="center"
        bgcolor="${TEST_MODE_RED}"
        style="background-color:${TEST_MODE_RED};padding:10px 16px;font-family:${FONT};font-size:15px;line-height:1.4;font-weight:bold;color:#ffffff;"
      >
        ${TEST_MODE_NOTICE}
      </td>
    </tr>
  </table> `.value;
  const body = /<body\b[^>]*>/i.exec(mail.html);
  return {
    subject: `[TEST MODE] ${mail.subject}`,
    html: body
      ? `${mail.html.slice(0, body.index + body[0].length)}${bar}${mail.html.slice(body.index + body[0].length)}`
      : `${bar}${mail.html}`,
    text: `${TEST_MODE_NOTICE}\n${'='.repeat(TEST_MODE_NOTICE.length)}\n\n${mail.text}`,
  };
}

// White on this red: contrast about 8:1 (WCAG AAA).
const TEST_MODE_RED = '#9f1239';

function blockHtml(block: Block): SafeHtml {
  switch (block.kind) {
    case 'heading':
      return html`<h1
        style="margin:0 0 16px;font-family:${SERIF};font-size:24px;line-height:1.3;color:${BRAND.lotus};"
      >
        ${block.text}
      </h1> `;
    case 'paragraph':
      return html`<p style="margin:0 0 16px;">${inlineHtml(block.content)}</p> `;
    case 'note':
      return html`<p style="margin:0 0 16px;font-size:14px;color:${BRAND.muted};">
        ${inlineHtml(block.content)}
      </p> `;
    case 'quote':
      return html`<table
        role="presentation"
        width="100%"
        cellpadding="0"
        cellspacing="0"
        border="0"
        style="margin:0 0 16px;"
      >
        <tr>
          <td
            style="border-left:4px solid ${BRAND.marigold};background-color:${BRAND.cream};padding:12px 16px;"
          >
            ${lines(block.text)}
          </td>
        </tr>
      </table> `;
    case 'details':
      return html`<table
        role="presentation"
        width="100%"
        cellpadding="0"
        cellspacing="0"
        border="0"
        style="margin:0 0 24px;border:1px solid ${BRAND.line};border-radius:12px;"
      >
        ${block.rows.map(
          ([label, value], index) =>
            html`<tr>
              <td
                style="padding:10px 16px;${index > 0 ? `border-top:1px solid ${BRAND.line};` : ''}font-size:14px;color:${BRAND.muted};width:40%;vertical-align:top;"
              >
                ${label}
              </td>
              <td
                style="padding:10px 16px;${index > 0 ? `border-top:1px solid ${BRAND.line};` : ''}font-size:15px;font-weight:bold;color:${BRAND.night};vertical-align:top;"
              >
                ${value}
              </td>
            </tr> `,
        )}
      </table> `;
    case 'button':
      // A "bulletproof" button: the coloured cell, not the link, carries the background, so it
      // shows in Outlook too; the whole text is the link.
      return html`<table
        role="presentation"
        cellpadding="0"
        cellspacing="0"
        border="0"
        style="margin:8px 0 24px;"
      >
        <tr>
          <td
            align="center"
            bgcolor="${BRAND.lotus}"
            style="border-radius:999px;background-color:${BRAND.lotus};"
          >
            <a
              href="${checkedUrl(block.url)}"
              target="_blank"
              style="display:inline-block;padding:14px 28px;font-family:${FONT};font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:999px;"
              >${block.label}</a
            >
          </td>
        </tr>
      </table> `;
  }
}

function inlineHtml(content: Inline[]): SafeHtml[] {
  return content.map((part) =>
    typeof part === 'string'
      ? lines(part)
      : html`<a href="${checkedUrl(part.url)}" target="_blank" style="color:${BRAND.lotus};font-weight:bold;"
          >${part.text}</a
        >`,
  );
}

/** Text with its line breaks kept as <br>, each line escaped. */
function lines(text: string): SafeHtml {
  return html`${text.split(/\r?\n/).map((line, index) => (index === 0 ? html`${line}` : html`<br />${line}`))}`;
}

function renderText(doc: MailDocument): string {
  const frame = FRAME[doc.lang ?? 'en'];
  const parts = [`${SITE_NAME}\n${'='.repeat(SITE_NAME.length)}`, ...doc.blocks.map(blockText)];
  parts.push(`--\n${frame.helpBefore} ${CONTACT_EMAIL} ${frame.helpAfter}\n${SITE_NAME} · ${frame.tagline}`);
  return `${parts.join('\n\n')}\n`;
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'heading':
      return `${block.text}\n${'-'.repeat(Math.min(block.text.length, 60))}`;
    case 'paragraph':
    case 'note':
      return inlineText(block.content);
    case 'quote':
      return block.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n');
    case 'details': {
      const width = Math.max(...block.rows.map(([label]) => label.length)) + 1;
      return block.rows.map(([label, value]) => `${`${label}:`.padEnd(width)} ${value}`).join('\n');
    }
    case 'button':
      return `${block.label}:\n${checkedUrl(block.url)}`;
  }
}

function inlineText(content: Inline[]): string {
  return content
    .map((part) => (typeof part === 'string' ? part : `${part.text} (${checkedUrl(part.url)})`))
    .join('');
}

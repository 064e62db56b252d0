import type { CaughtMail } from '@shop/contracts/dev-mail';
import { html, SafeHtml } from '../../lib/html.ts';
import { BRAND } from '../../modules/mail/templates/layout.ts';

// The pages of the local inbox (/dev/mail): what a developer opens to see the e-mails the app
// "sent" while SMTP_URL is unset. Every value from a message is escaped; the message's own HTML is
// only ever shown inside a sandboxed frame served with its own restrictive policy.

/** For the inbox pages: inline styles only, frames only from here, no scripts at all. */
export const INBOX_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/**
 * For a message's HTML inside the frame: a sandbox (no scripts, no same-origin access, no forms)
 * even if someone opens the URL directly; images and styles as a mail client would show them.
 */
export const MESSAGE_BODY_CSP =
  "sandbox allow-popups allow-popups-to-escape-sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data: https: http:; font-src data: https:; frame-ancestors 'self'";

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font:15px/1.5 system-ui,'Segoe UI',Helvetica,Arial,sans-serif;background:${BRAND.cream};color:${BRAND.night}}
  header{background:${BRAND.night};color:${BRAND.cream};padding:20px 32px;border-bottom:4px solid ${BRAND.marigold}}
  header h1{margin:0;font:bold 24px Georgia,serif;color:${BRAND.marigold}}
  header p{margin:4px 0 0;font-size:14px;opacity:.9}
  header code{color:${BRAND.marigold}}
  main{max-width:1100px;margin:0 auto;padding:24px 32px}
  a{color:${BRAND.lotus}}
  form{display:flex;gap:8px;align-items:center;flex-wrap:wrap;margin:0 0 16px}
  input{font:inherit;padding:6px 10px;border:1px solid ${BRAND.line};border-radius:8px;min-width:260px}
  button,.button{font:inherit;font-weight:600;padding:6px 14px;border:0;border-radius:999px;background:${BRAND.lotus};color:#fff;text-decoration:none;cursor:pointer}
  table.list{width:100%;border-collapse:collapse;background:#fff;border:1px solid ${BRAND.line};border-radius:12px;overflow:hidden}
  .list th,.list td{text-align:left;padding:10px 14px;border-top:1px solid ${BRAND.line};vertical-align:top}
  .list th{background:#fdf0d5;border-top:0;font-size:13px;text-transform:uppercase;letter-spacing:.04em}
  .list td.when{white-space:nowrap;color:${BRAND.muted};font-size:14px}
  .list tr:hover td{background:#fffdf7}
  .empty{background:#fff;border:1px dashed ${BRAND.marigold};border-radius:12px;padding:32px;text-align:center}
  dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;background:#fff;border:1px solid ${BRAND.line};border-radius:12px;padding:16px 20px;margin:0 0 16px}
  dt{font-weight:600;color:${BRAND.muted}}
  dd{margin:0;word-break:break-word}
  h2{font:bold 18px Georgia,serif;color:${BRAND.lotus};margin:24px 0 8px}
  iframe{width:100%;height:900px;border:1px solid ${BRAND.line};border-radius:12px;background:#fff}
  pre{white-space:pre-wrap;word-break:break-word;background:#fff;border:1px solid ${BRAND.line};border-radius:12px;padding:16px;font-size:14px}
  ul.links{background:#fff;border:1px solid ${BRAND.line};border-radius:12px;padding:12px 32px;word-break:break-all}
  nav{display:flex;gap:16px;align-items:center;margin:0 0 16px}
`;

export function page(title: string, intro: SafeHtml, content: SafeHtml): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <style>
          ${new SafeHtml(STYLE)}
        </style>
      </head>
      <body>
        <header>
          <h1>Diya Tales · local inbox</h1>
          <p>${intro}</p>
        </header>
        <main>${content}</main>
      </body>
    </html> `.value;
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

export function inboxListPage({
  messages,
  to,
  dir,
}: {
  messages: CaughtMail[];
  to?: string | undefined;
  dir: string;
}): string {
  const intro = html`E-mails the app sent while <code>SMTP_URL</code> is not set. Nothing here was delivered
    to anyone. Files: <code>${dir}</code>`;
  const rows = messages.map(
    (mail) =>
      html`<tr>
        <td class="when">${when(mail.date)}</td>
        <td>${mail.to.join(', ') || mail.envelopeTo.join(', ')}</td>
        <td><a href="/dev/mail/${mail.id}">${mail.subject || '(no subject)'}</a></td>
      </tr>`,
  );
  const list =
    messages.length > 0
      ? html`<table class="list">
          <thead>
            <tr>
              <th>Received</th>
              <th>To</th>
              <th>Subject</th>
            </tr>
          </thead>
          <tbody>
            ${rows}
          </tbody>
        </table>`
      : html`<div class="empty">
          <p><strong>${to ? `No e-mails to ${to} yet.` : 'No e-mails yet.'}</strong></p>
          <p>
            Place an order, or add a recipient on the admin page and send a test e-mail; it shows up here
            within a few seconds.
          </p>
        </div>`;
  return page(
    `Local inbox (${messages.length}) · Diya Tales`,
    intro,
    html`<form method="get" action="/dev/mail">
        <label for="to">Recipient</label>
        <input id="to" name="to" type="search" value="${to ?? ''}" placeholder="parent@example.com" />
        <button type="submit">Filter</button>
        ${to ? html`<a href="/dev/mail">Show all</a>` : ''}
        <a class="button" href="/dev/mail${to ? `?to=${encodeURIComponent(to)}` : ''}">Refresh</a>
      </form>
      ${list}`,
  );
}

export function inboxMessagePage(mail: CaughtMail): string {
  const links = [...new Set(mail.text.match(/https?:\/\/[^\s<>()"']+/g) ?? [])];
  return page(
    `${mail.subject || '(no subject)'} · local inbox`,
    html`Caught ${when(mail.date)}, not delivered.`,
    html`<nav><a href="/dev/mail">← All e-mails</a><a href="/dev/mail/${mail.id}/raw">Download .eml</a></nav>
      <dl>
        <dt>Subject</dt>
        <dd>${mail.subject}</dd>
        <dt>From</dt>
        <dd>${mail.from}</dd>
        <dt>To</dt>
        <dd>${mail.to.join(', ')}</dd>
        <dt>Envelope to</dt>
        <dd>${mail.envelopeTo.join(', ')}</dd>
        <dt>Message-ID</dt>
        <dd>${mail.messageId ?? ''}</dd>
      </dl>
      ${
        links.length > 0
          ? html`<h2>Links</h2>
              <ul class="links">
                ${links.map((link) => html`<li><a href="${link}" target="_blank" rel="noopener">${link}</a></li>`)}
              </ul>`
          : ''
      }
      <h2>HTML part</h2>
      ${mail.html ? html`<iframe title="HTML part of the e-mail" sandbox="allow-popups allow-popups-to-escape-sandbox" src="/dev/mail/${mail.id}/html"></iframe>` : html`<p>(none)</p>`}
      <h2>Text part</h2>
      <pre>${mail.text || '(none)'}</pre>`,
  );
}

/** The message's own HTML, with links opening outside the frame (a sandboxed frame can't navigate). */
export function messageBodyDocument(mail: CaughtMail): string {
  const base = '<base target="_blank">';
  return /<head[^>]*>/i.test(mail.html)
    ? mail.html.replace(/<head[^>]*>/i, (head) => head + base)
    : base + mail.html;
}

import { STORAGE_LINK_MESSAGES } from '@shop/contracts/uploads';

// What a parent sees when a video or photo link from an e-mail no longer works: a plain page that
// says why and how to get a fresh link, instead of a bare error. Fixed texts only (nothing from
// the request), inline styles only (allowed by the shop's CSP), no scripts.

const STYLE = `
  body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#fff8e7;color:#2b1d0e;
    font:16px/1.6 system-ui,'Segoe UI',Helvetica,Arial,sans-serif}
  main{max-width:34rem;margin:2rem;padding:2rem 2.25rem;background:#fff;border:1px solid #f1dcb0;border-radius:16px}
  h1{margin:0 0 .75rem;font:bold 1.6rem Georgia,serif;color:#9c2b4e}
  a{color:#9c2b4e;font-weight:600}
  ul{padding-left:1.2rem}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · Diya Tales</title>
<style>${STYLE}</style>
</head>
<body><main>
<h1>${title}</h1>
${body}
<p><a href="/">Back to Diya Tales</a></p>
</main></body>
</html>
`;
}

const HOW_TO_RENEW = `<p>Links to your child's video and photos work for a limited time, to keep them private. To get a fresh link:</p>
<ul>
<li>If you ordered while signed in with Google, <a href="/profile">sign in and open your profile</a>: your videos are there with new links.</li>
<li>Otherwise, open the order-status link in your order confirmation e-mail.</li>
</ul>`;

export const expiredLinkPage = () => page(STORAGE_LINK_MESSAGES.expired, HOW_TO_RENEW);

export const invalidLinkPage = () =>
  page(
    STORAGE_LINK_MESSAGES.invalid,
    `<p>This link is incomplete or was changed. Please open it exactly as you received it.</p>${HOW_TO_RENEW}`,
  );

export const missingFilePage = () =>
  page(
    STORAGE_LINK_MESSAGES.notFound,
    `<p>The file this link pointed to has been removed.</p>${HOW_TO_RENEW}`,
  );

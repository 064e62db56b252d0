// The local test provider's pages: a small sign-in form that accepts any e-mail and name, and an
// error page. Self-contained HTML (no scripts, no outside fonts) so it works offline.

export interface SignInPageModel {
  /** Where the form posts (…/login) and where Cancel posts (…/abort). */
  loginAction: string;
  abortAction: string;
  email?: string;
  name?: string;
  /** A problem with the last submission, shown above the form and tied to the field. */
  error?: { field: 'email' | 'name'; message: string };
  /** An address that signs in as admin (first of ADMIN_EMAILS), offered as a hint to testers. */
  adminEmail?: string;
}

export function renderSignInPage(model: SignInPageModel): string {
  const { error } = model;
  const invalid = (field: 'email' | 'name') =>
    error?.field === field ? ' aria-invalid="true" aria-describedby="form-error"' : '';
  const adminHint = model.adminEmail
    ? `<p class="hint">To try the admin pages, sign in as <strong>${escapeHtml(model.adminEmail)}</strong> (or any address in ADMIN_EMAILS).</p>`
    : '';
  return page(
    'Sign in – Diya Tales test sign-in',
    `<h1>Diya Tales test sign-in</h1>
    <p class="notice" role="note"><strong>Local test provider — not Google.</strong>
      This page runs on your machine because Google sign-in is not configured. Any e-mail and name
      will do; nothing is checked or sent anywhere.</p>
    ${error ? `<p id="form-error" class="error" role="alert">${escapeHtml(error.message)}</p>` : ''}
    <form method="post" action="${escapeHtml(model.loginAction)}" novalidate>
      <label for="email">E-mail</label>
      <input id="email" name="email" type="email" autocomplete="email" required maxlength="254"
        value="${escapeHtml(model.email ?? '')}"${invalid('email')}${error?.field === 'email' || !error ? ' autofocus' : ''}>
      <label for="name">Name</label>
      <input id="name" name="name" type="text" autocomplete="name" required maxlength="100"
        value="${escapeHtml(model.name ?? '')}"${invalid('name')}${error?.field === 'name' ? ' autofocus' : ''}>
      <button type="submit">Sign in</button>
    </form>
    <form method="post" action="${escapeHtml(model.abortAction)}">
      <button type="submit" class="secondary">Cancel</button>
    </form>
    ${adminHint}`,
  );
}

export function renderErrorPage(title: string, detail: string): string {
  return page(
    `${title} – Diya Tales test sign-in`,
    `<h1>${escapeHtml(title)}</h1>
    <p class="notice" role="note"><strong>Local test provider — not Google.</strong></p>
    <p>${escapeHtml(detail)}</p>
    <p>Go back to the shop and choose “Sign in with Google” again.</p>`,
  );
}

/** The pages' Content-Security-Policy: no scripts at all; the form may post here and redirect to the shop. */
export function signInPageCsp(siteOrigin: string): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    // Browsers apply form-action to the redirects after a post: the last one goes to the shop.
    `form-action 'self' ${siteOrigin}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #fff8ee; color: #1f2937; }
  main { box-sizing: border-box; width: min(26rem, calc(100vw - 2rem)); background: #fff; border-radius: 1rem; padding: 2rem;
    box-shadow: 0 10px 30px rgb(120 53 15 / 0.15); border-top: 6px solid #c2410c; }
  h1 { margin: 0 0 1rem; font-size: 1.5rem; color: #7c2d12; }
  .notice { background: #fef3c7; color: #78350f; border-radius: 0.5rem; padding: 0.75rem 1rem; font-size: 0.95rem; line-height: 1.4; }
  .error { background: #fee2e2; color: #991b1b; border-radius: 0.5rem; padding: 0.75rem 1rem; }
  .hint { font-size: 0.9rem; color: #4b5563; }
  label { display: block; font-weight: 600; margin: 1rem 0 0.35rem; }
  input { box-sizing: border-box; width: 100%; font: inherit; padding: 0.65rem 0.75rem; border: 1px solid #9ca3af; border-radius: 0.5rem; }
  input[aria-invalid="true"] { border-color: #b91c1c; }
  input:focus-visible, button:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  button { width: 100%; margin-top: 1.25rem; font: inherit; font-weight: 600; padding: 0.7rem; border: 0; border-radius: 0.5rem;
    background: #9a3412; color: #fff; cursor: pointer; }
  button:hover { background: #7c2d12; }
  button.secondary { margin-top: 0.5rem; background: transparent; color: #7c2d12; border: 1px solid #7c2d12; }
  button.secondary:hover { background: #fff7ed; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

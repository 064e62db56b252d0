// Test helper: a minimal browser (cookie jar + manual redirects) that signs in on the local test
// provider's page with fetch, the way a person would, and stops when the provider sends the
// browser back to the shop. Used by the identity adapter's and the auth module's tests.

interface StoredCookie {
  origin: string;
  name: string;
  value: string;
  path: string;
}

export class TestBrowser {
  private cookies: StoredCookie[] = [];

  /**
   * Requests `url`, following redirects while they stay off `stopAt` (an origin + path prefix).
   * Returns the last response and, when stopped, the URL it was about to go to.
   */
  async navigate(
    url: string,
    options: { method?: 'GET' | 'POST'; form?: Record<string, string>; stopAt: string },
  ): Promise<{ response: Response; html: string; stoppedAt?: URL }> {
    let next = new URL(url);
    let method = options.method ?? 'GET';
    let body: string | undefined = options.form ? new URLSearchParams(options.form).toString() : undefined;
    for (let hop = 0; hop < 10; hop++) {
      if (next.href.startsWith(options.stopAt)) {
        return { response: new Response(null, { status: 302 }), html: '', stoppedAt: next };
      }
      const response = await fetch(next, {
        method,
        redirect: 'manual',
        headers: {
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          cookie: this.cookieHeader(next),
        },
        ...(body ? { body } : {}),
      });
      this.store(next, response.headers.getSetCookie());
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) {
        return { response, html: await response.text() };
      }
      await response.body?.cancel();
      next = new URL(location, next);
      // 303 (and 302 after a POST, as browsers do) continue as GET without a body.
      method = 'GET';
      body = undefined;
    }
    throw new Error('Too many redirects');
  }

  private cookieHeader(url: URL): string {
    return this.cookies
      .filter(
        (c) =>
          c.origin === url.origin &&
          (url.pathname === c.path || url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`)),
      )
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  private store(url: URL, setCookies: string[]) {
    for (const header of setCookies) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const attribute = (key: string) =>
        attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const path = attribute('path') ?? '/';
      const expires = attribute('expires');
      const removed =
        attribute('max-age') === '0' || (expires !== undefined && Date.parse(expires) < Date.now());
      this.cookies = this.cookies.filter(
        (c) => !(c.origin === url.origin && c.name === name && c.path === path),
      );
      if (!removed) this.cookies.push({ origin: url.origin, name, value, path });
    }
  }
}

/** The sign-in form's action on the local provider's page. */
export function formAction(html: string, pageUrl: URL | string, which: 'login' | 'abort' = 'login'): string {
  const match = new RegExp(`action="([^"]*/${which})"`).exec(html);
  if (!match?.[1]) throw new Error(`No ${which} form on the page`);
  return new URL(match[1].replace(/&#47;/g, '/'), pageUrl).href;
}

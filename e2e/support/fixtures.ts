import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
  type Request,
  type Response,
  type WebError,
} from '@playwright/test';

// Every spec imports from here:  import { test, expect, checkA11y } from './fixtures';
//
// 1. Every test fails if the browser saw a console error, an uncaught page error, a failed request or a
//    response with status >= 400, in any page of any context the test used (popups and contexts made
//    with browser.newContext() included). A test that causes one on purpose says so first:
//      allowConsoleError(page, /Invalid order number format/);   // console.error text or page error
//      allowFailedRequest(page, /\/api\/orders\/nope$/);          // URL of the failed request/response
//    An allowed failed request also covers Chromium's "Failed to load resource" console line for it.
// 2. checkA11y(page, { include?, exclude? }) runs axe (WCAG 2.0/2.1/2.2 A + AA) and fails with a readable list.
// 3. Time control: Playwright's page.clock, see ./clock.ts.

export { expect };

type Pattern = RegExp | string;

const matches = (pattern: Pattern, value: string) =>
  typeof pattern === 'string' ? value.includes(pattern) : ((pattern.lastIndex = 0), pattern.test(value));

type Seen =
  | { kind: 'console'; text: string; source: string; pageUrl: string }
  | { kind: 'pageerror'; text: string; pageUrl: string }
  | { kind: 'requestfailed'; url: string; method: string; resourceType: string; errorText: string }
  | {
      kind: 'response';
      url: string;
      method: string;
      resourceType: string;
      status: number;
      statusText: string;
    };

/** Requests a page sends without waiting for them (decision 109's banner, decision 111's beacon). */
const FIRE_AND_FORGET: Pattern[] = [/\/api\/promotions\/banner(\?|$)/, /\/api\/funnel\/events$/];

/** The admin dashboard's reads. */
const ADMIN_READS = /\/api\/(studio|admin|email|promotions|orders\/admin)(\/|\?|$)/;

/** What the browser did wrong during one test. Events are judged at the end, so allow…() may come late. */
class BrowserProblems {
  private readonly seen: Seen[] = [];
  private readonly allowedConsole: Pattern[] = [];
  private readonly allowedRequests: Pattern[] = [];
  private readonly contexts = new WeakSet<BrowserContext>();
  private recording = true;
  checked = false;

  watch(context: BrowserContext): void {
    if (this.contexts.has(context)) return;
    this.contexts.add(context);
    context.on('console', (msg) => this.record(consoleEntry(msg)));
    context.on('weberror', (err) => this.record(pageErrorEntry(err)));
    context.on('requestfailed', (req) => this.record(requestFailedEntry(req)));
    context.on('response', (res) => {
      if (res.status() >= 400) this.record(responseEntry(res));
    });
  }

  allowConsole(pattern: Pattern): void {
    this.allowedConsole.push(pattern);
  }

  allowRequest(pattern: Pattern): void {
    this.allowedRequests.push(pattern);
  }

  /** Stop listening (the context is about to close; what it aborts then is not the page's fault). */
  stop(): void {
    this.recording = false;
  }

  private record(entry: Seen | undefined): void {
    if (entry && this.recording) this.seen.push(entry);
  }

  private requestAllowed(url: string): boolean {
    return this.allowedRequests.some((p) => matches(p, url));
  }

  unexpected(): string[] {
    const failedUrls = new Set<string>();
    for (const e of this.seen) if (e.kind === 'response' || e.kind === 'requestfailed') failedUrls.add(e.url);

    const out: string[] = [];
    for (const e of this.seen) {
      switch (e.kind) {
        case 'console':
          if (this.allowedConsole.some((p) => matches(p, e.text))) break;
          // Chromium's echo of a failed resource: reported (or allowed) as the request itself.
          if (
            e.text.startsWith('Failed to load resource') &&
            (failedUrls.has(e.source) || this.requestAllowed(e.source))
          )
            break;
          out.push(`console.error on ${e.pageUrl}: ${e.text}${e.source ? `  (at ${e.source})` : ''}`);
          break;
        case 'pageerror':
          if (this.allowedConsole.some((p) => matches(p, e.text))) break;
          out.push(`uncaught error on ${e.pageUrl}: ${e.text}`);
          break;
        case 'requestfailed':
          if (this.requestAllowed(e.url)) break;
          // A request the page fires and forgets (the festival banner's read, the funnel's beacon),
          // abandoned by a page that leaves (a payment redirect, a quick navigation): nothing the
          // visitor waited for failed.
          if (e.errorText === 'net::ERR_ABORTED' && FIRE_AND_FORGET.some((p) => matches(p, e.url))) break;
          // The admin dashboard's many panels read in parallel; a journey that moves on abandons the
          // reads still in flight. An aborted read is no failure; an answered one is still judged.
          if (e.errorText === 'net::ERR_ABORTED' && e.method === 'GET' && ADMIN_READS.test(e.url)) break;
          out.push(`${e.method} ${e.url} failed: ${e.errorText} (${e.resourceType})`);
          break;
        case 'response':
          if (this.requestAllowed(e.url)) break;
          out.push(`${e.method} ${e.url} → ${e.status} ${e.statusText} (${e.resourceType})`);
          break;
      }
    }
    return out;
  }

  assertNone(): void {
    if (this.checked) return;
    this.checked = true;
    const problems = this.unexpected();
    if (problems.length === 0) return;
    throw new Error(
      [
        `The browser reported ${problems.length} problem${problems.length > 1 ? 's' : ''} during this test:`,
        ...problems.map((p) => `  - ${p}`),
        'If the test causes one on purpose, declare it: allowConsoleError(page, /…/) or allowFailedRequest(page, /…/).',
      ].join('\n'),
    );
  }
}

function consoleEntry(msg: ConsoleMessage): Seen | undefined {
  if (msg.type() !== 'error') return undefined;
  return { kind: 'console', text: msg.text(), source: msg.location().url, pageUrl: msg.page()?.url() ?? '?' };
}

function pageErrorEntry(err: WebError): Seen {
  const e = err.error();
  return { kind: 'pageerror', text: e.stack || `${e.name}: ${e.message}`, pageUrl: err.page()?.url() ?? '?' };
}

const ABORTABLE_BY_NAVIGATION = new Set(['media', 'font', 'image', 'script', 'stylesheet', 'other']);

function requestFailedEntry(req: Request): Seen | undefined {
  const errorText = req.failure()?.errorText ?? 'unknown error';
  // Chromium cancels a video/audio range request by itself when the element is paused or re-seeks, and
  // cancels sub-resources still in flight (fonts, images, media, lazily loaded code chunks, the favicon)
  // when the page reloads or navigates away. Those are not failures of the shop: a missing file still
  // fails the test through its 4xx response, and an aborted fetch/XHR or document still counts.
  if (errorText === 'net::ERR_ABORTED' && ABORTABLE_BY_NAVIGATION.has(req.resourceType())) return undefined;
  return {
    kind: 'requestfailed',
    url: req.url(),
    method: req.method(),
    resourceType: req.resourceType(),
    errorText,
  };
}

function responseEntry(res: Response): Seen {
  const req = res.request();
  return {
    kind: 'response',
    url: res.url(),
    method: req.method(),
    resourceType: req.resourceType(),
    status: res.status(),
    statusText: res.statusText(),
  };
}

// One test runs at a time per worker, so the worker holds the current test's record here.
let current: BrowserProblems | undefined;

function problemsFor(page: Page | BrowserContext): BrowserProblems {
  if (!current) throw new Error('allowConsoleError/allowFailedRequest/watchContext only work inside a test.');
  current.watch('context' in page ? page.context() : page);
  return current;
}

/** The test causes a console error or uncaught page error matching `pattern` on purpose. */
export function allowConsoleError(page: Page | BrowserContext, pattern: Pattern): void {
  problemsFor(page).allowConsole(pattern);
}

/** The test causes a failed request / a ≥ 400 response whose URL matches `pattern` on purpose. */
export function allowFailedRequest(page: Page | BrowserContext, pattern: Pattern): void {
  problemsFor(page).allowRequest(pattern);
}

/** Contexts are watched automatically; this is for one made outside Playwright's browser fixture. */
export function watchContext(context: BrowserContext): void {
  problemsFor(context);
}

type TestFixtures = { failOnBrowserProblems: BrowserProblems };
type WorkerFixtures = object;

export const test = base.extend<TestFixtures, WorkerFixtures>({
  // Auto: every test gets a fresh record; it is checked when the test's context closes (or at the end).
  failOnBrowserProblems: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their deps
    async ({}, use) => {
      const problems = new BrowserProblems();
      current = problems;
      try {
        await use(problems);
        problems.stop();
        problems.assertNone();
      } finally {
        current = undefined;
      }
    },
    { auto: true },
  ],

  // Check before the default context closes, so the failure screenshot/trace still show the page.
  context: async ({ context, failOnBrowserProblems }, use) => {
    failOnBrowserProblems.watch(context);
    await use(context);
    failOnBrowserProblems.stop();
    failOnBrowserProblems.assertNone();
  },

  // Contexts a test makes itself (browser.newContext() / browser.newPage(), e.g. an admin and a customer
  // side by side) are watched too: the worker's browser reports each new context to the current test.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
        const context = await newContext(...args);
        current?.watch(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});

// ---------------------------------------------------------------------------------------------------
// Accessibility

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

export interface A11yOptions {
  /** CSS selector(s) to limit the scan to (e.g. an open dialog). */
  include?: string | string[];
  /** CSS selector(s) to leave out (e.g. a third-party iframe). */
  exclude?: string | string[];
}

const list = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** Fails the test with a readable list if axe finds any WCAG 2.x A/AA violation on the page. */
/**
 * Colour contrast measured halfway through a fade-in (a modal opening, a button settling) is a
 * transient, not what a visitor reads: let finite animations finish before axe looks.
 */
async function settleAnimations(page: Page): Promise<void> {
  const finished = page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // A test may hold the page's clock still (page.clock); then animations never end, so the wait is
  // bounded by a timer on the test runner's side, which that clock does not control.
  await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, 500))]);
}

export async function checkA11y(page: Page, options: A11yOptions = {}): Promise<void> {
  const where = new URL(page.url()).pathname;
  await test.step(
    `axe: ${where}${options.include ? ` (${list(options.include).join(', ')})` : ''}`,
    async () => {
      // Sections far from the screen are skipped by content-visibility and sit at stand-in heights;
      // axe measures their contents anyway and reports overlaps no visitor sees (a phone's FAQ button
      // "obscured" by the section above). Check the page as it is laid out once used: whole.
      await page.evaluate(() => document.documentElement.setAttribute('data-render-whole-page', ''));
      await settleAnimations(page);
      let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
      for (const s of list(options.include)) builder = builder.include(s);
      for (const s of list(options.exclude)) builder = builder.exclude(s);
      const { violations } = await builder.analyze();
      if (violations.length === 0) return;
      await test.info().attach(`axe-violations${where.replaceAll('/', '_')}.json`, {
        body: JSON.stringify(violations, null, 2),
        contentType: 'application/json',
      });
      throw new Error(formatViolations(where, violations));
    },
    { box: true },
  );
}

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function formatViolations(where: string, violations: Violation[]): string {
  const lines = [`axe found ${violations.length} accessibility violation(s) on ${where}:`];
  for (const v of violations) {
    lines.push(`  ${v.id} [${v.impact ?? 'n/a'}] ${v.help}  (${v.helpUrl.replace(/\?.*$/, '')})`);
    for (const node of v.nodes.slice(0, 8)) {
      const target = node.target.map((t) => (Array.isArray(t) ? t.join(' >>> ') : String(t))).join(' | ');
      const why = (node.failureSummary ?? '')
        .split('\n')
        .slice(1)
        .map((s) => s.trim())
        .filter((s) => s && !/^Fix (any|all) of the following:$/.test(s))
        .join('; ');
      lines.push(`    - ${target}${why ? `: ${why}` : ''}`);
    }
    if (v.nodes.length > 8) lines.push(`    … and ${v.nodes.length - 8} more`);
  }
  return lines.join('\n');
}

import { describe, expect, it } from 'vitest';
import { hydrateAfterFirstPaint } from './hydrate-after-paint';

// The build step that makes a prerendered page import its hydration module after its first paint.

const MODULE_SOURCE =
  'import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-3.js";\n' +
  '  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-2.js");';
const PAGE =
  '<head><link rel="preload" href="/assets/font.woff2" as="font"/>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/></head>' +
  '<body><h1>Namaste</h1><script>window.__reactRouterContext = {}</script>' +
  `<script type="module" async="">${MODULE_SOURCE}</script></body>`;

describe('hydrateAfterFirstPaint', () => {
  const { html, module } = hydrateAfterFirstPaint(PAGE, 'index.html');

  it('moves React Router’s module, word for word, into a file named by its content', () => {
    expect(module.source).toBe(MODULE_SOURCE);
    expect(module.file).toMatch(/^assets\/hydrate-[0-9a-f]{10}\.js$/);
    expect(hydrateAfterFirstPaint(PAGE.replace('<h1>Namaste</h1>', ''), 'other.html').module.file).toBe(
      module.file,
    );
    expect(hydrateAfterFirstPaint(PAGE.replace('root-3', 'root-4'), 'x.html').module.file).not.toBe(
      module.file,
    );
  });

  it('drops the module preloads and keeps everything else of the page', () => {
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('/assets/entry.client-2.js');
    expect(html).toContain('<link rel="preload" href="/assets/font.woff2" as="font"/>');
    expect(html).toContain('<script>window.__reactRouterContext = {}</script>');
    expect(html).toContain('<h1>Namaste</h1>');
  });

  /** An image the page marked to fetch after its first paint, as the browser's element holds it. */
  class MarkedImage {
    src = 'data:image/gif;base64,stand-in';
    srcset = '';
    constructor(private readonly attributes: Map<string, string>) {}
    getAttribute(name: string) {
      return this.attributes.get(name) ?? null;
    }
    removeAttribute(name: string) {
      this.attributes.delete(name);
    }
  }

  /**
   * Runs the page's inline script against a stand-in browser holding two marked images (one with a
   * srcset); returns what it imported, the images and its hooks.
   */
  function runInlineScript(browser: { visibilityState: string; paintTiming: boolean }) {
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const images = [
      new MarkedImage(
        new Map([
          ['data-after-paint-src', '/media/a.webp'],
          ['data-after-paint-srcset', '/media/a-small.webp 480w, /media/a.webp 640w'],
        ]),
      ),
      new MarkedImage(new Map([['data-after-paint-src', '/media/b.webp']])),
    ];
    const imported: string[] = [];
    const frames: (() => void)[] = [];
    const timers: { delay: number; run: () => void }[] = [];
    const listeners: (() => void)[] = [];
    const observers: PerformanceObserverStandIn[] = [];
    class PerformanceObserverStandIn {
      static supportedEntryTypes = browser.paintTiming ? ['paint', 'navigation'] : ['navigation'];
      disconnected = false;
      constructor(private readonly callback: (list: unknown, observer: PerformanceObserverStandIn) => void) {
        observers.push(this);
      }
      /** The browser reporting paint entries with these names. */
      report(names: string[]) {
        this.callback({ getEntriesByName: (name: string) => names.filter((entry) => entry === name) }, this);
      }
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: 'paint', buffered: true });
      }
      disconnect() {
        this.disconnected = true;
      }
    }
    new Function(
      'importModule',
      'requestAnimationFrame',
      'setTimeout',
      'document',
      'PerformanceObserver',
      script.replaceAll('import(', 'importModule('),
    )(
      (url: string) => imported.push(url),
      (frame: () => void) => frames.push(frame),
      (run: () => void, delay = 0) => (delay === 0 ? run() : timers.push({ delay, run })),
      {
        visibilityState: browser.visibilityState,
        addEventListener: (type: string, listener: () => void) => {
          expect(type).toBe('visibilitychange');
          listeners.push(listener);
        },
        querySelectorAll: (selector: string) => {
          expect(selector).toBe('img[data-after-paint-src]');
          return images.filter((image) => image.getAttribute('data-after-paint-src') !== null);
        },
      },
      PerformanceObserverStandIn,
    );
    return { imported, images, frames, timers, listeners, observers };
  }

  it('imports the module and starts the marked images once the browser reports the first contentful paint', () => {
    const page = runInlineScript({ visibilityState: 'visible', paintTiming: true });
    expect(page.imported).toEqual([]);
    page.observers[0]?.report(['first-paint']);
    expect(page.imported).toEqual([]);
    expect(page.images.map((image) => image.src)).toEqual([
      'data:image/gif;base64,stand-in',
      'data:image/gif;base64,stand-in',
    ]);
    page.observers[0]?.report(['first-contentful-paint']);
    expect(page.imported).toEqual([`/${module.file}`]);
    expect(page.observers[0]?.disconnected).toBe(true);
    expect(page.images.map((image) => [image.src, image.srcset])).toEqual([
      ['/media/a.webp', '/media/a-small.webp 480w, /media/a.webp 640w'],
      ['/media/b.webp', ''],
    ]);
    expect(page.images.map((image) => image.getAttribute('data-after-paint-src'))).toEqual([null, null]);
  });

  it('imports it when the tab is hidden before that paint, and after 5 s if no paint is reported', () => {
    const hiddenLater = runInlineScript({ visibilityState: 'visible', paintTiming: true });
    hiddenLater.listeners.forEach((listener) => listener());
    expect(hiddenLater.imported).toEqual([`/${module.file}`]);

    const neverPainted = runInlineScript({ visibilityState: 'visible', paintTiming: true });
    expect(neverPainted.timers.map((timer) => timer.delay)).toEqual([5000]);
    neverPainted.timers.forEach((timer) => timer.run());
    expect(neverPainted.imported).toEqual([`/${module.file}`]);
    expect(neverPainted.images.map((image) => image.src)).toEqual(['/media/a.webp', '/media/b.webp']);
  });

  it('imports it at the first frame without paint timing, and at once in a hidden tab', () => {
    const noPaintTiming = runInlineScript({ visibilityState: 'visible', paintTiming: false });
    expect(noPaintTiming.imported).toEqual([]);
    noPaintTiming.frames.forEach((frame) => frame());
    expect(noPaintTiming.imported).toEqual([`/${module.file}`]);

    const hidden = runInlineScript({ visibilityState: 'hidden', paintTiming: true });
    expect(hidden.imported).toEqual([`/${module.file}`]);
    expect(hidden.images.map((image) => image.src)).toEqual(['/media/a.webp', '/media/b.webp']);
    expect(hidden.observers).toEqual([]);
  });

  it('fails the build when the markup it expects is not there', () => {
    expect(() => hydrateAfterFirstPaint('<html><body>No scripts</body></html>', 'about/index.html')).toThrow(
      /about\/index\.html: no/,
    );
  });
});

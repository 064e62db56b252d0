import { describe, expect, it } from 'vitest';
import { lowPriorityScripts } from './script-priority';

// The build step that fetches a prerendered page's hydration scripts at low priority.

const PAGE =
  '<head><link rel="preload" href="/assets/font.woff2" as="font"/>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/></head>' +
  '<body><h1>Namaste</h1><script>window.__reactRouterContext = {}</script>' +
  '<script type="module" async="">import "/assets/manifest-1.js";</script></body>';

describe('lowPriorityScripts', () => {
  it('marks every module preload and the module script low priority, and nothing else', () => {
    const out = lowPriorityScripts(PAGE, 'index.html');
    expect(out.match(/<link rel="modulepreload" fetchpriority="low" href=/g)).toHaveLength(2);
    expect(out).toContain(
      '<script type="module" async="" fetchpriority="low">import "/assets/manifest-1.js";',
    );
    expect(out).toContain('<link rel="preload" href="/assets/font.woff2" as="font"/>');
    expect(out).toContain('<script>window.__reactRouterContext = {}</script>');
    expect(out.replaceAll(' fetchpriority="low"', '')).toBe(PAGE);
  });

  it('fails the build when the markup it expects is not there', () => {
    expect(() => lowPriorityScripts('<html><body>No scripts</body></html>', 'about/index.html')).toThrow(
      /about\/index\.html: no/,
    );
  });
});

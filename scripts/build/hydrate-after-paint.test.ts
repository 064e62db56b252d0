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

  it('imports the module once the first frame is painted, or at once in a hidden tab', () => {
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const start = (visibilityState: string) => {
      const imported: string[] = [];
      const frames: (() => void)[] = [];
      new Function(
        'importModule',
        'requestAnimationFrame',
        'setTimeout',
        'document',
        script.replaceAll('import(', 'importModule('),
      )(
        (url: string) => imported.push(url),
        (frame: () => void) => frames.push(frame),
        (next: () => void) => next(),
        { visibilityState },
      );
      return { imported, frames };
    };
    const visible = start('visible');
    expect(visible.imported).toEqual([]);
    visible.frames.forEach((frame) => frame());
    expect(visible.imported).toEqual([`/${module.file}`]);
    expect(start('hidden').imported).toEqual([`/${module.file}`]);
  });

  it('fails the build when the markup it expects is not there', () => {
    expect(() => hydrateAfterFirstPaint('<html><body>No scripts</body></html>', 'about/index.html')).toThrow(
      /about\/index\.html: no/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { CriticalCss } from './critical-css';

// The build step that keeps inline only the rules of the shop's stylesheet a prerendered page uses.
// The rules below are written the way Tailwind 4 writes them (minified, layered, :where/:is wrappers,
// escaped class names); the e2e spec critical-css.spec.ts compares real first paints.

const SHEET = [
  '@layer theme,base,utilities;',
  '@layer utilities{',
  '.mt-4{margin-top:1rem}',
  '.w-1\\/2{width:50%}',
  '.hover\\:bg-lotus\\/10:hover{background:pink}',
  ':where(.space-y-4>:not(:last-child)){margin-block-end:1rem}',
  ':is(:where(.group):hover .group-hover\\:underline){text-decoration:underline}',
  '.placeholder\\:text-night::placeholder{color:navy}',
  '.unused-card{padding:2rem}',
  ':where(.unused-stack>:not(:last-child)){margin-block-end:2rem}',
  '@media (min-width:64rem){.lg\\:grid{display:grid}.lg\\:unused{display:flex}}',
  '}',
  '@font-face{font-family:Baloo;src:url(/assets/baloo.woff2)format("woff2");font-display:swap}',
  '@keyframes pop-in{0%{opacity:0}}',
].join('');

const page = (body: string) =>
  `<html lang="en"><head><style>${SHEET}</style></head><body>${body}</body></html>`;
const PAGE = page(
  '<main class="mt-4 lg:grid"><div class="space-y-4"><p>One</p><p>Two</p></div>' +
    '<a class="group" href="/"><span class="w-1/2 group-hover:underline hover:bg-lotus/10">Home</span></a>' +
    '<input class="placeholder:text-night" placeholder="Name"></main>',
);

describe('CriticalCss', () => {
  it('keeps the rules that style an element of the page, in any state, and drops the others', async () => {
    const { html } = await new CriticalCss().split(PAGE, 'index.html');
    const inline = /<style>([\s\S]*)<\/style>/.exec(html)?.[1] ?? '';
    for (const rule of [
      '.mt-4{margin-top:1rem}',
      '.w-1\\/2{width:50%}',
      '.hover\\:bg-lotus\\/10:hover{background:pink}',
      ':where(.space-y-4>:not(:last-child)){margin-block-end:1rem}',
      ':is(:where(.group):hover .group-hover\\:underline){text-decoration:underline}',
      '.placeholder\\:text-night::placeholder{color:navy}',
      '.lg\\:grid{display:grid}',
    ])
      expect(inline).toContain(rule);
    expect(inline).not.toContain('unused');
  });

  it('keeps every @font-face and @keyframes, whose use Tailwind hides behind variables', async () => {
    const { html } = await new CriticalCss().split(page('<p>Namaste</p>'), 'index.html');
    expect(html).toContain('@font-face{font-family:Baloo;src:url(/assets/baloo.woff2)');
    expect(html).toContain('@keyframes pop-in');
    expect(html).not.toContain('.mt-4');
  });

  it('hands back the whole sheet under a name made from its content, and the page otherwise as it was', async () => {
    const critical = new CriticalCss();
    const { html, sheet } = await critical.split(PAGE, 'index.html');
    expect(sheet).toEqual({ file: expect.stringMatching(/^assets\/[0-9a-f]{10}\.css$/), source: SHEET });
    expect((await critical.split(page('<p>Other</p>'), 'other.html')).sheet.file).toBe(sheet.file);
    expect(html.replace(/<style>[\s\S]*<\/style>/, '')).toBe(PAGE.replace(/<style>[\s\S]*<\/style>/, ''));
    expect(critical.warnings).toEqual([]);
  });

  it('fails the build when the page has no inline sheet', async () => {
    await expect(new CriticalCss().split('<html><body></body></html>', 'about/index.html')).rejects.toThrow(
      /about\/index\.html: no inline <style>/,
    );
  });
});

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './web-build.ts';

const hash = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

describe('inline script hashes', () => {
  it('hashes each executable inline script exactly as written, once', () => {
    const scroll = '((key) => { sessionStorage.getItem(key) })("rr-scroll")';
    const modules = 'import "/assets/manifest-1.js";\nimport("/assets/entry.client-2.js");';
    const html =
      `<head><script type="application/ld+json">{"@type":"Organization"}</script>` +
      `<script type="module" src="/assets/a.js"></script></head>` +
      `<body><script>${scroll}</script><script type="module" async="">${modules}</script>` +
      `<script>${scroll}</script><SCRIPT id="_R_">requestAnimationFrame(function(){})</SCRIPT></body>`;
    expect(inlineScriptHashes(html)).toEqual([
      hash(scroll),
      hash(modules),
      hash('requestAnimationFrame(function(){})'),
    ]);
  });

  it('hashes non-ASCII text as UTF-8, like the browser', () => {
    const script = 'document.title = "दिया कहानियाँ";';
    expect(inlineScriptHashes(`<script>${script}</script>`)).toEqual([hash(script)]);
  });
});

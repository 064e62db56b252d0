import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { InlineText } from './inline-text';

function html(text: string): string {
  const router = createMemoryRouter([{ path: '/', element: <InlineText text={text} /> }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe('InlineText', () => {
  it('keeps plain text as text, escaped', () => {
    expect(html('Fish & <chips>')).toBe('Fish &amp; &lt;chips&gt;');
  });

  it('turns [label](target) into links: internal, mail and external in a new tab', () => {
    const out = html(
      'See [Refund Policy](/refund-policy), [mail](mailto:a@b.in) or [YT](https://youtube.com).',
    );
    expect(out).toContain('<a class="');
    expect(out).toContain('href="/refund-policy"');
    expect(out).toContain('href="mailto:a@b.in"');
    const external = /<a [^>]*href="https:\/\/youtube.com"[^>]*>/.exec(out)?.[0] ?? '';
    expect(external).toContain('target="_blank"');
    expect(external).toContain('rel="noopener noreferrer"');
    expect(/<a [^>]*href="\/refund-policy"[^>]*>/.exec(out)?.[0]).not.toContain('target=');
    expect(out).toContain('(opens in a new tab)');
  });
});

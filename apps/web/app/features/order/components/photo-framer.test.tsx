import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadParentTextFor } from '~/lib/parent-text';
import { PhotoFramer } from './photo-framer';

// The frame on a photo for the film's portrait (docs/decisions/080), as a screen reader meets it.

const render = (path: string, crop?: { x: number; y: number; size: number }) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <PhotoFramer
        number={2}
        src="blob:photo"
        width={400}
        height={200}
        crop={crop}
        onChange={() => undefined}
        onReset={() => undefined}
      />
    </MemoryRouter>,
  );

describe('PhotoFramer', () => {
  it('starts on the centred square, a named button with its keys described, and the film’s circle beside it', () => {
    const html = render('/order');
    expect(html).toMatch(/<button type="button" aria-label="Frame on photo 2" aria-describedby="[^"]+"/);
    expect(html).toContain('left:25%;top:0%;width:50%;height:100%');
    expect(html).toContain('Arrow keys move the frame; plus and minus make it bigger or smaller.');
    expect(html).toContain('role="img" aria-label="How photo 2 will appear in the film"');
    expect(html).toContain('background-size:200% 100%;background-position:50% 0%');
    for (const label of ['Smaller', 'Larger', 'Centre']) expect(html).toContain(`>${label}</button>`);
  });

  it('shows the parent’s frame, in Hindi on a Hindi page', async () => {
    await loadParentTextFor('http://shop.test/hi/order');
    const html = render('/hi/order', { x: 0.5, y: 0, size: 1 });
    expect(html).toContain('left:50%;top:0%;width:50%;height:100%');
    expect(html).toContain('aria-label="फ़ोटो 2 पर फ़्रेम"');
    expect(html).toContain('background-position:100% 0%');
  });
});

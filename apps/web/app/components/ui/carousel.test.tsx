import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Carousel } from './carousel';

// The carousel as assistive technology meets it (WAI-ARIA APG carousel): a named region with its
// roledescription, a labelled slide, and controls named by the caller's words.

const LABELS = {
  carousel: 'Good photo examples',
  previous: 'Previous example',
  next: 'Next example',
  pause: 'Pause examples',
  play: 'Play examples',
  slide: (index: number, count: number) => `Example ${index + 1} of ${count}`,
};

const render = (dots?: { list: string; dot: (index: number) => string }) =>
  renderToStaticMarkup(
    <Carousel
      labels={LABELS}
      dots={dots}
      slideCount={5}
      autoplayMs={4000}
      look="quiet"
      renderSlide={(index) => <p>photo {index + 1}</p>}
    />,
  );

describe('Carousel', () => {
  it('is a named carousel region showing the first slide, labelled, with named controls', () => {
    const html = render();
    expect(html).toMatch(/<section aria-roledescription="carousel" aria-label="Good photo examples"/);
    expect(html).toMatch(
      /role="group" aria-roledescription="slide" aria-label="Example 1 of 5"[^>]*><p>photo 1<\/p>/,
    );
    expect(html).toContain('aria-label="Previous example"');
    expect(html).toContain('aria-label="Next example"');
    expect(html).not.toContain('photo 2');
  });

  it('holds still until hydrated (reduced motion is assumed), so its toggle offers Play, disabled', () => {
    const html = render();
    expect(html).toMatch(/aria-label="Play examples" disabled=""/);
    expect(html).toContain('data-autoplay="off"');
  });

  it('renders one named dot per slide when asked, the current one marked', () => {
    const html = render({ list: 'Example pages', dot: (index) => `Go to example ${index + 1}` });
    expect(html).toContain('aria-label="Example pages"');
    expect(html.match(/aria-label="Go to example \d"/g)).toHaveLength(5);
    expect(html).toMatch(/aria-label="Go to example 1" aria-current="true"/);
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import type { PreviewFigures } from '@shop/contracts/previews';
import { describe, expect, it } from 'vitest';
import { PreviewFigureTiles } from './components/preview-figures-panel';

// The dashboard's preview figures (docs/decisions/103), as the studio reads them: the server's
// numbers, each part with its share of the orders, and the orders per preview rendered.

const figures = (overrides: Partial<PreviewFigures> = {}): PreviewFigures => ({
  days: 30,
  previews_rendered: 40,
  orders_placed: 25,
  orders_with_preview: 12,
  orders_after_asking: 15,
  orders_per_preview: 0.3,
  ...overrides,
});

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the preview figures', () => {
  it('previews rendered, orders placed with one and the ratio, with their shares of the orders', () => {
    const shown = text(renderToStaticMarkup(<PreviewFigureTiles figures={figures()} />));
    expect(shown).toContain('Previews rendered 40');
    expect(shown).toContain('Orders placed with a preview 12 of 25 orders · 48%');
    expect(shown).toContain('Orders per preview 30%');
    expect(shown).toContain('Orders whose parent watched one 15 of 25 orders · 60%');
    expect(shown).toContain('The last 30 days (UTC)');
  });

  it('no preview rendered and no order: a dash for the ratio, no share of nothing', () => {
    const shown = text(
      renderToStaticMarkup(
        <PreviewFigureTiles
          figures={figures({
            days: 7,
            previews_rendered: 0,
            orders_placed: 0,
            orders_with_preview: 0,
            orders_after_asking: 0,
            orders_per_preview: null,
          })}
        />,
      ),
    );
    expect(shown).toContain('Orders per preview –');
    expect(shown).toContain('Orders placed with a preview 0 of 0 orders ');
    expect(shown).toContain('The last 7 days (UTC)');
  });
});

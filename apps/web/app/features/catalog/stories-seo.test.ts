import { describe, expect, it } from 'vitest';
import { DEITIES } from '@shop/contracts/catalog';
import { STORIES } from '@shop/content/stories';
import { deityFilters, storiesPageData } from './stories-page.server';
import { storiesJsonLd } from './stories-seo';

interface ListItem {
  position: number;
  item: { '@type': string; name: string; image: string; url: string; offers: { price: string }[] };
}

describe('stories page data', () => {
  it('one filter chip per deity with stories, in canonical order', () => {
    const chips = deityFilters(STORIES);
    expect(chips).toEqual(DEITIES.filter((deity) => STORIES.some((story) => story.god === deity)));
    expect(deityFilters(STORIES.filter((s) => s.god === 'Shiva'))).toEqual(['Shiva']);
  });

  it('hands the page the catalogue newest first', () => {
    const { stories } = storiesPageData();
    expect(stories.map((s) => s.id)).toEqual([...STORIES.map((s) => s.id)].sort((a, b) => b - a));
  });

  it('describes all 27 stories as Products in an ItemList', () => {
    const list = storiesJsonLd(STORIES) as {
      '@type': string;
      numberOfItems: number;
      itemListElement: ListItem[];
    };
    expect(list['@type']).toBe('ItemList');
    expect(list.numberOfItems).toBe(27);
    expect(list.itemListElement).toHaveLength(27);
    const first = list.itemListElement[0]!;
    expect(first.position).toBe(1);
    expect(first.item['@type']).toBe('Product');
    expect(first.item.url).toBe('http://localhost:3000/stories#story-27');
    expect(first.item.image).toMatch(/^http:\/\/localhost:3000\/media\/stories\/story-27\.webp$/);
    expect(first.item.offers.map((offer) => offer.price)).toEqual(['1299.00', '14.99']);
  });

  it('puts the JSON-LD in the page head', () => {
    const { meta } = storiesPageData();
    const types = meta.map(
      (m) => (m as { 'script:ld+json'?: { '@type': string } })['script:ld+json']?.['@type'],
    );
    expect(types).toContain('ItemList');
    expect(meta).toContainEqual({
      title: 'Indian Mythology Stories for Kids | Personalized Videos | Diya Tales',
    });
  });
});

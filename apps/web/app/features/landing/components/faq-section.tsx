import { useState } from 'react';
import type { FaqItem } from '@shop/content/schemas';
import { PlusIcon } from '~/components/ui/screen-icons';
import { SectionHeading } from '~/components/ui/section-heading';
import type { LandingCopy } from '../landing-content.server';
import { useUiText } from '~/lib/ui-text';
import { FaqAnswer } from './faq-answer';

export function FaqSection({ copy, items }: { copy: LandingCopy['faq']; items: readonly FaqItem[] }) {
  // Each answer opens and closes on its own; several may be open at once (docs/product-guide.md#landing-page).
  const text = useUiText().landing;
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  return (
    <section
      id="faq"
      aria-labelledby="faq-title"
      className="render-near-screen paper scroll-mt-20 py-20 sm:py-28"
    >
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="faq-title" eyebrow={text.faqEyebrow} title={copy.heading} />
        <ul className="mt-12 space-y-4">
          {items.map((item, index) => {
            const expanded = open.has(index);
            const panelId = `faq-answer-${index}`;
            return (
              <li
                key={item.question}
                data-testid="faq-item"
                className={`rounded-3xl ring-1 transition ${
                  expanded
                    ? 'bg-cream shadow-lg shadow-saffron-700/10 ring-marigold-500'
                    : 'bg-cream/60 ring-marigold-300/70'
                }`}
              >
                <h3>
                  <button
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => toggle(index)}
                    className="flex min-h-16 w-full items-center gap-4 rounded-3xl px-5 py-4 text-left font-display text-lg leading-snug font-bold text-night-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-night-900 sm:px-6"
                  >
                    <span className="flex-1">{item.question}</span>
                    <span
                      aria-hidden="true"
                      className={`grid size-9 shrink-0 place-items-center rounded-full transition duration-300 ${
                        expanded ? 'rotate-45 bg-lotus-700 text-white' : 'bg-marigold-500 text-ink'
                      }`}
                    >
                      <PlusIcon className="size-5" />
                    </span>
                  </button>
                </h3>
                <div id={panelId} hidden={!expanded} className="px-5 pb-6 sm:px-6">
                  <FaqAnswer answer={item.answer} />
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { ArrowRightIcon } from '~/components/ui/screen-icons';
import { SectionHeading } from '~/components/ui/section-heading';
import type { LandingCopy } from '../landing-content.server';
import { fillText, useUiText } from '~/lib/ui-text';

const STEP_TINTS = ['bg-marigold-500 text-ink', 'bg-lotus-700 text-white', 'bg-peacock-700 text-white'];

export function HowToOrderSection({ copy }: { copy: LandingCopy['howToOrder'] }) {
  const text = useUiText().landing;
  return (
    <section
      id="how-to-order"
      aria-labelledby="how-to-order-title"
      className="render-near-screen scroll-mt-20 bg-white py-20 sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="how-to-order-title" eyebrow={text.howToOrderEyebrow} title={copy.heading} />
        <div className="relative mt-14">
          <span
            aria-hidden="true"
            className="absolute top-12 right-[16%] left-[16%] hidden border-t-4 border-dashed border-marigold-300 lg:block"
          />
          <ol className="relative grid gap-6 lg:grid-cols-3 lg:gap-8">
            {copy.steps.map((step, index) => (
              <li
                key={step.title}
                data-testid="order-step"
                className="relative flex flex-col rounded-[1.75rem] bg-cream p-7 pt-8 ring-1 ring-marigold-300/60"
              >
                <span
                  aria-hidden="true"
                  className={`grid size-16 place-items-center rounded-full font-display text-3xl font-extrabold shadow-lg ring-8 ring-white ${STEP_TINTS[index]}`}
                >
                  {index + 1}
                </span>
                <h3 className="mt-5 font-display text-2xl font-bold text-night-900">
                  <span className="sr-only">{fillText(text.step, { number: index + 1 })}</span>
                  {step.title}
                </h3>
                <p className="mt-2 flex-1 leading-relaxed text-ink/80">{step.text}</p>
                <ul className="mt-5 space-y-1">
                  {step.links.map((link) => (
                    <li key={link.href}>
                      <Link
                        to={link.href}
                        className="inline-flex min-h-10 items-center gap-2 font-bold text-lotus-700 underline-offset-4 hover:underline"
                      >
                        <ArrowRightIcon className="size-4" />
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </div>
        <div className="mt-12 text-center">
          <Link to={copy.finalLink.href} className={buttonClass('primary', 'lg')}>
            {copy.finalLink.label}
            <ArrowRightIcon className="size-5" />
          </Link>
        </div>
      </div>
    </section>
  );
}

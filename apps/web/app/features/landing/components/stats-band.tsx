import { useUiText } from '~/lib/ui-text';
import type { LandingSite } from '../landing-content.server';

export function StatsBand({ stats }: { stats: LandingSite['stats'] }) {
  const text = useUiText().landing;
  return (
    <section
      aria-label={text.inNumbers}
      className="render-near-screen [--near-screen-height:10rem] relative bg-gradient-to-r from-marigold-500 via-marigold-300 to-marigold-500"
    >
      <ul className="mx-auto grid max-w-5xl grid-cols-3 divide-x-2 divide-ink/15 px-2 py-10 sm:py-12">
        {stats.map((stat) => (
          <li key={stat.label} className="px-2 text-center">
            <p className="font-display text-3xl leading-none font-extrabold text-night-900 sm:text-5xl">
              {stat.value}
            </p>
            <p className="mt-2 text-sm font-extrabold text-ink sm:text-lg">{stat.label}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useUiText } from '~/lib/ui-text';

/** Combined follower reach (sum of every creator's followers) and how many creators partner with us. */
export function ReachFigures({ reach, partners }: { reach: string; partners: number }) {
  const text = useUiText().testimonials;
  const figures = [
    { value: reach, label: text.reach, tone: 'bg-marigold-300 text-night-900' },
    { value: String(partners), label: text.partners, tone: 'bg-night-700 text-white' },
  ];
  return (
    <dl className="mx-auto mt-8 grid max-w-2xl grid-cols-2 gap-3 sm:gap-5" data-testid="reach-figures">
      {figures.map((figure) => (
        <div
          key={figure.label}
          className={`flex flex-col-reverse rounded-3xl px-4 py-6 text-center shadow-md ${figure.tone}`}
        >
          <dt className="mt-1 text-sm font-bold sm:text-base">{figure.label}</dt>
          <dd className="font-display text-4xl font-extrabold sm:text-5xl">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

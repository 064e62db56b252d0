export interface CarouselDotLabels {
  /** Names the list of dots, e.g. "Review pages". */
  list: string;
  /** Names the dot of slide `index` (0-based), e.g. "Go to page 3". */
  dot: (index: number) => string;
}

export interface CarouselDotsProps {
  labels: CarouselDotLabels;
  count: number;
  current: number;
  onChoose: (index: number) => void;
}

/** One button per slide; the current one is wider, coloured and aria-current. */
export function CarouselDots({ labels, count, current, onChoose }: CarouselDotsProps) {
  return (
    <ul className="flex flex-wrap justify-center gap-1" aria-label={labels.list}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <button
            type="button"
            onClick={() => onChoose(index)}
            aria-label={labels.dot(index)}
            aria-current={index === current ? 'true' : undefined}
            className="group grid size-7 place-items-center rounded-full focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-night-900"
          >
            <span
              aria-hidden="true"
              className={`block h-3 rounded-full transition-all duration-300 ${
                index === current ? 'w-7 bg-lotus-700' : 'w-3 bg-night-900/25 group-hover:bg-night-900/50'
              }`}
            />
          </button>
        </li>
      ))}
    </ul>
  );
}

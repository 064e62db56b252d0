/** Grey shapes where cards will be, so the page does not jump when the list arrives. */
export function CardSkeletons({
  count,
  label,
  media = false,
}: {
  count: number;
  label: string;
  media?: boolean;
}) {
  return (
    <div role="status" aria-label={label} className="grid gap-5 sm:grid-cols-2">
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="overflow-hidden rounded-3xl bg-white p-4 ring-1 ring-marigold-300/50 motion-safe:animate-pulse"
        >
          {media && <div className="mb-4 aspect-video rounded-2xl bg-marigold-100" />}
          <div className="h-5 w-3/4 rounded-full bg-marigold-100" />
          <div className="mt-3 h-4 w-1/2 rounded-full bg-cream" />
          <div className="mt-2 h-4 w-2/3 rounded-full bg-cream" />
        </div>
      ))}
    </div>
  );
}

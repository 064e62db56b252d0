import type { ReactNode } from 'react';

/** The heading row of a profile list: an icon disc, the name, and an optional count. */
export function SectionTitle({
  id,
  icon,
  children,
  count,
}: {
  id: string;
  icon: ReactNode;
  children: string;
  count?: number;
}) {
  return (
    <div className="mb-5 flex items-center gap-3">
      <span className="grid size-11 place-items-center rounded-2xl bg-night-900 text-marigold-300 shadow-md">
        {icon}
      </span>
      <h2 id={id} className="font-display text-2xl font-extrabold text-night-900 sm:text-3xl">
        {children}
      </h2>
      {count !== undefined && (
        <span className="rounded-full bg-marigold-100 px-3 py-0.5 font-display text-sm font-bold text-saffron-700">
          {count}
        </span>
      )}
    </div>
  );
}

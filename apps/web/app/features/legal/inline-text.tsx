import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

// Content strings carry links as [label](target); everything else is plain text, so no HTML from
// content ever reaches the DOM unescaped.
const INLINE_LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

const linkClass =
  'font-semibold text-lotus-700 underline decoration-lotus-500/40 underline-offset-2 hover:decoration-lotus-700';

export function InlineText({ text }: { text: string }): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE_LINK)) {
    const [whole, label = '', target = ''] = match;
    const start = match.index ?? 0;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(<InlineLink key={start} label={label} target={target} />);
    last = start + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}

function InlineLink({ label, target }: { label: string; target: string }) {
  if (target.startsWith('/')) {
    return (
      <Link to={target} className={linkClass}>
        {label}
      </Link>
    );
  }
  const external = /^https?:\/\//.test(target);
  return (
    <a
      href={target}
      className={linkClass}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {label}
      {external && <span className="sr-only"> (opens in a new tab)</span>}
    </a>
  );
}

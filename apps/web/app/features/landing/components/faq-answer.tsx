import { Link } from 'react-router';
import { faqAnswerParts } from '@shop/content/faq-answer';

const LINK = 'font-bold text-lotus-700 underline decoration-2 underline-offset-2 hover:text-night-900';

/** An FAQ answer with its inline links: site paths through the router, others in a new tab. */
export function FaqAnswer({ answer }: { answer: string }) {
  return (
    <p className="leading-relaxed text-ink/85">
      {faqAnswerParts(answer).map((part, index) => {
        if (!('href' in part)) return part.text;
        return part.href.startsWith('/') ? (
          <Link key={index} to={part.href} className={LINK}>
            {part.text}
          </Link>
        ) : (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer" className={LINK}>
            {part.text}
          </a>
        );
      })}
    </p>
  );
}

// FAQ answers carry inline links as [label](/path); the page renders them as links and the
// structured data for search engines needs the same answer as plain text.
const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

export type FaqAnswerPart = { text: string } | { text: string; href: string };

export function faqAnswerText(answer: string): string {
  return answer.replace(LINK, '$1');
}

export function faqAnswerParts(answer: string): FaqAnswerPart[] {
  const parts: FaqAnswerPart[] = [];
  let rest = 0;
  for (const match of answer.matchAll(LINK)) {
    const [whole, text = '', href = ''] = match;
    if (match.index > rest) parts.push({ text: answer.slice(rest, match.index) });
    parts.push({ text, href });
    rest = match.index + whole.length;
  }
  if (rest < answer.length) parts.push({ text: answer.slice(rest) });
  return parts;
}

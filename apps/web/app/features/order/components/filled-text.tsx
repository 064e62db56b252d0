import { Fragment, type ReactNode } from 'react';

/**
 * A screen text whose "{name}" places hold elements (a bold name, a link), in the order the page's
 * language puts them: "{story} starring {name}" and its Hindi "{story}, मुख्य किरदार में {name}".
 */
export function FilledText({ text, values }: { text: string; values: Record<string, ReactNode> }) {
  return (
    <>
      {text.split(/(\{\w+\})/).map((part, index) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        return <Fragment key={index}>{name !== undefined && name in values ? values[name] : part}</Fragment>;
      })}
    </>
  );
}

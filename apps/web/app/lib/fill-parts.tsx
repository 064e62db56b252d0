import { Fragment, type ReactNode } from 'react';

/**
 * Fills the "{name}" places of a screen text with elements (a link, bold text) where the words around
 * them differ by language: "Starring {name}" / "मुख्य किरदार: {name}". Plain values can go in too.
 */
export function fillParts(text: string, values: Record<string, ReactNode>): ReactNode {
  return text.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={index}>{name !== undefined && name in values ? values[name] : part}</Fragment>;
  });
}

// The type of a translation of an English text constant: the same keys and list lengths, every word
// free to change, and each internal link moved under the Hindi site (/hi…), so a translation that
// drops a key, adds a list item or forgets to move a link does not compile.

/** Where an English page lives in the Hindi site: "/" → "/hi", "/stories" → "/hi/stories". */
export type HindiPath<P> = P extends '/' ? '/hi' : P extends `/${string}` ? `/hi${P}` : P;

export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends object
      ? { readonly [K in keyof T]: K extends 'href' ? HindiPath<T[K]> : Translation<T[K]> }
      : T;

import { createHash } from 'node:crypto';
import Beasties from 'beasties';
import { parse, SelectorType, stringify, type Selector } from 'css-what';

// Part of the build step after `react-router build` (hydrate-after-paint.ts): each prerendered page keeps
// inline only the rules of the shop's stylesheet that match its own markup; the whole sheet becomes one
// content-named file that the page loads after its first paint, before it hydrates.
//
// root.tsx writes all of app.css (101 kB, 16 kB gzipped) into every page so that nothing blocks the
// first paint (docs/decisions/015). Most of it styles other pages, dialogs and states the page does not
// show yet; on the landing page it was a third of the gzipped document. Beasties (the maintained fork of
// Google's Critters) keeps the rules whose selectors match an element of the page, pseudo-classes
// ignored, so a hover or focus style of a present element stays. Only its choice of rules is used: the
// page is written back by replacing the sheet's text, never re-serialised (Beasties rewrites markup,
// which would change what React hydrates). Two kinds of rule are kept whole because Beasties cannot see
// their use through Tailwind's `var(--font-…)`/`var(--animate-…)`: @font-face (a font is fetched only
// when text uses it, so keeping them costs 1 kB and no download) and @keyframes.
//
// Beasties strips a pseudo-class with a regular expression that also swallows `:where(…)` and
// `:is(…)`, and with them every Tailwind `space-y-*`, `divide-*` and `group-*` rule (the about page
// lost its spacing). Here a selector is parsed (css-what, which Beasties' matcher uses too) and only
// widened: states, pseudo-elements and conditions (`:hover`, `::before`, `:not(…)`, `:nth-child(…)`)
// are dropped, `:is`/`:where` keep their selectors. A rule is then kept if it could style an element
// of the page in some state, which errs towards keeping rules, never towards an unstyled first paint.

const INLINE_SHEET = /<style>([\s\S]*?)<\/style>/;
// The sheet is minified by Vite: an @font-face block has no nested braces.
const FONT_FACE = /@font-face\{[^}]*\}/g;

export interface SplitStylesheet {
  /** The page with only its critical rules inline. */
  html: string;
  /** The whole sheet, to be written at `/${file}` of the build and loaded after the first paint. */
  sheet: { file: string; source: string };
}

const UNIVERSAL: Selector = { type: SelectorType.Universal, namespace: null };
const COMBINATORS = new Set<string>([
  SelectorType.Descendant,
  SelectorType.Child,
  SelectorType.Sibling,
  SelectorType.Adjacent,
  SelectorType.Parent,
  SelectorType.ColumnCombinator,
]);

/** `selectors` without states, pseudo-elements and conditions: it matches whatever they could. */
function widen(selectors: Selector[][]): Selector[][] {
  return selectors.map((compound) => {
    const kept: Selector[] = [];
    for (const token of compound) {
      if (token.type === SelectorType.PseudoElement) continue;
      if (token.type === SelectorType.Pseudo) {
        if ((token.name === 'is' || token.name === 'where') && Array.isArray(token.data))
          kept.push({ ...token, data: widen(token.data) });
        continue;
      }
      // A combinator with nothing (left) before it, or two in a row: the gap stands for any element.
      const previous = kept.at(-1);
      if (COMBINATORS.has(token.type) && (!previous || COMBINATORS.has(previous.type))) kept.push(UNIVERSAL);
      // A class or id as an attribute selector ([class~="w-1/2"]): css-what writes `.w-1/2` unescaped.
      kept.push(
        token.type === SelectorType.Attribute && token.ignoreCase === 'quirks'
          ? { ...token, ignoreCase: null }
          : token,
      );
    }
    const last = kept.at(-1);
    if (!last || COMBINATORS.has(last.type)) kept.push(UNIVERSAL);
    return kept;
  });
}

/** Beasties matching a rule's selectors without its own pseudo-class stripping (above). */
class WideningBeasties extends Beasties {
  readonly #widened = new Map<string, string>();

  // Beasties calls this for every selector it tests (not in its type declarations).
  normalizeCssSelector(selector: string): string {
    let widened = this.#widened.get(selector);
    if (widened === undefined) {
      try {
        widened = stringify(widen(parse(selector)));
      } catch {
        widened = '*'; // a selector css-what cannot read keeps its rule
      }
      this.#widened.set(selector, widened);
    }
    return widened;
  }
}

export class CriticalCss {
  #beasties: Beasties;
  readonly warnings: string[] = [];

  constructor() {
    const warn = (message: string) => void this.warnings.push(message);
    this.#beasties = new WideningBeasties({
      external: false,
      reduceInlineStyles: true,
      keyframes: 'all',
      fonts: false,
      logLevel: 'warn',
      logger: { warn, error: warn },
    });
  }

  /** The page with its own rules of the inline sheet; throws if root.tsx's `<style>` is not there. */
  async split(html: string, page: string): Promise<SplitStylesheet> {
    const inline = INLINE_SHEET.exec(html);
    const source = inline?.[1];
    if (!inline || !source) throw new Error(`${page}: no inline <style> (did root.tsx change?)`);
    const reduced = INLINE_SHEET.exec(await this.#beasties.process(html))?.[1] ?? '';
    const critical = reduced + (source.match(FONT_FACE) ?? []).join('');
    const file = `assets/${createHash('sha256').update(source).digest('hex').slice(0, 10)}.css`;
    return {
      // A function, so that `$` in the CSS is never read as a replacement pattern.
      html: html.replace(inline[0], () => `<style>${critical}</style>`),
      sheet: { file, source },
    };
  }
}

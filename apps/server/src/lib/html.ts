// Tagged templates for the HTML the server writes itself (e-mails, the local inbox's pages, the API
// docs page): every interpolated value is escaped unless it is already SafeHtml (the output of
// another `html` template). Escaping is the default, so a template cannot forget it; a child's name
// like `<script>` or `"><img …` arrives as text.

export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

type Interpolation = SafeHtml | string | number | null | undefined | false | readonly Interpolation[];

export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((value, index) => {
    out += render(value) + strings[index + 1]!;
  });
  return new SafeHtml(out);
}

function render(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/**
 * A link target from data: only absolute http(s) URLs, so a value like `javascript:…` can never
 * become a clickable link. Throws: a bad link is a bug in the caller, not something to send.
 */
export function checkedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`E-mail links must be http(s) URLs, got ${parsed.protocol}`);
  }
  return parsed.toString();
}

/** For one-line fields (names, titles) in subjects and text parts: no line breaks, no control characters. */
export function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim();
}

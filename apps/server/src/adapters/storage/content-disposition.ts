// `Content-Disposition: attachment` for a download name. An ASCII name goes as it is; any other
// (a kid's name in Devanagari) also gets its exact form as RFC 8187 UTF-8, with an ASCII fallback
// for old clients.

export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  if (fallback === name) return `attachment; filename="${name}"`;
  const exact = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${exact}`;
}

// Typings for the one call the font scripts and the film's text make (fontverter ships none).
declare module 'fontverter' {
  type FontFormat = 'truetype' | 'woff' | 'woff2' | 'sfnt';
  const fontverter: {
    convert(font: Uint8Array, toFormat: FontFormat, fromFormat?: FontFormat): Promise<Buffer>;
  };
  export default fontverter;
}

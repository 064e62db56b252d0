// The keepsake certificate (docs/decisions/117): an A4 page the family prints, in the film's
// language. certificate.hi.ts has the Hindi.

export const CERTIFICATE_TEXT = {
  locale: 'en-IN',
  /** The small line above the name. */
  eyebrow: 'Certificate of a hero',
  /** "{name}, hero of {story}", set as two lines: the name, then the rest. */
  heroOf: (story: string) => `hero of ${story}`,
  wholeLine: (name: string, story: string) => `${name}, hero of ${story}`,
  citation: (name: string) =>
    `For starring in a Diya Tales film: ${name}'s name now stands among the heroes of India's oldest stories.`,
  dated: (date: string) => `Given on ${date}`,
  signature: 'With love from the Diya Tales studio',
  /** The PDF's title and the downloaded file's name. */
  title: (name: string) => `${name}'s Diya Tales certificate`,
  fileName: (name: string) => `Diya Tales certificate ${name}.pdf`,
};

// Policy and about copy is content, not code: editors change these files, the web app only lays them out.
// Text may carry inline links written as [label](/path, https://… or mailto:…), like FAQ answers.

export interface LegalSection {
  heading: string;
  paragraphs?: readonly string[];
  list?: readonly string[];
  /** Paragraphs shown after the list, for a conclusion that belongs below it. */
  closing?: readonly string[];
}

export interface LegalPage {
  /** Page name: the h1, and the document title before " | {site name}". */
  title: string;
  /** Meta description: what a search result shows under the title (≤ 160 characters). */
  description: string;
  /** ISO date of the last change to this text. */
  updated: string;
  intro: readonly string[];
  sections: readonly LegalSection[];
}

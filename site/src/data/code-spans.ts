/** A piece of a description: plain text, or a Markdown code span's content. */
export interface Span {
  text: string;
  code: boolean;
}

/**
 * The manifest's descriptions are Markdown: `like this` is code. Split at those spans, so a page can
 * show them as <code> (and everything else as escaped text) instead of the backticks. A backtick
 * without its pair stays as it is, as Markdown shows it.
 */
export const codeSpans = (text: string): Span[] =>
  text
    .split(/`([^`]+)`/)
    .map((part, index) => ({ text: part, code: index % 2 === 1 }))
    .filter((span) => span.text !== '');

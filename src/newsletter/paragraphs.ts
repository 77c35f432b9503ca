/** An issue's text as its file writes it: paragraphs separated by a blank line. */
export const paragraphs = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)

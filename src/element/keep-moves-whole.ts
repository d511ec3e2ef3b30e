/**
 * Moves named in a sentence stay on one line: each is drawn in a `.notation` span (`white-space:
 * nowrap`, styles.ts), so "Meilleur coup : R-A2" never breaks at the hyphen. The text reads the same.
 */
import { html, type TemplateResult } from 'lit';

/** A move as notation.ts writes it: `A4-A2`, `B3xB5*`, `R-A4`, `A8-H`. */
const MOVE = /\b(?:R|[A-Z]\d{1,2})[-x](?:[A-Z]\d{1,2}|H)\b\*?/g;

/** `text` with each move in it wrapped in an unbreakable span. */
export function keepMovesWhole(text: string): (string | TemplateResult)[] {
  const pieces: (string | TemplateResult)[] = [];
  let last = 0;
  for (const match of text.matchAll(MOVE)) {
    pieces.push(text.slice(last, match.index), html`<span class="notation">${match[0]}</span>`);
    last = match.index + match[0].length;
  }
  pieces.push(text.slice(last));
  return pieces;
}

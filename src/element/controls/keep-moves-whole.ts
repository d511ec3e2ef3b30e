/**
 * Moves named in a sentence stay on one line: each is drawn in a `.notation` span (`white-space:
 * nowrap`, styles.ts), so "Meilleur coup : A2-B1" never breaks at the hyphen. The text reads the same.
 */
import { html, type TemplateResult } from 'lit';

/** A move from square to square as sentences name it (`A4-A2`, i18n/move-clauses.ts `moveWords`; `A4→A2` in the review's step line), captured for `split` to keep. */
const MOVE = /(\b[A-Z]\d{1,2}[-→][A-Z]\d{1,2}\b)/;

/** `text` with each move in it wrapped in an unbreakable span. */
export const keepMovesWhole = (text: string): (string | TemplateResult)[] =>
  text.split(MOVE).map((piece, index) => (index % 2 ? html`<span class="notation">${piece}</span>` : piece));

/** The lessons' own styles (the board's and the widget's come from ../styles.ts). */
import { css } from 'lit';

export const learnStyles = css`
  :host {
    display: block;
  }
  .learn {
    display: grid;
    gap: 0.5rem;
    align-content: start;
  }
  header,
  .controls {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
  }
  header {
    justify-content: space-between;
  }
  h2,
  p {
    margin: 0;
  }
  h2 {
    font-size: 1.15em;
  }
  .ask,
  .answer {
    font-weight: bold;
  }
  .answer.wrong {
    color: var(--_text);
    border-inline-start: 4px solid var(--_hl);
    padding-inline-start: 0.5rem;
  }
  /* Squares of 50 px (a board unit is a hundredth of a square; a tile's face is 92 of them), within the view's width. */
  .board.vertical {
    --_square: min(50px, 100cqi * 100 / var(--_w));
    width: calc(var(--_w) * var(--_square) / 100);
    height: calc(var(--_h) * var(--_square) / 100);
    margin-inline: auto;
  }
  .next {
    font-weight: 700;
    background: var(--_hl);
    color: #1d1a17;
  }
`;

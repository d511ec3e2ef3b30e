/** The puzzle view's own styles (the board's and the widget's come from ../styles.ts). */
import { css } from 'lit';

export const puzzleStyles = css`
  :host {
    display: block;
  }
  .puzzle {
    display: grid;
    gap: 0.5rem;
    align-content: start;
  }
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 0.25rem 1rem;
  }
  h2,
  h3,
  .task,
  .verdict,
  .reason {
    margin: 0;
  }
  .grade {
    display: grid;
    gap: 0.25rem;
  }
  h2 {
    font-size: 1.15em;
  }
  h3 {
    font-size: 1em;
  }
  .verdict {
    font-weight: bold;
  }
  .options {
    margin: 0;
    padding-inline-start: 1.5em;
    display: grid;
    gap: 0.15rem;
  }
  .options li.yours {
    font-weight: bold;
  }
  .options .chance {
    font-variant-numeric: tabular-nums;
    margin-inline-start: 0.5em;
  }
  .options .mark {
    margin-inline-start: 0.5em;
    font-style: italic;
  }
  .options .mark::before {
    content: '· ';
  }
`;

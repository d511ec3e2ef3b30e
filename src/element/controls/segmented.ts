/**
 * A choice of a few as one row of segments (the computer's Pace, the start screen's colour): radio
 * buttons in a fieldset, so the keyboard and screen readers meet one group (Tab in, arrows move, its
 * legend names it), drawn as joined buttons, the chosen one filled.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { partProperties } from '../css-properties.js';

export const segmentedStyles = css`
  ${partProperties}
  .segmented {
    display: inline-flex;
    align-items: center;
    flex-wrap: wrap;
    margin: 0;
    padding: 0;
    border: 0;
    min-inline-size: 0;
  }
  .segmented legend {
    float: inline-start;
    padding: 0;
    margin-inline-end: var(--_space);
    font-size: var(--_fs-s);
    color: var(--_muted);
  }
  .segmented label {
    position: relative;
    display: inline-flex;
  }
  .segmented label + label {
    margin-inline-start: -1px;
  }
  .segmented input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  .segmented span {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0 0.7em;
    border: 1px solid var(--_border);
    background: var(--_surface);
    font-size: var(--_fs-s);
    font-weight: 600;
  }
  .segmented label:first-of-type span {
    border-start-start-radius: var(--_radius-s);
    border-end-start-radius: var(--_radius-s);
  }
  .segmented label:last-of-type span {
    border-start-end-radius: var(--_radius-s);
    border-end-end-radius: var(--_radius-s);
  }
  .segmented input:checked + span {
    background: var(--_text);
    color: var(--_background);
    border-color: var(--_text);
  }
  .segmented input:focus-visible + span {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
`;

/** One choice of `values` as segments: `name` is its radio group's and its class, `part` a CSS part for it. */
export function segmented<T extends string>(choice: {
  name: string;
  part?: string;
  legend: string;
  values: readonly T[];
  words: Record<T, string>;
  chosen: T;
  choose: (value: T) => void;
}): TemplateResult {
  const { name, part, legend, values, words, chosen, choose } = choice;
  return html`<fieldset class="${name} segmented" part=${part ?? nothing}>
    <legend>${legend}</legend>
    ${values.map(
      (value) =>
        html`<label
          ><input
            type="radio"
            name=${name}
            value=${value}
            .checked=${value === chosen}
            @change=${() => choose(value)}
          /><span>${words[value]}</span></label
        >`,
    )}
  </fieldset>`;
}

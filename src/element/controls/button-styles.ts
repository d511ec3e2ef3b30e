/**
 * The look of every button: the game view's (with its part, controls/buttons.ts: the throw button,
 * drawn from the first load, is styled by it too) and the views drawn in its place (the lessons, a
 * puzzle, the review), each in its own shadow root. The one primary action (`.throw`, `.primary`)
 * stands out; a waiting one is as quiet as the others.
 */
import { css } from 'lit';
import { partProperties } from '../css-properties.js';

export const buttonStyles = css`
  ${partProperties}
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.4em;
    font: inherit;
    font-weight: 600;
    color: var(--_text);
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius-s);
    padding: 0.4rem 0.9rem;
    cursor: pointer;
    min-height: 2.75rem;
  }
  button:disabled,
  button[aria-disabled='true'] {
    cursor: default;
    opacity: 0.55;
    /* Focus kept on a button that waits (Throw in the opponent's turn): a ring that does not say "press". */
    --_ring: dashed;
  }
  button:focus-visible {
    outline: 3px var(--_ring, solid) var(--_focus);
    outline-offset: 2px;
  }
  /* The one action to take; waiting, it is as quiet as the others. */
  .throw:not([aria-disabled='true']),
  .primary {
    font-weight: 700;
    background: var(--_primary);
    color: var(--_on-primary);
    border-color: var(--_primary);
  }
  .vertical button {
    min-height: 44px;
    padding-inline: var(--_space);
  }
  /* The frame of the panels drawn in the game view (the game over, the rules, this menu). */
  .panel {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: calc(var(--_space) * 1.5) calc(var(--_space) * 2);
    background: var(--_surface);
    box-shadow: var(--_shadow);
  }
`;

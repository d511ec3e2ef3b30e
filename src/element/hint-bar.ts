/**
 * The hint bar (`hints`): the best move for the person to act and their chance to win, as text
 * and as a bar. Loaded with the first hint; the element adopts its styles then.
 */
import { css, html, type TemplateResult } from 'lit';
import type { UrHintDetail } from './events.js';
import type { Translation } from './i18n/index.js';
import { keepMovesWhole } from './keep-moves-whole.js';
import { styleProps } from './style-props.js';

/** The bar for `hint`, whose player is called `name`. */
export function renderHint(hint: UrHintDetail, t: Translation, name: string): TemplateResult {
  const percent = Math.round(hint.winChance * 100);
  return html`<div class="hint" part="hint">
    <span
      >${hint.move === null ? t.bestDecline : keepMovesWhole(t.bestMove(hint.move))} ·
      ${t.winChance(name, percent)}</span
    >
    <div class="bar" aria-hidden="true"><div ${styleProps({ width: `${percent}%` })}></div></div>
  </div>`;
}

/** Its CSS (colours as in styles.ts). */
export const styles = css`
  .vertical > .hint {
    grid-area: hint;
  }
  .hint {
    display: grid;
    gap: 0.25rem;
  }
  .bar {
    height: 0.6rem;
    border-radius: var(--_radius);
    background: var(--_dark);
    border: 1px solid var(--_tile-border);
    overflow: hidden;
  }
  .bar > div {
    height: 100%;
    background: var(--_hl);
  }
  @media (forced-colors: active) {
    /* A filled bar in the user's own colours, rather than an empty outline. */
    .bar {
      forced-color-adjust: none;
      background: Canvas;
      border-color: CanvasText;
    }
    .bar > div {
      background: Highlight;
    }
  }
`;

/**
 * The hint bar (`hints`): the best move for the person to act, told in words ("Best move: enter
 * on A3"), and their chance to win, as text and as a bar. Loaded with the first hint; the element
 * adopts its styles then.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import type { Move } from '../../engine/index.js';
import type { UrHintDetail } from '../events.js';
import { adviceText, moveWordsOf } from '../i18n/moves.js';
import type { Lang } from '../i18n/types.js';
import { speakingTo } from '../i18n/viewer.js';
import type { YouWords } from '../i18n/types.js';
import { keepMovesWhole } from './keep-moves-whole.js';
import { styleProps } from '../shared/style-props.js';
import { partProperties } from '../css-properties.js';

/**
 * The bar for `hint`, in `lang`, whose player is called `name` (`you`: said to the viewer), its
 * move found among `moves` (the legal ones).
 */
export function renderHint(
  hint: UrHintDetail,
  moves: readonly Move[],
  lang: Lang,
  name: string,
  you: YouWords | undefined,
): TemplateResult | typeof nothing {
  const best = moves.find((move) => move.notation === hint.move);
  // A hint for moves no longer offered here (a side changed hands) is not shown.
  if (hint.move !== null && !best) return nothing;
  const percent = Math.round(hint.winChance * 100);
  const words = moveWordsOf(lang);
  const advice = you ? speakingTo(words, you) : words;
  const told = best ? advice.best(adviceText(lang, best)) : advice.bestDecline;
  return html`<div class="hint" part="hint">
    <span>${keepMovesWhole(told)} · ${advice.winChance(name, percent)}</span>
    <div class="bar" aria-hidden="true"><div ${styleProps({ width: `${percent}%` })}></div></div>
  </div>`;
}

/** Its CSS (colours as in styles.ts). */
export const styles = css`
  ${partProperties}
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

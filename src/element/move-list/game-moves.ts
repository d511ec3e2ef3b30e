/**
 * The move list of the game being played (`move-list`): the list, a key to the marks it uses so
 * far, and a look back. Clicking a step, or moving along the steps with the arrow keys, shows the
 * position after it on the board without changing the game; "Back to the game" (or the game
 * going on) returns to the live position. Loaded on demand, with the list.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { Game, type Move, type Player, type Position } from '../../engine/index.js';
import type { Lang, Translation } from '../i18n/types.js';
import { moveWordsOf } from '../i18n/moves.js';
import type { MoveListLegend } from '../i18n/types.js';
import { actionsOf, renderMoveList, turnsOf, styles as listStyles, type ListedAction } from './move-list.js';

/** An earlier point of a game being looked at. */
interface Look {
  game: Game;
  /** Actions played up to the point shown. */
  index: number;
  /** The game's actions when the look began: once it goes on, the live position is back. */
  played: number;
}

/** The element's side of the look back: it redraws on a change. */
export interface LookHost {
  requestUpdate(): void;
  readonly updateComplete: Promise<boolean>;
}

const looks = new WeakMap<LookHost, Look>();

/** An earlier position on show, as the board draws it: the position after `index` actions, the move that led to it, nothing to play. */
export interface Looked {
  index: number;
  position: Position;
  lastMove: Move | null;
  moves: Move[];
  turnMoves: undefined;
  animationMs: 0;
}

/** Positions replayed, per game and point (a look back replays each point once). */
const replayed = new WeakMap<Game, Map<number, Looked>>();

/** The earlier position `host` shows of `game`, or null for the live one. */
export function lookedAt(host: LookHost, game: Game): Looked | null {
  const look = looks.get(host);
  if (!look || look.game !== game || look.played !== game.actions.length) return null;
  let byIndex = replayed.get(game);
  if (!byIndex) replayed.set(game, (byIndex = new Map()));
  let looked = byIndex.get(look.index);
  if (!looked) {
    const { variant, rules, seed, start } = game.toJSON();
    const replay = new Game({ variant, rules, seed, start });
    let lastMove: Move | null = null;
    for (const action of game.actions.slice(0, look.index)) {
      const result = replay.apply(action);
      lastMove = 'move' in result ? result.move : lastMove;
    }
    looked = {
      index: look.index,
      position: replay.position(),
      lastMove,
      moves: [],
      turnMoves: undefined,
      animationMs: 0,
    };
    byIndex.set(look.index, looked);
  }
  return looked;
}

/** Which marks the steps so far use, each with its meaning. */
function legendOf(actions: readonly ListedAction[], words: MoveListLegend): [string, string, string][] {
  const moves = actions.flatMap(({ move }) => (move ? [move] : []));
  const steps = turnsOf(actions).flatMap(({ steps }) => steps);
  const keys: [boolean, string, string, string][] = [
    [moves.some((move) => move.enter), 'notation', '→▢', words.enters],
    [moves.some((move) => move.bearOff), 'notation', '▢→', words.bearsOff],
    [moves.some((move) => move.capture), 'capture', '✕', words.capture],
    [moves.some((move) => move.rosette), 'rosette', '✿', words.rosette],
    [moves.some((move) => move.bounced), 'bounce', '↩', words.bounce],
    [steps.some((step) => step.passed), 'notation', '—', words.passed],
  ];
  return keys.filter(([used]) => used).map(([, kind, mark, meaning]) => [kind, mark, meaning]);
}

/** After each drawing of the element: the latest move in view (the step looked at keeps its place). */
export function showLatest(root: ParentNode): void {
  const list = root.querySelector('.move-panel:not(.looking) > .move-list');
  if (list) list.scrollTop = list.scrollHeight;
}

/** The list of the game being played, its key, and the look back for `host`. */
export function renderGameMoves(
  game: Game,
  lang: Lang,
  t: Translation,
  name: (player: Player) => string,
  host: LookHost,
): TemplateResult {
  const actions = actionsOf(game);
  const words = moveWordsOf(lang).legend;
  const looked = lookedAt(host, game);
  const live = game.actions.length;
  const show = (index: number): void => {
    if (index === live) looks.delete(host);
    else looks.set(host, { game, index, played: live });
    host.requestUpdate();
  };
  const back = async (event: Event): Promise<void> => {
    const panel = (event.currentTarget as Element).closest('.move-panel')!;
    show(live);
    await host.updateComplete;
    panel.querySelector<HTMLElement>('button.step[tabindex="0"]')?.focus();
  };
  const legend = legendOf(actions, words);
  return html`<div class="move-panel${looked ? ' looking' : ''}" @keydown=${followFocus}>
    ${
      looked
        ? html`<p class="look-back" role="status">
            ${words.earlier} <button class="back-to-game" @click=${back}>${words.back}</button>
          </p>`
        : nothing
    }
    ${renderMoveList(actions, lang, t, name, { current: looked?.index ?? live, pick: show })}
    ${
      legend.length
        ? html`<p class="move-legend">
            ${legend.map(
              ([kind, mark, meaning]) =>
                html`<span class="key"><bdi class=${kind} dir="ltr">${mark}</bdi> ${meaning}</span>`,
            )}
          </p>`
        : nothing
    }
  </div>`;
}

/** The arrow keys (and Home, End) move along the steps and show each one's position as they go. */
function followFocus(event: KeyboardEvent): void {
  if (!event.defaultPrevented) return;
  const panel = event.currentTarget as Element;
  panel.querySelector<HTMLButtonElement>('button.step[tabindex="0"]')?.click();
}

export const styles = css`
  /* A move named in a sentence or a list stays on one line. */
  .notation {
    white-space: nowrap;
  }
  ${listStyles}
  .move-panel {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    min-height: 0;
    /* Its row's height, never over the controls below: the way back first, then the list (it scrolls), then the key. */
    overflow: hidden;
    font:
      0.85rem/1.4 system-ui,
      sans-serif;
  }
  .move-panel > .move-list {
    flex: 1 1 0;
    min-height: 2rem;
  }
  .move-legend,
  .look-back {
    margin: 0;
  }
  .move-legend {
    display: flex;
    flex-wrap: wrap;
    column-gap: 0.8rem;
  }
  .look-back {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem;
    font-weight: 600;
  }
  .back-to-game {
    font-weight: 700;
    background: var(--_hl);
    color: #1d1a17;
  }
  /* The board shows the past: the list's frame says so. */
  .looking > .move-list {
    border-color: var(--_hl);
  }
  /* A phone (vertical): the side column is too narrow for a list and its key beside the buttons. The
     list takes the whole width under the board, and the board gives up that height, so that the
     board, the buttons, a few turns and the whole key show together (360×640, Arabic too). */
  .vertical.with-moves {
    --_moves-h: 8.5rem;
    grid-template-areas: 'board players' 'board status' 'board hint' 'board over' 'board .' 'board controls' 'moves moves';
    grid-template-rows: auto auto auto auto 1fr auto auto;
  }
  .vertical.with-moves > .board {
    --_board-h: min(100svh - 2.5rem - var(--_moves-h), (100cqi - 9rem) * var(--_h) / var(--_w));
  }
  .vertical > .move-panel {
    grid-area: moves;
    contain: size;
    height: var(--_moves-h);
    margin-top: 0.5rem;
  }
  /* The whole width: each turn's name beside its steps, as beside the board on a desktop. */
  .vertical > .move-panel > .move-list {
    grid-template-columns: 1.6em minmax(3.5em, max-content) 1fr;
  }
  .vertical > .move-panel .step {
    grid-column: 3;
  }
  .vertical > .move-panel .who + .step {
    grid-row: 1;
  }
  .vertical > .move-panel > .move-list {
    max-height: none;
  }
  .horizontal.with-moves > .move-panel {
    grid-column: 2;
    grid-row: 1 / span 4;
    contain: size;
  }
  .horizontal.with-moves > .move-panel > .move-list {
    max-height: none;
  }
`;

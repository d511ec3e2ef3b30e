/**
 * The move list (`move-list`, part `move-list`): an ordered list of turns, each with its throws
 * and moves, captures and rosettes. Sighted players read a short form (`3 A4→A2 ✕`); screen
 * readers hear each step in words, as the status line says it. Loaded on demand. The review draws
 * it from its own frames and, with `pick`, turns each step into a button that goes to its point:
 * one tab stop (the step that led to the point shown), arrow keys, Home and End to the others.
 */
// English's words said once play has begun: loaded with this module.
import '../i18n/en/play.js';
import { css, html, nothing, type TemplateResult } from 'lit';
import { Game, type Move, type Player } from '../../engine/index.js';
import { turnNumbers } from '../../engine/turns.js';
import type { Lang, Translation } from '../i18n/types.js';
import { moveWordsOf } from '../i18n/moves.js';
import { tabStop } from '../board/board-keys.js';
import { moveWords } from '../i18n/move-clauses.js';
import { partProperties } from '../css-properties.js';

/** One action of a game as listed (the review's frames carry the same fields). */
export interface ListedAction {
  /** Actions played up to and including this one: the point it leads to. */
  index: number;
  /** The action as recorded (`t3`, `A4-A2`, `decline`, `next`); null for a review's starting point. */
  action: string | null;
  /** Who acted; null for a review's starting point. */
  player: Player | null;
  /** The move it made, described; null for anything else. */
  move: Move | null;
  /** A throw that gave no move (0, or nothing legal); absent: worked out from what follows it. */
  passed?: boolean;
}

/** A throw and what came of it, or a move or decline without a throw (bell's eyes bonus). */
interface Step {
  /** The point after the step's last action. */
  index: number;
  thrown: number | null;
  move: Move | null;
  declined: boolean;
  /** The throw gave no move (0, or nothing legal). */
  passed: boolean;
}

/** Consecutive actions of one player. */
interface Turn {
  player: Player;
  steps: Step[];
}

const THROW = /^[th](\d)$/;

/** Groups actions into turns (numbered by the engine's `turnNumbers`) and steps. */
export function turnsOf(actions: readonly ListedAction[]): Turn[] {
  const turns: Turn[] = [];
  const numbers = turnNumbers(actions);
  for (const [i, { index, action, player, move, passed }] of actions.entries()) {
    if (player === null || action === null || action === 'next') continue;
    let turn = turns[turns.length - 1];
    if (numbers[i] > turns.length) turns.push((turn = { player, steps: [] }));
    const thrown = THROW.exec(action);
    const last = turn.steps[turn.steps.length - 1];
    if (thrown) {
      // Unless told, passed when what follows is not this player's move (the game went on without one).
      const next = actions[i + 1];
      const gone = next !== undefined && (next.player !== player || next.move === null);
      turn.steps.push({ index, thrown: Number(thrown[1]), move: null, declined: false, passed: passed ?? gone });
    } else if (last && last.thrown !== null && !last.move && !last.passed && move) {
      last.move = move;
      last.index = index;
    } else {
      turn.steps.push({ index, thrown: null, move, declined: action === 'decline', passed: false });
    }
  }
  return turns;
}

/** Each game's actions replayed with their moves described, kept while the game only grows. */
const replays = new WeakMap<Game, { game: Game; listed: ListedAction[] }>();

/** The actions of `game` with who made them and each move described. */
export function actionsOf(game: Game): ListedAction[] {
  let replay = replays.get(game);
  const actions = game.actions;
  // An undo (and a different action after it) makes the replay stale: start again.
  if (!replay || replay.listed.length > actions.length || replay.listed.some((a, i) => a.action !== actions[i])) {
    const { variant, rules, seed, start } = game.toJSON();
    replay = { game: new Game({ variant, rules, seed, start }), listed: [] };
    replays.set(game, replay);
  }
  for (let i = replay.listed.length; i < actions.length; i++) {
    const player = replay.game.awaiting().player;
    const result = replay.game.apply(actions[i]);
    replay.listed.push({
      index: i + 1,
      action: actions[i],
      player,
      move: 'move' in result ? result.move : null,
      passed: 'outcome' in result ? result.outcome === 'zero' || result.outcome === 'no-move' : undefined,
    });
  }
  return replay.listed;
}

/** What the list shows beyond its actions. */
export interface MoveListOptions {
  /** The point shown (the review's): its step is marked as current. */
  current?: number;
  /** Makes each step a button that goes to the point after it (the review). */
  pick?: (index: number) => void;
  /** What to draw after the step to point `index` (the review's category mark). */
  mark?: (index: number) => TemplateResult | typeof nothing;
}

const place = (tile: string) => (tile === 'reserve' || tile === 'home' ? '' : tile);

/** A move's short form: `A4→A2`, `→A4` entering, `A7→` bearing off; ✕ a capture, ↩ a bounce (bell), ✿ a rosette. */
function moveMarks(move: Move): TemplateResult {
  // Isolated left to right: in right-to-left text `→A4` must not read as `A4→`.
  return html`<bdi class="notation" dir="ltr">${place(move.from)}→${place(move.to)}</bdi>${
      move.capture ? html`<span class="capture">✕</span>` : nothing
    }${move.bounced ? html`<span class="bounce">↩</span>` : nothing}${
      move.rosette ? html`<span class="rosette">✿</span>` : nothing
    }`;
}

/** A step in words, as the status line says it; `again`: the turn goes on with another throw (bell's 1 or 4). */
function stepWords(t: Translation, name: string, step: Step, again: boolean): string {
  const words: string[] = [];
  if (step.thrown !== null) {
    const { thrown: value, passed } = step;
    const blocked = value === 0 ? t.zero(name) : `${t.noMove(name, value)}${again ? `${t.comma}${t.extraTurn}` : ''}`;
    words.push(passed ? blocked : t.threw(name, value));
  }
  if (step.move) words.push(moveWords(t, name, step.move, again));
  if (step.declined) words.push(t.declined(name));
  return words.join('. ');
}

/** The `move-list` part for `actions`, names as shown. */
export function renderMoveList(
  actions: readonly ListedAction[],
  lang: Lang,
  t: Translation,
  name: (player: Player) => string,
  { current, pick, mark }: MoveListOptions = {},
): TemplateResult {
  const turns = turnsOf(actions);
  // The review's one tab stop: the step that led to the point shown (the first at the start).
  const indices = turns.flatMap(({ steps }) => steps.map((step) => step.index));
  const stop = indices.filter((index) => index <= (current ?? 0)).pop() ?? indices[0];
  return html`<ol
    class="move-list"
    part="move-list"
    aria-label=${moveWordsOf(lang).list}
    tabindex=${pick ? nothing : '0'}
    @keydown=${pick ? onStepKeydown : nothing}
  >
    ${turns.map(({ player, steps }) => {
      const who = name(player);
      return html`<li class="turn ${player}">
        <span class="who" aria-hidden="true">${who}</span>
        ${steps.map((step, i) => {
          const face = html`${step.thrown === null ? nothing : html`<span class="thrown">${step.thrown}</span>`}${
            step.move ? moveMarks(step.move) : step.passed ? html`<span class="notation">—</span>` : nothing
          }`;
          // Seen: the short form; heard: the words (also a button's name in the review).
          const content = html`<span aria-hidden="true">${face}</span
            ><span class="visually-hidden">${stepWords(t, who, step, i < steps.length - 1)}.</span>${
              mark ? mark(step.index) : nothing
            }`;
          return pick
            ? html`<button
                class="step"
                data-index=${step.index}
                aria-current=${step.index === current ? 'step' : nothing}
                tabindex=${tabStop(step.index === stop)}
                @click=${() => pick(step.index)}
              >
                ${content}
              </button>`
            : html`<span class="step" data-index=${step.index}>${content}</span>`;
        })}
      </li>`;
    })}
  </ol>`;
}

const STEP_KEYS: Readonly<Record<string, (at: number, last: number) => number>> = {
  ArrowUp: (at) => at - 1,
  ArrowLeft: (at) => at - 1,
  ArrowDown: (at) => at + 1,
  ArrowRight: (at) => at + 1,
  Home: () => 0,
  End: (_, last) => last,
};

/** The review list's keys: the tab stop moves to the step before or after, the first or the last (Enter goes there). */
function onStepKeydown(event: KeyboardEvent): void {
  const steps = [...(event.currentTarget as Element).querySelectorAll<HTMLElement>('button.step')];
  const at = steps.indexOf(event.target as HTMLElement);
  const target = at < 0 ? undefined : steps[STEP_KEYS[event.key]?.(at, steps.length - 1) ?? -1];
  if (!target) return;
  event.preventDefault();
  for (const step of steps) step.tabIndex = -1;
  target.tabIndex = 0;
  target.focus();
}

export const styles = css`
  ${partProperties}
  .move-list {
    margin: 0;
    padding: 0.25rem 0.5rem;
    list-style: none;
    counter-reset: turn;
    max-height: 10rem;
    overflow-y: auto;
    /* The containing block of the steps' hidden words: clipped here, not stretching the page. */
    position: relative;
    border: 2px solid var(--_tile-border);
    border-radius: var(--_radius);
    font:
      0.9rem/1.5 system-ui,
      sans-serif;
    /* One set of columns for every turn (each turn a subgrid): the steps line up whatever the names' widths. */
    display: grid;
    grid-template-columns: 1.6em minmax(3.5em, max-content) 1fr;
    align-content: start;
    column-gap: 0.4rem;
  }
  .move-list:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 2px;
  }
  /* Number and name on the turn's first line, each step on a line of its own beside them. */
  .turn {
    grid-column: 1 / -1;
    display: grid;
    grid-template-columns: subgrid;
    align-items: baseline;
  }
  /* The turn's number (its place in the ordered list). */
  .turn::before {
    counter-increment: turn;
    content: counter(turn);
    font-size: 0.75em;
    text-align: end;
  }
  /* A long name ends in an ellipsis rather than widening the column. */
  .who {
    font-weight: 600;
    max-width: 8em;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .step {
    grid-column: 3;
    justify-self: start;
  }
  .who + .step {
    grid-row: 1;
  }
  .step {
    white-space: nowrap;
  }
  button.step {
    min-height: 0;
    padding: 0 0.3rem;
    border-width: 1px;
    font: inherit;
  }
  button.step[aria-current] {
    background: var(--_hl);
  }
  .thrown {
    display: inline-block;
    min-width: 1.2em;
    margin-inline-end: 0.2em;
    border-radius: 0.3em;
    text-align: center;
    background: color-mix(in srgb, var(--_tile-border) 30%, transparent);
  }
  .capture,
  .bounce {
    color: var(--_capture);
    font-weight: 700;
  }
  .rosette {
    color: var(--_rosette);
  }
  /* Vertical: the side column's free space, under the status; the name above the steps. */
  .vertical .move-list {
    grid-template-columns: 1.4em 1fr;
  }
  .vertical .step {
    grid-column: 2;
  }
  .vertical .who + .step {
    grid-row: auto;
  }
`;

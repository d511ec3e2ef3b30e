import { css, html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { GameRecord, Move, MoveInput, MoveResult, Player, Position, RollResult, TurnInfo, Validation } from '../engine/index.js';
import { gameSetup, parseAnimation, parseLang, parseLevel, parseSide, type GameSetup, type RawAttributes } from './attributes.js';
import { BOARD_STRINGS } from './board-strings.js';
import { renderBoard } from './board.js';
import { GameController, type ApplyResult, type News } from './controller.js';
import { renderDice } from './dice-view.js';
import { helpStyles, renderHelp } from './help.js';
import { pageLang, uiStrings, type ConnectionState, type Lang, type UiStrings } from './i18n/index.js';
import { boardStyles } from './styles.js';

/** Attributes that decide the rules or the dice: changing one starts a new game. */
const SETUP_PROPERTIES = [
  'variant',
  'pieces',
  'dice',
  'exactExit',
  'captures',
  'safeRosettes',
  'rosettesExtraTurn',
  'capturesExtraTurn',
  'firstPlayer',
  'targetScore',
  'seed',
  'hostDice',
] as const;

/**
 * `<royal-ur>`: the Royal Game of Ur, playable, on any page. Configure it with attributes
 * (rules, who plays each side), listen to `ur-*` events, drive remote sides with methods.
 *
 * @summary The Royal Game of Ur as an embeddable web component.
 * @tagname royal-ur
 *
 * @fires {CustomEvent<UrRollDetail>} ur-roll - Dice thrown: `{ player, value, dice: boolean[], source: 'dice' | 'host', outcome: 'move' | 'zero' | 'no-move' | 'throw-off' }`.
 * @fires {CustomEvent<UrMoveDetail>} ur-move - A move made: `{ player, move: Move, notation, position: Position }`.
 * @fires {CustomEvent<UrTurnDetail>} ur-turn - After every action, who acts now: `{ player, phase, reason, distance }`.
 * @fires {CustomEvent<UrPassDetail>} ur-pass - A throw with no move: `{ player, reason: 'zero' | 'no-move', value }`.
 * @fires {CustomEvent<UrEyesDeclinedDetail>} ur-eyes-declined - Bell: an eyes bonus declined: `{ player }`.
 * @fires {CustomEvent<UrGameEndDetail>} ur-game-end - A game won: `{ winner, score: number | null, match: MatchState | null, record: GameRecord }`.
 * @fires {CustomEvent<UrMatchEndDetail>} ur-match-end - Bell: a match won: `{ winner, scores: { light, dark }, record: GameRecord }`.
 * @fires {CustomEvent<UrNewGameDetail>} ur-new-game - A new game started: `{ variant, rules: Rules, options: RuleOptions, seed }`.
 * @fires {CustomEvent<UrUndoDetail>} ur-undo - An action taken back: `{ position: Position }`.
 * @fires {CustomEvent<UrLoadDetail>} ur-load - A record loaded: `{ record: GameRecord }`.
 * @fires {CustomEvent<UrActionDetail>} ur-action - After every action (after its own event): `{ index, action, player, local }`; `local` is false when the host handed it in. Mirror a game by sending the local ones.
 * @fires {CustomEvent<UrThrowRequestDetail>} ur-throw-request - `host-dice`: a side played here must throw: `{ player, index }`; answer with `applyAction({ index, action: 'h<value>' })`.
 * @fires {CustomEvent<UrHintDetail>} ur-hint - With `hints`: `{ player, move: string | null, winChance }` for the person to act.
 *
 * @cssprop [--ur-board-color=#3d2718] - The board's frame.
 * @cssprop [--ur-tile-color=#f1e4c6] - Tiles (and buttons).
 * @cssprop [--ur-tile-border-color=#a67e52] - Tile, button and panel borders.
 * @cssprop [--ur-rosette-color=#2b4c91] - Lapis of the tile patterns: rosettes, doubles, eyes, five-dots rings, zigzags, gates; bell's dice.
 * @cssprop [--ur-accent-color=#b8452b] - Carnelian centres of the patterns (rosette centres, pupils, five-dots).
 * @cssprop [--ur-mark-color=#1e1612] - Bell's score dots and the count badges.
 * @cssprop [--ur-light-color=#f7f0e0] - Light's pieces.
 * @cssprop [--ur-dark-color=#2b2421] - Dark's pieces.
 * @cssprop [--ur-highlight-color=#f2a93b] - Legal moves, the last move, the throw button and the hint bar.
 * @cssprop [--ur-capture-color=#e0452c] - Destinations that capture.
 * @cssprop [--ur-focus-color=#3b8cff] - Keyboard focus rings.
 * @cssprop [--ur-text-color=#2a1d14] - Text.
 * @cssprop [--ur-background=transparent] - Behind the whole widget.
 * @cssprop [--ur-font-family=ui-serif, Georgia, serif] - Text font.
 * @cssprop [--ur-radius=12px] - Corner radius of buttons and panels.
 *
 * @csspart board - The SVG board.
 * @csspart tile - Each tile.
 * @csspart piece - Each piece.
 * @csspart reserve - The pieces not yet entered, per side.
 * @csspart home - The pieces borne off, per side.
 * @csspart dice - The dice as they fell.
 * @csspart die - One die.
 * @csspart roll-button - The throw button.
 * @csspart status - The status line (whose turn, what just happened).
 * @csspart controls - The row of buttons.
 * @csspart game-over - The panel shown when a game ends (winner, score, new game).
 * @csspart help-button - The button that opens the rules.
 * @csspart help-panel - The rules panel.
 * @csspart hint - The best move and win-chance bar (`hints`).
 */
export class RoyalUrElement extends LitElement {
  /** Rules: finkel (default), bell, masters, blitz or aseb. */
  @property({ attribute: 'variant' }) variant: string = 'finkel';
  /** Pieces per side, 1-7; absent: the variant's number. */
  @property({ attribute: 'pieces' }) pieces: number | string | null = null;
  /** Dice: four-binary, three-binary-zero-four or three-tetrahedral; absent: the variant's. */
  @property({ attribute: 'dice' }) dice: string | null = null;
  /** on | off: home must be reached by the exact throw. */
  @property({ attribute: 'exact-exit' }) exactExit: string | boolean | null = null;
  /** on | off: landing on an opponent's piece captures it. */
  @property({ attribute: 'captures' }) captures: string | boolean | null = null;
  /** on | off: a piece on a rosette cannot be captured. */
  @property({ attribute: 'safe-rosettes' }) safeRosettes: string | boolean | null = null;
  /** on | off: ending on a rosette gives another throw. */
  @property({ attribute: 'rosettes-extra-turn' }) rosettesExtraTurn: string | boolean | null = null;
  /** on | off: a capture gives another throw. */
  @property({ attribute: 'captures-extra-turn' }) capturesExtraTurn: string | boolean | null = null;
  /** light | dark | throw-off: who starts; absent: the variant's rule (bell: throw-off). */
  @property({ attribute: 'first-player' }) firstPlayer: string | null = null;
  /** Bell: the score that wins a match (default 100). */
  @property({ attribute: 'target-score' }) targetScore: number | string | null = null;
  /** Dice seed (a number or any text): the same seed throws the same dice. Absent: random. */
  @property({ attribute: 'seed' }) seed: number | string | null = null;
  /** Who plays light: human (default), computer, or remote (the host page calls roll and move). */
  @property({ attribute: 'light' }) light: string = 'human';
  /** Who plays dark: human (default), computer, or remote. */
  @property({ attribute: 'dark' }) dark: string = 'human';
  /** Computer strength: beginner, easy, medium (default), hard, expert, or perfect (exact play from `perfect-table`; expert without it). */
  @property({ attribute: 'level' }) level: string | null = null;
  /** Light's computer strength, overriding `level`. */
  @property({ attribute: 'light-level' }) lightLevel: string | null = null;
  /** Dark's computer strength, overriding `level`. */
  @property({ attribute: 'dark-level' }) darkLevel: string | null = null;
  /** URL of a solution table (`npm run solve`) for level perfect and exact hints, read a few bytes at a time with HTTP Range requests. */
  @property({ attribute: 'perfect-table' }) perfectTable: string | null = null;
  /** Language: en, pt, it, de or fr; absent: the page's language, else English. */
  @property({ attribute: 'lang' }) langAttribute: string | null = null;
  /** Light's name, shown as text. */
  @property({ attribute: 'light-name' }) lightName: string | null = null;
  /** Dark's name, shown as text. */
  @property({ attribute: 'dark-name' }) darkName: string | null = null;
  /** Draw the board from dark's side. */
  @property({ type: Boolean, reflect: true, attribute: 'flipped' }) flipped = false;
  /** Milliseconds of each move animation and computer pause; 0: none (a computer game runs to its end at once). */
  @property({ attribute: 'animation-duration' }) animationDuration: number | string | null = null;
  /** Show the best move and the win chance of the person to act. */
  @property({ type: Boolean, reflect: true, attribute: 'hints' }) hints = false;
  /** The host throws every die (online play): the board never throws by itself, fires `ur-throw-request` instead, and its record has no seed. */
  @property({ type: Boolean, reflect: true, attribute: 'host-dice' }) hostDice = false;
  /** The state of an online connection, shown on the status line (set by `royal-ur/online`); null: none. */
  @property({ attribute: false }) connectionState: ConnectionState | null = null;

  /** The rules panel is open. */
  @state() private helpOpen = false;

  /** The game and the players. */
  readonly #controller = new GameController(this);
  /** The setup the current game was started (or loaded) under; a different one starts a new game. */
  #setupKey: string | null = null;
  /** Warnings already logged, so a bad value is reported once. */
  readonly #warned = new Set<string>();
  /** The language in use. */
  #lang: Lang = 'en';

  static override styles = [
    boardStyles,
    helpStyles,
    css`
      :host {
        display: block;
        width: 100%;
        box-sizing: border-box;
        color: var(--_text);
        background: var(--ur-background, transparent);
        font-family: var(--_font);
      }
      :host([hidden]) {
        display: none;
      }
      .widget {
        display: grid;
        gap: 0.5rem;
      }
      .players {
        display: flex;
        justify-content: space-between;
        gap: 0.5rem;
        font-weight: 600;
        flex-wrap: wrap;
      }
      .player {
        display: inline-flex;
        align-items: center;
        gap: 0.4rem;
      }
      .player::before {
        content: '';
        width: 0.9em;
        height: 0.9em;
        border-radius: 50%;
        border: 1px solid currentColor;
        background: var(--_light);
      }
      .player.dark::before {
        background: var(--_dark);
      }
      .player.acting {
        text-decoration: underline;
        text-decoration-color: var(--_hl);
        text-decoration-thickness: 3px;
        text-underline-offset: 4px;
      }
      .status {
        margin: 0;
        min-height: 1.5em;
      }
      .controls {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.5rem;
      }
      .spacer {
        flex: 1;
      }
      button {
        font: inherit;
        color: var(--_text);
        background: var(--_tile);
        border: 2px solid var(--_tile-border);
        border-radius: var(--_radius);
        padding: 0.4rem 0.9rem;
        cursor: pointer;
        min-height: 2.5rem;
      }
      button:disabled,
      button[aria-disabled='true'] {
        cursor: default;
        opacity: 0.55;
      }
      button:focus-visible {
        outline: 3px solid var(--_focus);
        outline-offset: 2px;
      }
      .throw {
        font-weight: 700;
        background: var(--_hl);
        color: #1d1a17;
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
      .panel {
        border: 2px solid var(--_tile-border);
        border-radius: var(--_radius);
        padding: 0.75rem 1rem;
        background: var(--ur-background, transparent);
      }
      .game-over h2 {
        margin: 0 0 0.25rem;
        font-size: 1.25rem;
      }
      .game-over p {
        margin: 0.25rem 0 0.5rem;
      }
      .help-panel {
        position: relative;
        max-height: 70vh;
        overflow: auto;
      }
      .help-panel .close {
        float: right;
      }
      .visually-hidden {
        position: absolute;
        width: 1px;
        height: 1px;
        margin: -1px;
        padding: 0;
        overflow: hidden;
        clip: rect(0 0 0 0);
        white-space: nowrap;
        border: 0;
      }
    `,
  ];

  // ---- Public API -------------------------------------------------------------------------

  /** Starts a new game with the current attributes. */
  newGame(): void {
    this.#start(this.#readSetup());
  }

  /**
   * Throws the dice for the side to act, or, with `value`, takes a throw that happened elsewhere.
   * In a game with a remote side, acts only for a remote side on its turn; never for the computer.
   * Throws an error (and changes nothing) when refused, when no throw is due or the value is impossible.
   */
  roll(value?: number): RollResult {
    return this.#hostCall().roll(value, 'host');
  }

  /**
   * Makes a move: a Move from `legalMoves`, `{ from, to? }` or a string like `A4-A2`. Acts for the
   * side to act as `roll` does; a Move labelled with another `player` is refused. An illegal move
   * throws and changes nothing.
   */
  move(move: MoveInput): MoveResult {
    const controller = this.#hostCall();
    const labelled = move && typeof move === 'object' && 'player' in move ? (move as { player: unknown }).player : undefined;
    const turn = controller.game.turn;
    if (labelled !== undefined && labelled !== turn) throw new Error(`<royal-ur>: a move for ${String(labelled)}, but ${turn} is to move`);
    return controller.move(move, 'host');
  }

  /** Declines an open eyes bonus (bell), for the side to act as `roll` does. */
  decline(): TurnInfo {
    return this.#hostCall().decline('host');
  }

  /** Starts the next game of an unfinished bell match, for the loser as `roll` does. */
  nextGame(): TurnInfo {
    return this.#hostCall().nextGame('host');
  }

  /**
   * Applies an action of a shared game record by its index (online play): `{ index, action }` as
   * carried by `ur-action`. The same action again is a harmless `duplicate`; an index past the next
   * is `out-of-step` (resync with `loadRecord`); another action at a played index is a `conflict`;
   * an action for a side played here is `refused`, except a throw when the host throws the dice.
   * Never throws; a refusal changes nothing.
   */
  applyAction(action: { index: number; action: string }): ApplyResult {
    return this.#game().applyAction(action);
  }

  /** Takes back the last action (against the computer: back to your last action). Throws if there is none, or in a game with a remote side. */
  undo(): void {
    this.#game().undo();
  }

  /** The legal moves of the side to act (empty unless a move is awaited). */
  get legalMoves(): Move[] {
    return this.#game().game.legalMoves();
  }

  /** The current position. */
  get position(): Position {
    return this.#game().game.position();
  }

  /** The game record (replayable); setting it loads a record, and a corrupt one throws and keeps the current game. */
  get record(): GameRecord {
    return this.#game().game.toJSON();
  }

  set record(record: GameRecord) {
    const result = this.loadRecord(record);
    if (!result.ok) throw new Error(`<royal-ur>: ${result.error}`);
  }

  /**
   * Loads a game record (object or JSON text); a corrupt one is rejected and the current game
   * kept, and so is an earlier point of the current game unless `force` is set. A later point or
   * a different game loads.
   */
  loadRecord(record: GameRecord | string, options: { force?: boolean } = {}): Validation {
    const controller = this.#game();
    const result = controller.load(record, options?.force === true);
    // The loaded game stays until an attribute that decides the rules changes.
    if (result.ok) this.#setupKey = setupKey(this.#readSetup());
    return result;
  }

  // ---- Lifecycle ---------------------------------------------------------------------------

  override connectedCallback(): void {
    super.connectedCallback();
    // The page's language may differ where the element is now.
    this.requestUpdate();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    const warn = (message: string) => this.#warn(message);
    this.#lang = parseLang(this.langAttribute, pageLang(this), warn);
    this.#controller.configure({
      sides: { light: parseSide('light', this.light, warn), dark: parseSide('dark', this.dark, warn) },
      levels: {
        light: parseLevel('light', this.lightLevel, this.level, warn),
        dark: parseLevel('dark', this.darkLevel, this.level, warn),
      },
      animationMs: parseAnimation(this.animationDuration, warn),
      hints: this.hints,
      perfectTable: this.perfectTable || null,
    });
    if (!this.#controller.hasGame || SETUP_PROPERTIES.some((name) => changed.has(name))) {
      const setup = this.#readSetup();
      if (setupKey(setup) !== this.#setupKey) this.#start(setup);
    }
  }

  // ---- Rendering ---------------------------------------------------------------------------

  protected override render(): TemplateResult {
    const controller = this.#controller;
    const game = controller.game;
    const t = uiStrings(this.#lang);
    const position = game.position();
    const humanToAct = controller.humanToAct;
    const phase = game.phase;
    const canThrow = humanToAct && (phase === 'throw' || phase === 'throw-off');
    const moves = humanToAct ? game.legalMoves() : [];
    const thrown = game.lastThrow;
    const match = game.match;
    return html`
      <div class="widget" role="group" aria-label=${t.gameLabel} lang=${this.#lang}>
        <div class="players">
          ${(['light', 'dark'] as const).map(
            (player) =>
              html`<span class="player ${player} ${phase !== 'over' && game.turn === player ? 'acting' : ''}"
                >${this.#name(player, t)}${match ? html` · ${match.scores[player]}` : nothing}</span
              >`,
          )}
        </div>
        <p class="status" part="status">${this.#statusText(t)}</p>
        ${renderBoard(
          {
            rules: game.rules,
            position,
            moves,
            selected: null,
            flipped: this.flipped,
            lastMove: controller.lastMove,
            animationMs: controller.animationMs,
            strings: BOARD_STRINGS[this.#lang],
          },
          { select: (source) => this.#play({ from: source }), moveTo: (target, from) => this.#playTo(target, from, moves) },
        )}
        <div class="controls" part="controls">
          ${renderDice(thrown && { value: thrown.value, dice: thrown.dice, diceName: game.rules.dice }, BOARD_STRINGS[this.#lang], game.rules.dice)}
          <button class="throw" part="roll-button" aria-disabled=${canThrow ? 'false' : 'true'} @click=${this.#humanRoll}>
            ${t.throwDice}
          </button>
          ${humanToAct && phase === 'eyes' ? html`<button class="decline" @click=${this.#humanDecline}>${t.decline}</button>` : nothing}
          <span class="spacer"></span>
          <button class="undo" ?disabled=${!this.#canUndo} @click=${this.#humanUndo}>${t.undo}</button>
          <button class="new-game" @click=${this.newGame}>${t.newGame}</button>
          <button class="help-button" part="help-button" aria-expanded=${this.helpOpen ? 'true' : 'false'} @click=${this.#toggleHelp}>
            ${t.help}
          </button>
        </div>
        ${this.#renderHint(t)} ${phase === 'over' ? this.#renderGameOver(t) : nothing} ${this.helpOpen ? this.#renderHelpPanel(t) : nothing}
        <div class="visually-hidden" role="status" aria-live="polite">${this.#statusText(t)}</div>
      </div>
    `;
  }

  #renderHint(t: UiStrings): TemplateResult | typeof nothing {
    const hint = this.#controller.hint;
    if (!this.hints || !hint) return nothing;
    const percent = Math.round(hint.winChance * 100);
    const chance = t.winChance(this.#name(hint.player, t), percent);
    return html`<div class="hint" part="hint">
      <span>${hint.move === null ? t.bestDecline : t.bestMove(hint.move)} · ${chance}</span>
      <div class="bar" aria-hidden="true"><div style="width: ${percent}%"></div></div>
    </div>`;
  }

  #renderGameOver(t: UiStrings): TemplateResult {
    const game = this.#controller.game;
    const winner = game.winner!;
    const match = game.match;
    const name = this.#name(winner, t);
    const last = match?.games[match.games.length - 1];
    const loser = opponent(winner);
    const sides = this.#controller.sides;
    // The loser starts the next game: a person here, or a person playing against the computer.
    const offerNext = !!match && !match.winner && (sides[loser] === 'human' || (sides[loser] === 'computer' && sides[winner] === 'human'));
    return html`<section class="panel game-over" part="game-over" aria-labelledby="game-over-title">
      <h2 id="game-over-title">${match?.winner ? t.winsMatch(this.#name(match.winner, t)) : t.wins(name)}</h2>
      ${last ? html`<p>${t.points(name, last.points)} · ${this.#name('light', t)} ${match!.scores.light} – ${match!.scores.dark} ${this.#name('dark', t)} (${t.matchTo(match!.target)})</p>` : nothing}
      ${offerNext
        ? html`<button class="next-game" @click=${this.#humanNextGame}>${t.nextGame}</button>`
        : nothing}
      <button class="new-game" @click=${this.newGame}>${t.newGame}</button>
    </section>`;
  }

  #renderHelpPanel(t: UiStrings): TemplateResult {
    return html`<div class="panel help-panel" part="help-panel" role="dialog" aria-label=${t.help} @keydown=${this.#helpKey}>
      <button class="close" @click=${this.#toggleHelp}>${t.closeHelp}</button>
      ${renderHelp(this.#controller.game.rules, this.#lang)}
    </div>`;
  }

  /** Whose action is awaited, after what just happened. */
  #statusText(t: UiStrings): string {
    const news = this.#newsText(t);
    const turn = this.#turnText(t);
    return [news, turn].filter(Boolean).join('. ');
  }

  #newsText(t: UiStrings): string {
    const news: News | null = this.#controller.news;
    if (!news) return '';
    switch (news.kind) {
      case 'new-game':
        return t.started;
      case 'load':
        return t.loaded;
      case 'undo':
        return t.undone;
      case 'declined':
        return t.declined(this.#name(news.player, t));
      case 'roll': {
        const name = this.#name(news.player, t);
        if (news.outcome === 'zero') return t.zero(name);
        if (news.outcome === 'no-move') return t.noMove(name, news.value);
        if (news.outcome === 'throw-off' && news.turn.phase === 'throw') return `${t.threw(name, news.value)}. ${t.starts(this.#name(news.turn.player, t))}`;
        return t.threw(name, news.value);
      }
      case 'move': {
        const { move } = news;
        const parts = [t.moved(this.#name(news.player, t), move.notation)];
        if (move.capture) parts.push(t.captured(move.capture));
        if (move.extraTurn) parts.push(t.extraTurn);
        return parts.join(', ');
      }
      case 'game-end': {
        const name = this.#name(news.winner, t);
        const parts = [news.matchWinner ? t.winsMatch(this.#name(news.matchWinner, t)) : t.wins(name)];
        if (news.score !== null) parts.push(t.points(name, news.score));
        return parts.join(' ');
      }
    }
  }

  #turnText(t: UiStrings): string {
    const controller = this.#controller;
    const game = controller.game;
    const connection = this.connectionState && t.connection[this.connectionState];
    if (connection) return connection(this.#name(this.#remoteSide ?? game.turn, t));
    if (game.phase === 'over') return '';
    const name = this.#name(game.turn, t);
    const side = controller.sides[game.turn];
    if (side === 'computer' && controller.thinking) return t.thinking(name);
    if (side === 'remote') return t.waiting(name);
    switch (game.phase) {
      case 'throw-off':
        return t.toThrowOff(name);
      case 'move':
        return t.toMove(name, game.pendingRoll!);
      case 'eyes':
        return t.eyesChoice(name);
      default:
        return t.toThrow(name);
    }
  }

  /** A player's name: the `*-name` attribute as plain text, else the default in the language. */
  #name(player: Player, t: UiStrings): string {
    const given = player === 'light' ? this.lightName : this.darkName;
    return (given === null || given === undefined ? '' : String(given).trim()) || t[player];
  }

  // ---- People's actions --------------------------------------------------------------------

  #humanRoll = (): void => {
    const controller = this.#controller;
    const phase = controller.game.phase;
    if (!controller.humanToAct || (phase !== 'throw' && phase !== 'throw-off')) return;
    if (controller.throwForLocalSide()) void this.#focusNext();
  };

  #humanDecline = (): void => {
    if (!this.#controller.humanToAct) return;
    this.#controller.decline();
    void this.#focusNext();
  };

  #humanUndo = (): void => {
    if (this.#canUndo) this.#controller.undo();
  };

  #humanNextGame = (): void => {
    this.#controller.nextGame();
    void this.#focusNext();
  };

  /** A click or key on a piece: each piece has exactly one move, so choosing it makes it. */
  #play(input: { from: string }): void {
    const controller = this.#controller;
    if (!controller.humanToAct || !controller.game.validateMove(input).ok) return;
    controller.move(input);
    void this.#focusNext();
  }

  /** A click or key on a highlighted destination. */
  #playTo(target: string, from: string | undefined, moves: Move[]): void {
    const reaches = (candidate: Move) => candidate.to === target || candidate.landings.includes(target as Move['to']);
    const move = moves.find((candidate) => (from === undefined || candidate.from === from) && reaches(candidate));
    if (!move || !this.#controller.humanToAct) return;
    this.#controller.move(move);
    void this.#focusNext();
  }

  /**
   * Keeps keyboard play flowing after a person's action: focus goes to the board when a move is
   * awaited, to the game-over panel when the game ends, else to the throw button (which stays
   * focusable while it is not this side's turn).
   */
  async #focusNext(): Promise<void> {
    await this.updateComplete;
    const root = this.renderRoot as ShadowRoot;
    const phase = this.#controller.game.phase;
    const moving = this.#controller.humanToAct && (phase === 'move' || phase === 'eyes');
    const target =
      (phase === 'over' && root.querySelector<HTMLElement>('[part="game-over"] button')) ||
      (moving && root.querySelector<HTMLElement | SVGElement>('svg [tabindex="0"]')) ||
      root.querySelector<HTMLElement>('[part="roll-button"]');
    target?.focus();
  }

  /** The one remote side, when there is exactly one: the opponent of an online game. */
  get #remoteSide(): Player | null {
    const { sides } = this.#controller;
    if (sides.light === 'remote' && sides.dark !== 'remote') return 'light';
    if (sides.dark === 'remote' && sides.light !== 'remote') return 'dark';
    return null;
  }

  /** Undo is offered when someone at this device has something to take back and no remote player is in the game. */
  get #canUndo(): boolean {
    const { sides, game } = this.#controller;
    const human = sides.light === 'human' || sides.dark === 'human';
    return !this.#controller.hasRemote && human && game.canUndo;
  }

  #toggleHelp = async (): Promise<void> => {
    this.helpOpen = !this.helpOpen;
    await this.updateComplete;
    const target = this.renderRoot.querySelector<HTMLElement>(this.helpOpen ? '.help-panel .close' : '.help-button');
    target?.focus();
  };

  #helpKey = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      void this.#toggleHelp();
    }
  };

  // ---- Internals ---------------------------------------------------------------------------

  /** The controller with a game in it (created from the attributes on first use). */
  /** The controller, once the host may act for the side to act (else a clear error). */
  #hostCall(): GameController {
    const controller = this.#game();
    const refusal = controller.hostRefusal();
    if (refusal !== null) throw new Error(`<royal-ur>: ${refusal}`);
    return controller;
  }

  #game(): GameController {
    if (!this.#controller.hasGame) this.#start(this.#readSetup());
    return this.#controller;
  }

  #start(setup: GameSetup): void {
    this.#setupKey = setupKey(setup);
    this.#controller.start(setup);
  }

  #readSetup(): GameSetup {
    const raw: RawAttributes = {
      variant: this.variant,
      pieces: this.pieces,
      dice: this.dice,
      exactExit: this.exactExit,
      captures: this.captures,
      safeRosettes: this.safeRosettes,
      rosettesExtraTurn: this.rosettesExtraTurn,
      capturesExtraTurn: this.capturesExtraTurn,
      firstPlayer: this.firstPlayer,
      targetScore: this.targetScore,
      seed: this.seed,
      hostDice: this.hostDice,
    };
    return gameSetup(raw, (message) => this.#warn(message));
  }

  #warn(message: string): void {
    if (this.#warned.has(message)) return;
    this.#warned.add(message);
    console.warn(message);
  }
}

const opponent = (player: Player): Player => (player === 'light' ? 'dark' : 'light');

function setupKey(setup: GameSetup): string {
  return JSON.stringify([setup.variant, setup.rules, setup.seed ?? null]);
}


import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import {
  PRESETS,
  type GameEnd,
  type GameRecord,
  type Move,
  type MoveInput,
  type MoveResult,
  type Player,
  type Position,
  type ThrowResult,
  type TurnInfo,
  type Validation,
} from '../engine/index.js';
import {
  ATTRIBUTES,
  gameSetup,
  readAttributes,
  VERTICAL_BELOW_PX,
  type AttributeValues,
  type GameSetup,
  type RawAttributes,
} from './attributes.js';
import { needsTileArt, renderBoard } from './board/board.js';
import { GameController, type ApplyResult } from './players/controller.js';
import { idleDice } from './controls/die.js';
import { directionOf, translation } from './i18n/lang.js';
import { fetchPart, PartLoader, parts, type Part } from './parts.js';
import type { ViewPart } from './view-setup.js';
import type { OnlineProperties, RoyalUrApi } from './api.js';
import type { Lang, Translation } from './i18n/types.js';
import type { ConnectionState } from '../protocol/index.js';
import { connectionClosed, statusLine } from './controls/status-line.js';
import { boardStyles, elementStyles } from './styles.js';
import type { ByteSource } from '../ai/tables/table-reader.js';

/** Properties whose attributes decide the rules or the dice: changing one starts a new game. */
const SETUP_PROPERTIES = ATTRIBUTES.filter((entry) => entry.effect === 'setup').map((entry) => entry.property);

/** Lit's declarations of the attribute-backed properties (their accessors are the element's own, below). */
const ATTRIBUTE_DECLARATIONS = Object.fromEntries(
  ATTRIBUTES.map((entry) => [
    entry.property,
    // Every set is an update: a new wrong value must warn even if it falls back to the same default.
    {
      attribute: entry.attribute,
      noAccessor: true,
      hasChanged: () => true,
      ...('flag' in entry ? { type: Boolean, reflect: true } : {}),
    },
  ]),
);

const ignore = () => {};
/** The record reader (players/records.ts): fetched by the methods that load a record (`loadRecord`), never drawn. */
let recordReader: Promise<typeof import('./players/records.js')> | undefined;

// The attribute-backed properties, typed by the table: numbers as numbers, booleans as booleans.
export interface RoyalUrElement extends AttributeValues {}

/**
 * `<royal-ur>`: the Royal Game of Ur, playable, on any page. Configure it with attributes
 * (rules, who plays each side), listen to `ur-*` events, drive remote sides with methods.
 *
 * Every attribute, its typed property and its docs come from the table in attributes.ts
 * (`ATTRIBUTES`). A game the element starts by itself (on first connection, or when an attribute
 * that decides the rules or the dice changes) announces itself with `ur-new-game` and `ur-turn`
 * right after the update that renders it; `newGame()` and every action fire their events at once.
 *
 * @summary The Royal Game of Ur as an embeddable web component.
 * @tagname royal-ur
 *
 * @csspart board - The SVG board.
 * @csspart tile - Each tile.
 * @csspart piece - Each piece.
 * @csspart reserve - The pieces not yet entered, per side.
 * @csspart home - The pieces borne off, per side.
 * @csspart dice - The dice as they fell.
 * @csspart die - One die.
 * @csspart throw-button - The throw button.
 * @csspart status - The status line (whose turn, what just happened).
 * @csspart controls - The row of buttons.
 * @csspart game-over - The panel shown when a game ends (winner, score, new game).
 * @csspart rematch-button - Online: the game-over panel's button that asks for (or accepts) a rematch.
 * @csspart help-button - The button that opens the rules.
 * @csspart help-panel - The rules panel.
 * @csspart hint - The best move and win-chance bar (`hints`).
 * @csspart move-list - The list of moves (`move-list`): one item per turn, its throws and moves.
 *
 * @cssstate horizontal - The board is laid out left to right (`orientation`, or `auto` on a wide element).
 * @cssstate vertical - The board is laid out top to bottom, the controls beside it at the bottom (`orientation`, or `auto` on a narrow element).
 */
export class RoyalUrElement extends LitElement implements RoyalUrApi, OnlineProperties {
  // Declared here rather than with Lit's decorators, whose helpers would add to the page's first download.
  static override properties = {
    ...ATTRIBUTE_DECLARATIONS,
    connectionState: { attribute: false },
    rematch: { attribute: false },
    claim: { attribute: false },
    viewer: { attribute: false },
    online: { attribute: false },
    helpOpen: { state: true },
    reviewing: { state: true },
    opened: { state: true },
    narrow: { state: true },
  };

  static {
    // One accessor per attribute: it keeps what was given (attribute text or any value) and reads
    // back the typed value; a wrong one reads as the default and warns once, in `willUpdate`.
    for (const entry of ATTRIBUTES) {
      Object.defineProperty(this.prototype, entry.property, {
        configurable: true,
        enumerable: true,
        get(this: RoyalUrElement) {
          return entry.parse(this.#raw[entry.property], ignore);
        },
        set(this: RoyalUrElement, value: unknown) {
          const old = this[entry.property];
          this.#raw[entry.property] = value;
          this.requestUpdate(entry.property, old);
        },
      });
    }
  }

  /** The state of an online connection, shown on the status line (set by `royal-ur/online`); null: none. */
  connectionState: ConnectionState | null = null;

  /**
   * Online, at a game's end (set by `royal-ur/online`): `available` offers a Rematch button (it
   * fires `ur-rematch`), `waiting` says the opponent has yet to accept this side's offer,
   * `offered` says the opponent wants one and offers to accept; null: no rematch here.
   */
  rematch: 'available' | 'waiting' | 'offered' | null = null;

  /**
   * Online, the opponent gone (set by `royal-ur/online`): when (`Date.now()` time) the win may be
   * claimed. Until then the board counts down; from then on it offers Claim the win (it fires
   * `ur-claim`) and Wait for them. Null: nothing to claim.
   */
  claim: number | null = null;

  /**
   * The connector that plays this board's remote sides (set by it: `'royal-ur/online'`): while set,
   * `throwDice`, `move`, `decline` and `nextGame` refuse to act for a remote side, whose actions
   * come only from the connector (`applyAction`). Null: the host page acts for them.
   */
  connector: string | null = null;

  /**
   * Whose board this is (set by `royal-ur/online`): `light` or `dark`, the seat of the person
   * looking at it, whose side is called "You" and spoken to ("Your throw", "You win!"); `none`.
   */
  viewer: Player | 'none' = 'none';

  /**
   * A page's way to play online (for example `quickMatch`, royal-ur/online): the start screen then
   * offers online play and calls it with the colour asked for; when it returns a promise that
   * resolves with null or fails (no game came of it), the screen comes back saying so. Null: not offered.
   */
  online: ((choice: { colour: Player | 'random' }) => unknown) | null = null;

  /** The rules panel is open. */
  private helpOpen = false;
  /** The review view is open: on a record, or on the URL of one (`review-src`). */
  private reviewing: {
    record: GameRecord | null;
    src: string | null;
    focus: boolean;
    table?: string | ByteSource;
  } | null = null;

  /**
   * A view open in place of the game: the puzzle on `daily` or an id (`puzzle`, or the Puzzle
   * button), or the lessons (`mode="learn"`, or the Learn button).
   */
  private opened: { part: ViewPart; spec: string; focus: boolean } | null = null;

  /** The element itself is narrower than VERTICAL_BELOW_PX (what `orientation="auto"` goes by). */
  private narrow = false;

  /** Each attribute-backed property as given: attribute text, or whatever it was set to. */
  readonly #raw: RawAttributes = {};
  /** The game and the players. */
  readonly #controller = new GameController(
    this,
    () => this.#parts.near,
    // The record reader, fetched once: a record loaded later is read within the task that loads it.
    () => (recordReader ??= import('./players/records.js')),
  );
  /**
   * The start screen (shell/start-screen.ts): `new` until the first update that may show it; `asking`
   * while it may be shown (only while the game has no action: play begun, or a game loaded, without a
   * choice means two people here); `chosen` once its choice (or the one remembered) set the players;
   * `done` when the page fixes them, or nobody can ask.
   */
  #setup: 'new' | 'asking' | 'chosen' | 'done' = 'new';
  /** The setup the current game was started (or loaded) under; a different one starts a new game. */
  #setupKey: string | null = null;
  /** Warnings already logged, so a bad value is reported once. */
  readonly #warned = new Set<string>();
  /** The words and parts the next drawing needs, and the language it speaks. */
  readonly #parts = new PartLoader(
    this,
    () => this.#partsShown(),
    (message) => this.#warn(message),
  );
  /** Throws seen so far: each names its dice's tumble. */
  #throws = 0;
  /** Shows the layout in use as a CSS state (`:state(vertical)`). */
  readonly #internals = this.attachInternals();
  /**
   * Watches the element's own width, for `orientation="auto"`, on a zero-height sizer as wide as the
   * widget: its size never changes with the layout, so switching layout never re-triggers it.
   * Made with the first drawing in a browser, never on a server (royal-ur/ssr), which has none.
   */
  #resize?: ResizeObserver;
  /** The sizer is being watched. */
  #watching = false;

  constructor() {
    super();
    this.addEventListener('ur-throw', () => this.#throws++);
    // Each of these may sound (the settings part, loaded with `sound`, decides).
    for (const type of ['ur-throw', 'ur-move', 'ur-game-end'])
      this.addEventListener(type, (event) => parts.settings?.soundOf(this, event));
    this.addEventListener('ur-turn', (event) => {
      // Whoever made the last action, a person playing here keeps the keyboard in the game: at its
      // end (the game-over panel), and when handed bell's eyes bonus (the board).
      if (/over|eyes/.test((event as CustomEvent<TurnInfo>).detail.phase) && this.matches(':focus-within'))
        void this.#focusNext();
    });
    // A game ended by the room (online) or the host keeps the keyboard too.
    this.addEventListener('ur-game-end', () => this.matches(':focus-within') && void this.#focusNext());
  }

  static override styles = [boardStyles, elementStyles];

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
  throwDice(value?: number): ThrowResult {
    return this.#hostCall().throwDice(value, 'host');
  }

  /**
   * Makes a move: a Move from `legalMoves`, `{ from, to? }` or a string like `A4-A2`. Acts for the
   * side to act as `throwDice` does; a Move labelled with another `player` is refused. An illegal move
   * throws and changes nothing.
   */
  move(move: MoveInput): MoveResult {
    const controller = this.#hostCall();
    const labelled =
      move && typeof move === 'object' && 'player' in move ? (move as { player: unknown }).player : undefined;
    const turn = controller.game.turn;
    if (labelled !== undefined && labelled !== turn)
      throw new Error(`<royal-ur>: a move for ${String(labelled)}, but ${turn} is to move`);
    return controller.move(move, 'host');
  }

  /** Declines an open eyes bonus (bell), for the side to act as `throwDice` does. */
  decline(): TurnInfo {
    return this.#hostCall().decline('host');
  }

  /** Starts the next game of an unfinished bell match, for the loser as `throwDice` does. */
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

  /**
   * Resolves once the board is quiet: the computer has played as far as it can (it waits for a
   * person or the host, for a `loading="lazy"` board to come near the viewport, or the game is
   * over) and no hint is being worked out. Between two computers this is the end of the game.
   */
  settled(): Promise<void> {
    return this.#controller.settled();
  }

  /**
   * Resigns for the side played here (with two people here, the side to act): the other side wins
   * (bell: the match). With a remote side the room decides: `ur-end-request` asks the host and
   * null is returned. Throws if nobody plays here or the game is over.
   */
  resign(): GameEnd | null {
    return this.#game().endByPerson('resigned');
  }

  /**
   * Calls the game off while a side has yet to make its first move: no winner, no result. With a
   * remote side, asks the host as `resign` does. Throws if nobody plays here, the game is over or
   * both sides have moved.
   */
  abort(): GameEnd | null {
    return this.#game().endByPerson('aborted');
  }

  /**
   * Ends the game as the host says (online: as the room decided): `{ reason: 'resigned' |
   * 'abandoned', by }` (the other side wins) or `{ reason: 'aborted' }`. Fires `ur-game-end`.
   * Throws a clear error when the game may not end so (over already, or too late to abort).
   */
  endGame(end: { reason: 'resigned' | 'abandoned' | 'aborted'; by?: Player }): GameEnd {
    return this.#game().endGame(end);
  }

  /**
   * Games won on this board by the person on each side now, since the people last changed: the
   * running score across new games and rematches, kept by each person when seats swap (the person
   * here, a computer at its level, a named player).
   */
  get tally(): Record<Player, number> {
    return { ...this.#controller.tally };
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

  /**
   * The game record (replayable), with the running score (`tally`) once anyone has won a game.
   * Setting it starts loading the record as `loadRecord` does; a corrupt one keeps the current game
   * and is reported by a console warning, as a bad attribute is.
   */
  get record(): GameRecord {
    return this.#game().record;
  }

  set record(record: GameRecord) {
    void this.loadRecord(record).then((result) => {
      if (!result.ok) this.#warn(`<royal-ur>: ${result.error}`);
    });
  }

  /**
   * Loads a game record (object or JSON text), once the record reader is fetched (the first load
   * goes without it); resolves with `{ ok: true }`, or `{ ok: false, error }` for a corrupt record,
   * which keeps the current game, as does an earlier point of the current game unless `force` is
   * set. A later point or a different game loads; a record's `tally` becomes the running score.
   */
  async loadRecord(record: GameRecord | string, options: { force?: boolean } = {}): Promise<Validation> {
    // Sides set since the last update count already (`#game`): a record loaded into a game with a remote side is the room's (no news).
    const controller = this.#game();
    const result = await controller.load(record, options?.force === true);
    // The loaded game stays until an attribute that decides the rules changes.
    if (result.ok) this.#setupKey = setupKey(this.#readSetup());
    return result;
  }

  /**
   * Opens a game record (object or JSON text; by default the current game) in the review view:
   * the judge, each player's accuracy and moves by category, the win-chance graph, the key moves,
   * step controls (src/element/review/). For a bell match, its current game is reviewed. Resolves
   * with `{ ok: true }` once the record is read and the view opens (the review's part is fetched
   * first: it reads the record, and its worker starts loading meanwhile; the view opens once that
   * worker has the analysis, at most 250 ms after the record is read; of two calls in flight, the
   * later one's record is shown), or with `{ ok: false, error }` for a corrupt record, and nothing changes. `options.table`: an exact
   * solution table to judge by, as a URL or a source of its bytes (default: `perfect-table`).
   */
  async review(record?: GameRecord | string, options: { table?: string | ByteSource } = {}): Promise<Validation> {
    // The current game as it is now, not as it may be once the part arrives.
    const input = record === undefined ? this.record : record;
    const { startReview } = await fetchPart('review');
    let opening: ReturnType<typeof startReview>;
    try {
      // Its analysis starts now, ahead of the view, judged by the table the view gets (review-stream.ts).
      opening = startReview(input, options?.table ?? this.perfectTable, this);
    } catch (error) {
      return { ok: false, error: `<royal-ur>: cannot review: ${(error as Error).message}` };
    }
    const read = await opening;
    if (read) {
      this.reviewing = { record: read, src: null, focus: false, table: options?.table };
      this.helpOpen = false;
    }
    return { ok: true };
  }

  /** Closes the review, the puzzle view or the lessons, the keyboard back on the button that opened it. */
  #closeView = async (): Promise<void> => {
    const opener = `.${this.opened?.part ?? 'review'}-button`;
    this.reviewing = this.opened = null;
    await this.updateComplete;
    const root = this.renderRoot;
    (root.querySelector<HTMLElement>(opener) ?? root.querySelector<HTMLElement>('[part="throw-button"]'))?.focus();
  };

  // ---- Lifecycle ---------------------------------------------------------------------------

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#resize?.disconnect();
    this.#watching = false;
  }

  /** Before drawing, fetches what the drawing needs that is not in the first load (parts.ts). */
  protected override async scheduleUpdate(): Promise<void> {
    const loading = this.#parts.load();
    if (loading) await loading;
    super.scheduleUpdate();
  }

  /**
   * The parts the next drawing shows. It runs before `willUpdate`, which may start a game from the
   * attributes: such a game has no winner nor hint yet, and its tiles are its variant's.
   */
  #partsShown(): Record<Part, unknown> {
    const controller = this.#controller;
    const game = controller.hasGame ? controller.game : null;
    const { opened } = this;
    const playing = this.reviewing || opened ? null : game;
    return {
      // `review-src` opens the review in `willUpdate`, after this.
      review: this.reviewing || this.reviewSrc,
      // `puzzle` opens the view in `willUpdate`, after this.
      puzzle: opened?.part === 'puzzle' || this.puzzle,
      // `mode` opens the lessons in `willUpdate`, after this.
      learn: opened?.part === 'learn' || this.mode === 'learn',
      help: this.helpOpen,
      connection: this.connectionState,
      // The game view, drawn with its names from the first drawing on (before `willUpdate` starts a game).
      names: !(this.reviewing || opened),
      start: this.#setup === 'asking' || (this.#setup === 'new' && this.#fixesNothing),
      gameOver: playing && (playing.winner || playing.ending),
      endControls: playing && (this.#endOffer || this.claim !== null),
      hint: playing && this.hints && controller.hint,
      moveList: playing && this.moveList,
      settings: this.sound || this.light === 'computer' || this.dark === 'computer',
      tileArt: needsTileArt(PRESETS[this.variant]) || (game && needsTileArt(game.rules)),
      hydrate: this.#drawnOnServer(),
      moveLayer: playing && (playing.lastThrow || controller.lastMove || controller.humanMoves.length > 0),
    };
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // A board far from the viewport (`loading="lazy"`) decides once it comes near, with its part.
    if (this.#setup === 'new' && (this.#parts.near || !this.#fixesNothing))
      this.#setup =
        !this.#fixesNothing || !parts.start ? 'done' : parts.start.applyRemembered(this) ? 'chosen' : 'asking';
    const values = this.#configure();
    // Online, a room gone for good: New game gives the board back to the page.
    this.#controller.roomGone = this.connectionState === 'game-gone';
    if (changed.has('reviewSrc') && values.reviewSrc)
      this.reviewing = { record: null, src: values.reviewSrc, focus: false };
    // The lessons alone (`mode="learn"`) come before a puzzle.
    if (changed.has('puzzle') || changed.has('mode'))
      this.opened =
        values.mode === 'learn'
          ? { part: 'learn', spec: '', focus: false }
          : values.puzzle
            ? { part: 'puzzle', spec: values.puzzle, focus: false }
            : null;
    if (!this.#controller.hasGame || SETUP_PROPERTIES.some((name) => changed.has(name))) {
      const setup = this.#readSetup();
      // Announced in `updated`, once the new game is drawn: no event fires from inside an update.
      if (setupKey(setup) !== this.#setupKey) this.#start(setup, false);
    }
  }

  /** Hands the players' attributes to the controller; the attributes read. */
  #configure(): AttributeValues {
    const values = readAttributes(this.#raw, (message) => this.#warn(message));
    this.#controller.configure({
      sides: { light: values.light, dark: values.dark },
      levels: { light: values.lightLevel ?? values.level, dark: values.darkLevel ?? values.level },
      people: parts.names?.peopleOf(values, parts.names.here(this)),
      animationMs: values.animationDuration,
      pace: parts.settings?.chosenPace() ?? values.pace,
      playForced: values.playForced,
      hints: values.hints,
      perfectTable: values.perfectTable,
    });
    return values;
  }

  /**
   * The page fixes no players (an online connector sets both sides), and nothing else implies them:
   * the start screen asks. Not on a board drawn on the server, whose first drawing is adopted as it is.
   */
  get #fixesNothing(): boolean {
    const raw = this.#raw;
    return (
      raw.light === undefined &&
      raw.dark === undefined &&
      this.mode === 'play' &&
      !this.puzzle &&
      !this.reviewSrc &&
      !this.#drawnOnServer()
    );
  }

  /** Before its first update, the element's shadow root holds a drawing made on the server (royal-ur/ssr). */
  #drawnOnServer(): boolean {
    return !this.hasUpdated && !!this.shadowRoot?.querySelector('.sizer');
  }

  /**
   * The first update of a board drawn on the server adopts that drawing (Lit's hydration) instead of
   * drawing it again: the same nodes, focus kept, no shift. Without the hydration part (it could not
   * be fetched) the drawing is replaced.
   */
  protected override update(changed: PropertyValues<this>): void {
    if (!this.#drawnOnServer()) return super.update(changed);
    if (!parts.hydrate) {
      this.renderRoot.replaceChildren();
      // LitElement draws before the shadow root's first child as it found it: there is none now.
      (this.renderOptions as { renderBefore?: ChildNode | null }).renderBefore = null;
      return super.update(changed);
    }
    parts.hydrate.hydrateElement(this, this.render(), changed);
  }

  protected override updated(): void {
    if (!this.#watching) {
      this.#resize ??= new ResizeObserver(([entry]) => {
        // A hidden element measures 0: keep the layout it had.
        if (entry.contentRect.width > 0) this.narrow = entry.contentRect.width < VERTICAL_BELOW_PX;
      });
      this.#resize.observe(this.renderRoot.querySelector('.sizer')!);
      this.#watching = true;
    }
    const vertical = this.#vertical;
    this.#internals.states.delete(vertical ? 'horizontal' : 'vertical');
    this.#internals.states.add(vertical ? 'vertical' : 'horizontal');
    // The latest move in view (the step looked at keeps its place).
    const list = this.renderRoot.querySelector('.move-panel:not(.looking) > .move-list');
    if (list) list.scrollTop = list.scrollHeight;
    this.#controller.announce();
  }

  /**
   * Dark's side drawn at the bottom (on the left when vertical): `flipped`, or dark is the one
   * human side, so a person playing dark against the computer or a remote player sits near it.
   */
  get #flipped(): boolean {
    const { sides } = this.#controller;
    return this.flipped || (sides.dark === 'human' && sides.light !== 'human');
  }

  /** The language the element speaks (worked out by the loader, before each update; on a server, the `lang` attribute or English). */
  get #lang(): Lang {
    return this.#parts.lang ?? this.langAttribute ?? 'en';
  }

  /** The board is laid out top to bottom: asked for, or `auto` on a narrow element. */
  get #vertical(): boolean {
    return this.orientation === 'vertical' || (this.orientation === 'auto' && this.narrow);
  }

  // ---- Rendering ---------------------------------------------------------------------------

  protected override render(): TemplateResult {
    const words = translation(this.#lang);
    const you = this.#you;
    const t = you ? parts.names!.speakingTo(words, you) : words;
    // The sizer stays the same element whether the game or its review is shown.
    return html`<div class="sizer"></div>
      ${this.reviewing || this.opened ? this.#renderView(t) : this.#renderGame(t)}`;
  }

  /** The hint, game-over panel and move list come before the controls: drawn above them when vertical, so tabbed to first. */
  #renderGame(t: Translation): TemplateResult {
    const controller = this.#controller;
    const game = controller.game;
    const position = game.position();
    const match = game.match;
    const asking = this.#setup === 'asking' && !game.actionCount;
    // What a throw or a move did is said with the move layer, which play brings (status.ts).
    const status = (parts.moveLayer?.statusText ?? statusLine)(t, {
      news: controller.news,
      turn: game.turnInfo,
      winner: game.winner,
      side: controller.sides[game.turn],
      thinking: controller.thinking,
      connection: parts.connection?.connectionOf(this, controller.sides, this.#lang) ?? null,
      name: (player) => this.#name(player, t),
      ended: parts.gameOver?.endedText(game, t, this.#lang, (player) => this.#name(player, t)),
    });
    const over = game.winner || game.ending;
    const endOffer = this.#endOffer;
    return html`
      <div
        class="widget ${this.#vertical ? 'vertical' : 'horizontal'}${this.helpOpen ? ' help-open' : ''}${
          this.moveList ? ' with-moves' : ''
        }"
        role="group"
        aria-label=${t.gameLabel}
        lang=${this.#lang}
        dir=${directionOf(this.#lang)}
        ?inert=${asking}
      >
        ${parts.names?.renderPlayers(
          (player) => this.#name(player, t),
          // Online, a game nobody plays on any more has no turn.
          connectionClosed(this.connectionState) ? null : controller.acting,
          match,
          this.#lang,
        )}
        <p class="status" part="status">${parts.moveLayer?.keepMovesWhole(status) ?? status}</p>
        ${renderBoard(
          {
            layout: game.layout,
            position,
            moves: controller.humanMoves,
            flipped: this.#flipped,
            vertical: this.#vertical,
            lastMove: controller.lastMove,
            turnMoves: controller.turnMoves,
            animationMs: controller.animationMs,
            strings: t,
            lang: this.#lang,
            coordinates: this.coordinates,
            tileArt: parts.tileArt,
            moveLayer: parts.moveLayer,
            // An earlier position looked at in the move list.
            ...(this.moveList && parts.moveList?.lookedAt(this, game)),
          },
          { play: (move) => this.#play(move) },
        )}
        ${this.#renderHint(t)} ${over ? this.#renderGameOver(t) : nothing}
        ${this.moveList ? (parts.moveList?.renderGameMoves(game, this.#lang, t, (player) => this.#name(player, t), this) ?? nothing) : nothing}
        <div class="controls" part="controls">
          ${
            // The dice as they fell come with the move layer, which the first throw brings.
            parts.moveLayer?.drawGameDice(
              game,
              controller.news,
              t,
              (player) => this.#name(player, t),
              {
                key: String(this.#throws),
                ms: controller.animationMs,
                tumbleOnce: parts.moveLayer.tumbleOnce,
              },
              this.#lang,
            ) ?? idleDice(game.rules.dice)
          }
          ${
            controller.offerThrow
              ? html`<button
                  class="throw"
                  part="throw-button"
                  aria-disabled=${controller.canThrow ? 'false' : 'true'}
                  @click=${this.#humanThrow}
                >
                  ${t.throwDice}
                </button>`
              : nothing
          }
          ${controller.canDecline ? html`<button class="decline" @click=${this.#humanDecline}>${t.decline}</button>` : nothing}
          ${parts.endControls?.renderEndControls(this, this.#lang, endOffer, this.#humanEnd) ?? nothing}
          <span class="spacer"></span>
          ${
            controller.hasRemote
              ? nothing
              : html`<button class="undo" ?disabled=${!controller.canUndo} @click=${this.#humanUndo}>${t.undo}</button>`
          }
          ${controller.offerNewGame && !over ? html`<button class="new-game" @click=${this.newGame}>${t.newGame}</button>` : nothing}
          <span class="entries">
            <button
              class="help-button"
              part="help-button"
              aria-expanded=${this.helpOpen ? 'true' : 'false'}
              @click=${this.#toggleHelp}
            >
              ${t.help}
            </button>
            ${(['learn', 'puzzle'] as const).map(
              (part) => html`<button class="${part}-button" @click=${() => this.#open(part)}>${t[part]}</button>`,
            )}
            ${parts.settings?.renderSettings(this, this.#lang) ?? nothing}
          </span>
        </div>
        ${this.helpOpen ? this.#renderHelpPanel() : nothing}
        <div class="visually-hidden" role="status" aria-live="polite">${status}</div>
      </div>
      ${asking ? parts.start?.renderStart(this, this.#lang, () => (this.#setup = 'chosen'), this.#newOpponent) : nothing}
    `;
  }

  /**
   * A view shown in place of the game (the review, a puzzle, the lessons), once its part is loaded,
   * given what every such view needs.
   */
  #renderView(t: Translation): TemplateResult {
    const { reviewing, opened } = this;
    const setup = {
      rules: this.#controller.game.rules,
      language: this.#lang,
      names: { light: this.#name('light', t), dark: this.#name('dark', t) },
      flipped: this.#flipped,
      vertical: this.#vertical,
      host: this,
    };
    const close = this.#closeView;
    const view = reviewing
      ? parts.review?.renderReview({ ...setup, ...reviewing, table: reviewing.table ?? this.perfectTable, close })
      : // The lessons alone (`mode="learn"`) have no game to go back to.
        parts[opened!.part]?.renderView({ ...setup, ...opened!, close: this.mode === 'learn' ? null : close });
    return html`<div
      class="widget"
      role="group"
      aria-label=${t.gameLabel}
      lang=${this.#lang}
      dir=${directionOf(this.#lang)}
    >
      ${view ?? nothing}
    </div>`;
  }

  #open(part: ViewPart): void {
    this.helpOpen = false;
    this.opened = { part, spec: 'daily', focus: true };
  }

  #renderHint(t: Translation): TemplateResult | typeof nothing {
    const hint = this.#controller.hint;
    if (!this.hints || !hint) return nothing;
    return (
      parts.hint?.renderHint(hint, this.#controller.humanMoves, this.#lang, this.#name(hint.player, t), this.#you) ??
      nothing
    );
  }

  #renderGameOver(t: Translation): TemplateResult | typeof nothing {
    const controller = this.#controller;
    return (
      parts.gameOver?.renderGameOver(controller.game, t, this.#lang, (player) => this.#name(player, t), {
        nextGame: controller.offerNextGame ? this.#humanNextGame : null,
        newGame: controller.offerNewGame ? this.newGame : null,
        review: () => (this.reviewing = { record: this.record, src: null, focus: true }),
        tally: controller.tally,
        newOpponent: this.#setup !== 'done' && parts.start ? this.#newOpponent : null,
        host: this,
      }) ?? nothing
    );
  }

  #renderHelpPanel(): TemplateResult | typeof nothing {
    const board = { flipped: this.#flipped, vertical: this.#vertical };
    return parts.help?.renderHelpPanel(this.#controller.game.rules, this.#lang, board, this.#toggleHelp) ?? nothing;
  }

  /** The words said to the person here (shell/names.ts), once there is one and they are loaded. */
  get #you() {
    return parts.names?.youOf(this, this.#lang);
  }

  /** A player's name (shell/names.ts), once the part is loaded; the colour until then. */
  #name(player: Player, t: Translation): string {
    return parts.names?.playerName(this, this.#controller, player, t, this.#lang) ?? t[player];
  }

  /**
   * What a person here may end the game by: Abort while a side has yet to make its first move,
   * else Resign; nothing before the first action (nothing to give up yet), for a spectator, or
   * once the game is over.
   */
  get #endOffer(): 'resigned' | 'aborted' | null {
    const controller = this.#controller;
    const game = controller.hasGame ? controller.game : null;
    if (!game || game.actionCount === 0 || controller.resigner === null) return null;
    return game.canAbort ? 'aborted' : 'resigned';
  }

  // ---- People's actions --------------------------------------------------------------------

  #humanEnd = (reason: 'resigned' | 'aborted'): void => {
    if (this.#endOffer !== reason) return;
    // With a remote side the room decides: the question keeps the focus until it answers.
    if (this.#controller.endByPerson(reason)) void this.#focusNext();
  };

  #newOpponent = (): void => {
    this.#setup = 'asking';
    void parts.start?.askAgain(this);
  };

  #humanThrow = (): void => {
    if (this.#controller.canThrow && this.#controller.throwForLocalSide()) void this.#focusNext();
  };

  #humanDecline = (): void => {
    if (!this.#controller.canDecline) return;
    this.#controller.decline();
    void this.#focusNext();
  };

  #humanUndo = (): void => {
    if (this.#controller.canUndo) this.#controller.undo();
  };

  #humanNextGame = (): void => {
    if (!this.#controller.offerNextGame) return;
    this.#controller.nextGame();
    void this.#focusNext();
  };

  /** A person chose a move on the board (its piece or its destination). */
  #play(move: Move): void {
    if (!this.#controller.humanToAct) return;
    this.#controller.move(move);
    void this.#focusNext();
  }

  /**
   * Keeps keyboard play flowing after a person's action, at a game's end and when bell's eyes
   * bonus is handed over: focus goes to the board when a move is awaited, to the game-over panel
   * when the game ends, else to the throw button (which stays focusable while it is not this
   * side's turn).
   */
  async #focusNext(): Promise<void> {
    await this.updateComplete;
    const root = this.renderRoot as ShadowRoot;
    const controller = this.#controller;
    const target =
      // The game-over panel's most useful button, once the panel is drawn.
      ((controller.game.winner || controller.game.ending) && parts.gameOver?.usefulButton(root)) ||
      (controller.humanMoves.length > 0 && root.querySelector<HTMLElement | SVGElement>('svg [tabindex="0"]')) ||
      root.querySelector<HTMLElement>('[part="throw-button"]');
    target?.focus();
  }

  #toggleHelp = async (): Promise<void> => {
    this.helpOpen = !this.helpOpen;
    await this.updateComplete;
    const target = this.renderRoot.querySelector<HTMLElement>(this.helpOpen ? '.help-panel .close' : '.help-button');
    target?.focus();
    if (this.helpOpen) this.renderRoot.querySelector('.help-panel')?.scrollIntoView({ block: 'nearest' });
  };

  // ---- Internals ---------------------------------------------------------------------------

  /** The controller, once the host may act for the side to act (else a clear error). */
  #hostCall(): GameController {
    const controller = this.#game();
    const refusal = controller.hostRefusal(this.connector);
    if (refusal !== null) throw new Error(`<royal-ur>: ${refusal}`);
    return controller;
  }

  /** The controller with a game in it (created from the attributes on first use). */
  #game(): GameController {
    // Judged by the attributes as they are now, before the first update too (a page script after the tag).
    this.#configure();
    if (!this.#controller.hasGame) this.#start(this.#readSetup());
    return this.#controller;
  }

  #start(setup: GameSetup, announce = true): void {
    this.#setupKey = setupKey(setup);
    this.#controller.start(setup, announce);
  }

  #readSetup(): GameSetup {
    return gameSetup(this.#raw, (message) => this.#warn(message));
  }

  #warn(message: string): void {
    if (this.#warned.has(message)) return;
    this.#warned.add(message);
    console.warn(message);
  }
}

function setupKey(setup: GameSetup): string {
  // A random seed (undefined) and the host's dice (null) are different setups.
  return JSON.stringify([setup.variant, setup.rules, setup.seed === undefined ? 'random' : setup.seed]);
}

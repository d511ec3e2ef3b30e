import { html, LitElement, type PropertyValues, type TemplateResult } from 'lit';
import {
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
import { gameSetup, readAttributes, type AttributeValues, type GameSetup, type RawAttributes } from './attributes.js';
import { ElementView } from './view/element-view.js';
import { GameController, type ApplyResult } from './players/controller.js';
import { fetchPart, PartLoader, type LoadedParts } from './parts.js';
import type { OnlineProperties, RoyalUrApi } from './api.js';
import type { ConnectionState, RatedState } from '../protocol/index.js';
import { boardStyles, elementStyles } from './styles.js';
import type { ByteSource } from '../ai/tables/table-reader.js';
import {
  ATTRIBUTE_DECLARATIONS,
  defineAccessors,
  warnOnce,
  SETUP_PROPERTIES,
  setupKey,
} from './controllers/attribute-values.js';
import { LayoutController } from './controllers/layout.js';
import { KeyboardFocus } from './controllers/focus.js';
import { StartFlow } from './controllers/start-flow.js';
import { adoptionOf, drawnOnServer } from './controllers/server-drawing.js';
import { soundCues } from './controllers/sound-cues.js';

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
    ratings: { attribute: false },
    viewer: { attribute: false },
    online: { attribute: false },
  };

  static {
    // One accessor per attribute, from the attribute table.
    defineAccessors(this, (element) => element.#raw);
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
   * A rated online game's ratings (set by `royal-ur/online`): each seat's rating, shown after its
   * name, and once the game is counted each side's change, on the game-over panel and in
   * `ur-game-end`; null: not a rated game.
   */
  ratings: RatedState | null = null;

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

  /** Each attribute-backed property as given: attribute text, or whatever it was set to. */
  readonly #raw: RawAttributes = {};
  /** Logs a warning about a wrong value, once per message. */
  readonly #warn = warnOnce();
  /** The game and the players. */
  readonly #controller: GameController = new GameController(
    this,
    () => this.#loader.near,
    // The record reader, fetched once: a record loaded later is read within the task that loads it.
    () => (recordReader ??= import('./players/records.js')),
  );
  /** The setup the current game was started (or loaded) under; a different one starts a new game. */
  #setupKey: string | null = null;
  /** The words and parts the next drawing needs, and the language it speaks. */
  readonly #loader: PartLoader = new PartLoader(this, () => this.#view.partsShown(), this.#warn);
  /** The parts this element has fetched (parts.ts). */
  readonly #parts: LoadedParts = this.#loader.parts;
  readonly #startScreen = new StartFlow(this, this.#parts, this.#loader, this.#raw);
  /** What it draws (view/element-view.ts). */
  readonly #view: ElementView = new ElementView(this, {
    controller: this.#controller,
    parts: this.#parts,
    start: this.#startScreen,
    layout: new LayoutController(this),
    focus: new KeyboardFocus(this, this.#controller, this.#parts),
  });

  constructor() {
    super();
    soundCues(this, this.#parts);
  }

  static override styles = [boardStyles, elementStyles];

  // ---- Public API -------------------------------------------------------------------------

  /** Starts a new game with the current attributes. */
  newGame(): void {
    this.#startGame(this.#setup());
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
    if (result.ok) this.#setupKey = setupKey(this.#setup());
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
    // Its analysis starts now, ahead of the view, judged by the table the view gets (review-stream.ts).
    return startReview(input, options?.table ?? this.perfectTable, this, (read) =>
      this.#view.review({ record: read, src: null, focus: false, table: options?.table }),
    );
  }

  // ---- Lifecycle ---------------------------------------------------------------------------

  /** Before drawing, fetches what the drawing needs that is not in the first load (parts.ts). */
  protected override async scheduleUpdate(): Promise<void> {
    const loading = this.#loader.load();
    if (loading) await loading;
    super.scheduleUpdate();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.#startScreen.decide();
    this.#view.follow(changed, this.#configure());
    // Online, a room gone for good: New game gives the board back to the page.
    this.#controller.roomGone = this.connectionState === 'game-gone';
    if (!this.#controller.hasGame || SETUP_PROPERTIES.some((name) => changed.has(name))) {
      const setup = this.#setup();
      // Announced in `updated`, once the new game is drawn: no event fires from inside an update.
      if (setupKey(setup) !== this.#setupKey) this.#startGame(setup, false);
    }
  }

  /** Hands the players' attributes to the controller; the attributes read. */
  #configure(): AttributeValues {
    const values = readAttributes(this.#raw, this.#warn);
    const { names, settings } = this.#parts;
    this.#controller.configure({
      sides: { light: values.light, dark: values.dark },
      levels: { light: values.lightLevel ?? values.level, dark: values.darkLevel ?? values.level },
      people: names?.peopleOf(values, names.here(this)),
      animationMs: values.animationDuration,
      pace: settings?.chosenPace() ?? values.pace,
      playForced: values.playForced,
      hints: values.hints,
      perfectTable: values.perfectTable,
    });
    return values;
  }

  /** A board drawn on the server adopts that drawing in its first update (controllers/server-drawing.ts). */
  protected override update(changed: PropertyValues<this>): void {
    const adopt = drawnOnServer(this) && adoptionOf(this, this.#parts.hydrate);
    if (adopt) adopt(this, this.render(), changed);
    else super.update(changed);
  }

  protected override updated(): void {
    this.#parts.moveList?.showLatest(this.renderRoot);
    this.#controller.announce();
  }

  // ---- Rendering ---------------------------------------------------------------------------

  protected override render(): TemplateResult {
    // The sizer stays the same element whether the game or its review is shown.
    return html`<div class="sizer"></div>
      ${this.#view.render(this.#loader.lang)}`;
  }

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
    if (!this.#controller.hasGame) this.#startGame(this.#setup());
    return this.#controller;
  }

  /** The variant, rules and seed the attributes give a game. */
  #setup(): GameSetup {
    return gameSetup(this.#raw, this.#warn);
  }

  #startGame(setup: GameSetup, announce = true): void {
    this.#setupKey = setupKey(setup);
    this.#controller.start(setup, announce);
  }
}

/**
 * What `<royal-ur>` draws: the game (the players, the status line, the board, then the hint, the
 * game-over panel and the move list before the controls, drawn above them when vertical and so
 * tabbed to first; the rules panel; the start screen over it all while it asks), or a view open in
 * its place (the review, a puzzle, the lessons). Each piece is a small template; a part not yet
 * fetched is left out, and `partsShown` says which parts the next drawing needs (parts.ts).
 * It keeps what is open besides the game: the rules panel over it, or a view in its place. No game
 * logic: what the game allows comes from its controller (players/controller.ts).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { PRESETS, type Player } from '../../engine/index.js';
import type { OnlineProperties, RoyalUrApi } from '../api.js';
import type { AttributeValues } from '../attributes.js';
import { needsTileArt, renderBoard } from '../board/board.js';
import { idleDice } from '../controls/die.js';
import type { SettingsHost } from '../controls/settings.js';
import { statusLine } from '../controls/status-line.js';
import type { LayoutController } from '../controllers/layout.js';
import type { KeyboardFocus } from '../controllers/focus.js';
import { endOffer, peopleActions, type PeopleActions } from '../controllers/people.js';
import type { StartFlow } from '../controllers/start-flow.js';
import { drawnOnServer } from '../controllers/server-drawing.js';
import { directionOf, translation } from '../i18n/lang.js';
import type { Lang, Translation, YouWords } from '../i18n/types.js';
import type { LookHost } from '../move-list/game-moves.js';
import type { LoadedParts, Part } from '../parts.js';
import type { GameController } from '../players/controller.js';
import type { EndControlsHost } from '../shell/end-controls.js';
import type { Opened, Reviewing, ViewPart } from '../view-setup.js';
import type { RematchHost } from '../shell/game-over.js';

/** The element, as its drawing and the parts drawn in it see it. */
export type ViewHost = EndControlsHost &
  SettingsHost &
  LookHost &
  RematchHost &
  RoyalUrApi &
  OnlineProperties & { readonly hasUpdated: boolean };

/** What the drawing reads: the element's controllers and parts. */
export interface ViewSources {
  readonly controller: GameController;
  readonly parts: LoadedParts;
  readonly start: StartFlow;
  readonly layout: LayoutController;
  readonly focus: KeyboardFocus;
}

export class ElementView {
  readonly #host: ViewHost;
  readonly #controller: GameController;
  readonly #parts: LoadedParts;
  readonly #start: StartFlow;
  readonly #actions: PeopleActions;
  readonly #focus: KeyboardFocus;
  readonly #layout: LayoutController;
  /** Throws seen so far: each names its dice's tumble. */
  #throws = 0;
  // This drawing's language, its words (said to the person here, if any) and those said to that person.
  #lang!: Lang;
  #t!: Translation;
  #you?: YouWords;

  /** The rules panel is open. */
  helpOpen = false;
  /** The review view is open in place of the game. */
  reviewing: Reviewing | null = null;
  /** The puzzle (`puzzle`, or the Puzzle button) or the lessons (`mode="learn"`, or the Learn button) are open in place of the game. */
  opened: Opened | null = null;

  constructor(host: ViewHost, { controller, parts, start, layout, focus }: ViewSources) {
    this.#host = host;
    this.#controller = controller;
    this.#parts = parts;
    this.#start = start;
    this.#layout = layout;
    this.#focus = focus;
    this.#actions = peopleActions(controller, focus.next);
    host.addEventListener('ur-throw', () => this.#throws++);
  }

  // ---- What is open -------------------------------------------------------------------------

  /** Opens the review (and closes the rules panel). */
  review(reviewing: Reviewing): void {
    this.reviewing = reviewing;
    this.helpOpen = false;
    this.#host.requestUpdate();
  }

  /** The Learn or Puzzle button: the lessons, or today's puzzle. */
  readonly #open = (part: ViewPart): void => {
    this.helpOpen = false;
    this.opened = { part, spec: 'daily', focus: true };
    this.#host.requestUpdate();
  };

  readonly #toggleHelp = (): void => {
    this.helpOpen = !this.helpOpen;
    this.#host.requestUpdate();
    void this.#host.updateComplete.then(() => this.#parts.help?.focusToggled(this.#host.renderRoot, this.helpOpen));
  };

  /** Before an update: the views its attributes open (`review-src`; `mode="learn"`, which comes before a `puzzle`). */
  follow(changed: ReadonlyMap<PropertyKey, unknown>, values: AttributeValues): void {
    if (changed.has('reviewSrc') && values.reviewSrc)
      this.reviewing = { record: null, src: values.reviewSrc, focus: false };
    if (changed.has('puzzle') || changed.has('mode'))
      this.opened =
        values.mode === 'learn'
          ? { part: 'learn', spec: '', focus: false }
          : values.puzzle
            ? { part: 'puzzle', spec: values.puzzle, focus: false }
            : null;
  }

  // ---- Drawing -------------------------------------------------------------------------------

  /** The drawing in `lang`: the game, or the view open in its place. */
  render(lang: Lang): TemplateResult | typeof nothing {
    const { names } = this.#parts;
    const words = translation(lang);
    // The words said to the person here (shell/names.ts), once there is one and they are loaded.
    const you = names?.youOf(this.#host, lang);
    this.#lang = lang;
    this.#you = you;
    this.#t = you ? names!.speakingTo(words, you) : words;
    return this.reviewing || this.opened ? this.#opened() : this.#game();
  }

  /** A player's name (shell/names.ts), once the part is loaded; the colour until then. */
  readonly #name = (player: Player): string =>
    this.#parts.names?.playerName(this.#host, this.#controller, player, this.#t, this.#lang) ?? this.#t[player];

  /**
   * Dark's side drawn at the bottom (on the left when vertical): `flipped`, or dark is the one
   * human side, so a person playing dark against the computer or a remote player sits near it.
   */
  get #board(): { flipped: boolean; vertical: boolean } {
    const { sides } = this.#controller;
    return {
      flipped: this.#host.flipped || (sides.dark === 'human' && sides.light !== 'human'),
      vertical: this.#layout.vertical,
    };
  }

  #game(): TemplateResult {
    const { helpOpen } = this;
    const host = this.#host;
    const parts = this.#parts;
    const game = this.#controller.game;
    const lang = this.#lang;
    const board = this.#board;
    const asking = this.#start.asking(game.actionCount);
    const status = this.#status();
    const over = !!(game.winner || game.ending);
    // In the order they are drawn, for Tab: beside the board above the controls, on a phone under them.
    const moves = host.moveList
      ? (parts.moveList?.renderGameMoves(game, lang, this.#t, this.#name, host) ?? nothing)
      : nothing;
    // The start screen comes before the widget it covers (inert beneath it): the keyboard and the
    // focus after the rules, the lessons or a puzzle (its buttons have the same classes) find it first.
    return html`
      ${
        asking
          ? this.#start.render(lang, {
              ...this.#entriesActions(),
              help: helpOpen ? this.#helpPanel(board) : nothing,
            })
          : nothing
      }
      <div
        class="widget ${board.vertical ? 'vertical' : 'horizontal'}${helpOpen ? ' help-open' : ''}${
          host.moveList ? ' with-moves' : ''
        }"
        role="group"
        aria-label=${this.#t.gameLabel}
        lang=${lang}
        dir=${directionOf(lang)}
        ?inert=${asking}
      >
        ${parts.names?.renderPlayers(
          this.#name,
          // Online, a game nobody plays on any more has no turn.
          parts.connection?.connectionClosed(host.connectionState) ? null : this.#controller.acting,
          game.match,
          lang,
          host.ratings,
        )}
        <p class="status" part="status">${parts.moveLayer?.keepMovesWhole(status) ?? status}</p>
        ${this.#boardView(board)} ${this.#hint()} ${over ? this.#gameOver() : nothing}
        ${board.vertical ? nothing : moves} ${this.#controls(over)} ${board.vertical ? moves : nothing}
        ${helpOpen && !asking ? this.#helpPanel(board) : nothing}
        <div class="visually-hidden" role="status" aria-live="polite">${status}</div>
      </div>
    `;
  }

  #helpPanel(board: { flipped: boolean; vertical: boolean }): TemplateResult | typeof nothing {
    return (
      this.#parts.help?.renderHelpPanel(this.#controller.game.rules, this.#lang, board, this.#toggleHelp) ?? nothing
    );
  }

  /** The ways to the rules, the lessons and a puzzle: beside the game, and on the start screen. */
  #entriesActions() {
    return { helpOpen: this.helpOpen, toggleHelp: this.#toggleHelp, open: this.#open };
  }

  /** The status line's text: what a throw or a move did is said with the move layer, which play brings (controls/status.ts). */
  #status(): string {
    const controller = this.#controller;
    const { moveLayer, connection, gameOver } = this.#parts;
    const game = controller.game;
    return (moveLayer?.statusText ?? statusLine)(this.#t, {
      news: controller.news,
      turn: game.turnInfo,
      winner: game.winner,
      side: controller.sides[game.turn],
      thinking: controller.thinking,
      connection: connection?.connectionOf(this.#host, controller.sides, this.#lang) ?? null,
      name: this.#name,
      ended: gameOver?.endedText(game, this.#t, this.#lang, this.#name),
    });
  }

  #boardView(board: { flipped: boolean; vertical: boolean }): TemplateResult {
    const controller = this.#controller;
    const { tileArt, museum, moveLayer, moveList } = this.#parts;
    const host = this.#host;
    const game = controller.game;
    return renderBoard(
      {
        layout: game.layout,
        position: game.position(),
        moves: controller.humanMoves,
        ...board,
        lastMove: controller.lastMove,
        turnMoves: controller.turnMoves,
        animationMs: controller.animationMs,
        strings: this.#t,
        lang: this.#lang,
        coordinates: host.coordinates,
        tileArt,
        museum: host.boardStyle === 'museum' ? museum : undefined,
        moveLayer,
        // An earlier position looked at in the move list.
        ...(host.moveList && moveList?.lookedAt(host, game)),
      },
      { play: this.#actions.play },
    );
  }

  #hint(): TemplateResult | typeof nothing {
    const controller = this.#controller;
    const hint = controller.hint;
    if (!this.#host.hints || !hint) return nothing;
    return (
      this.#parts.hint?.renderHint(hint, controller.humanMoves, this.#lang, this.#name(hint.player), this.#you) ??
      nothing
    );
  }

  #gameOver(): TemplateResult | typeof nothing {
    const controller = this.#controller;
    const host = this.#host;
    return (
      this.#parts.gameOver?.renderGameOver(controller.game, this.#t, this.#lang, this.#name, {
        nextGame: controller.offerNextGame ? this.#actions.nextGame : null,
        // Play again: the keyboard goes on to the new game's Throw (the panel and its button go).
        newGame: controller.offerNewGame
          ? () => {
              host.newGame();
              void this.#focus.next();
            }
          : null,
        review: () => this.review({ record: host.record, src: null, focus: true }),
        tally: controller.tally,
        newOpponent: this.#start.again,
        host,
      }) ?? nothing
    );
  }

  /** The row of controls: the dice, the buttons that act, then those that open something. */
  #controls(over: boolean): TemplateResult {
    const controller = this.#controller;
    const { moveLayer, endControls } = this.#parts;
    const actions = this.#actions;
    const t = this.#t;
    const game = controller.game;
    const offer = endOffer(controller);
    return html`<div class="controls" part="controls">
      ${
        // The dice as they fell come with the move layer, which the first throw brings.
        moveLayer?.drawGameDice(
          game,
          controller.news,
          t,
          this.#name,
          { key: String(this.#throws), ms: controller.animationMs },
          this.#lang,
        ) ?? idleDice(game.rules.dice)
      }
      ${
        controller.offerThrow
          ? html`<button
              class="throw"
              part="throw-button"
              aria-disabled=${controller.canThrow ? 'false' : 'true'}
              @click=${actions.throw}
            >
              ${this.#parts.buttons?.icon('throw')}${t.throwDice}
            </button>`
          : nothing
      }
      ${controller.canDecline ? moveLayer?.declineButton(t, actions.decline) : nothing}
      ${endControls?.renderEndControls(this.#host, this.#lang, offer, actions.end) ?? nothing}
      ${
        this.#parts.buttons?.renderButtons(this.#host, this.#lang, t, {
          ...this.#entriesActions(),
          undo: controller.hasRemote ? null : { enabled: controller.canUndo, run: actions.undo },
          newGame: controller.offerNewGame && !over ? () => this.#host.newGame() : null,
          settings: this.#parts.settings?.renderSettings(this.#host, this.#lang) ?? nothing,
          vertical: this.#layout.vertical,
        }) ?? nothing
      }
    </div>`;
  }

  /** A view shown in place of the game (the review, a puzzle, the lessons), once its parts are loaded (shell/opened-view.ts). */
  #opened(): TemplateResult | typeof nothing {
    const parts = this.#parts;
    return (
      parts.opened?.renderOpened({
        host: this.#host,
        state: this,
        start: this.#start,
        views: parts,
        t: this.#t,
        rules: this.#controller.game.rules,
        lang: this.#lang,
        names: { light: this.#name('light'), dark: this.#name('dark') },
        board: this.#board,
      }) ?? nothing
    );
  }

  /**
   * The parts the next drawing shows. Worked out before `willUpdate`, which may start a game from
   * the attributes: such a game has no winner nor hint yet, and its tiles are its variant's.
   */
  partsShown(): Record<Part, unknown> {
    const host = this.#host;
    const controller = this.#controller;
    const game = controller.hasGame ? controller.game : null;
    const { opened, reviewing, helpOpen } = this;
    const open = reviewing || opened;
    const playing = open ? null : game;
    return {
      // `review-src` opens the review in `willUpdate`, after this.
      review: reviewing || host.reviewSrc,
      // `puzzle` opens the view in `willUpdate`, after this.
      puzzle: opened?.part === 'puzzle' || host.puzzle,
      // `mode` opens the lessons in `willUpdate`, after this.
      learn: opened?.part === 'learn' || host.mode === 'learn',
      help: helpOpen,
      connection: host.connectionState,
      // The game view, drawn with its names from the first drawing on (before `willUpdate` starts a game).
      names: !open,
      buttons: !open,
      darkPalette: host.theme !== 'light',
      // With the view's own part (`willUpdate` opens those the attributes ask for, after this).
      opened: open || host.reviewSrc || host.puzzle || host.mode === 'learn',
      start: this.#start.shown,
      gameOver: playing && (playing.winner || playing.ending),
      endControls: playing && (endOffer(controller) || host.claim !== null),
      hint: playing && host.hints && controller.hint,
      moveList: playing && host.moveList,
      settings: host.sound || host.light === 'computer' || host.dark === 'computer',
      tileArt: needsTileArt(PRESETS[host.variant]) || (game && needsTileArt(game.rules)),
      museum: host.boardStyle === 'museum',
      hydrate: drawnOnServer(host),
      moveLayer: playing && (playing.lastThrow || controller.lastMove || controller.humanMoves.length > 0),
    };
  }
}

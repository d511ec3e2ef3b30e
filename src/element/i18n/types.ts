/**
 * The shape of a language: what every language gives, English included (English's words are the
 * files of en/, one per group, so that each group loads with the part that shows it; every other
 * language is one file of languages/ with the same groups). Types only: the loading is lang.ts.
 * Sentences that depend on a rule switch are functions of it; names are passed in as plain text.
 */
import type { DiceName, PathName, Player, TileKind } from '../../engine/index.js';
import type { LessonFacts, LessonKind, WhyNot } from '../../learn/index.js';
import type { ReviewCategory, ReviewJudge } from '../../ai/review/review-score.js';
import type { ConnectionState } from '../../protocol/index.js';
import type { ReasonId } from '../../ai/review/reasons.js';
import type { Level } from '../../ai/search/level-names.js';

/** A language's code (BCP 47 primary subtag): English's, or a file's name in languages/. */
export type Lang = string;

/** What a language file of languages/ gives (its default export); its code is its file's name. */
export interface Language {
  /** Its own name for itself, as a language menu shows it. */
  name: string;
  /** Which way its text runs: the widget's controls, panels and lists follow; the board keeps its geometry. */
  dir: 'ltr' | 'rtl';
  words: Translation;
  howToPlay: HowToPlay;
  review: ReviewWords;
  /** The puzzle view's words. */
  puzzle: PuzzleWords;
  /** The lessons' words. */
  learn: LearnWords;
  /** The words of the parts that tell moves: the hint bar, the move list, the review's better move. */
  moves: MoveWords;
  /** The game-over panel's words. */
  gameOver: GameOverWords;
  connection: ConnectionWords;
  /** Sentences said to the viewer (`viewer`), in the second person. */
  you: YouWords;
  /** The player's settings: the Sound button and the computer's Pace menu. */
  settings: SettingsWords;
  /** The players' names the board gives, and the start screen's words. */
  players: PlayerWords;
}

/** The players' names (shell/names.ts) and the start screen (shell/start-screen.ts). */
export interface PlayerWords {
  /** A computer side's name, with its level's name: "Computer · Hard". */
  computer(level: string): string;
  /** Each computer level's name. */
  levels: Readonly<Record<Level, string>>;
  /** Said to screen readers after the name of the side to act. */
  acting: string;
  /** The start screen: who to play, and how. */
  start: {
    title: string;
    friend: string;
    computer: string;
    /** Online, against the next player who asks for the same rules. */
    online: string;
    /** Said on the screen when online play found no game (nobody came, or the server failed). */
    noOpponent: string;
    level: string;
    /** Your colour against the computer (or online). */
    colour: string;
    colours: { light: string; dark: string; random: string };
    /** One line under each opponent's card: what it is. */
    friendLine: string;
    computerLine: string;
    onlineLine: string;
    /** What each level means, after its name ("Beginner: learning the rules"). */
    meanings: Readonly<Record<Level, string>>;
    /** The heading of the ways into the game before playing: Rules, Learn, Puzzle. */
    newToUr: string;
  };
  /** The control that asks again who to play. */
  newOpponent: string;
  /** The "⋯" menu of a phone's side column (Rules, Learn, Puzzle, the settings). */
  more: string;
}

/** The player's settings (controls/settings.ts): the Sound toggle and the computer's pace. */
export interface SettingsWords {
  /** The Sound button (pressed: sounds on). */
  sound: string;
  /** The label of the computer's pace menu. */
  pace: string;
  /** Each pace, as the menu offers it. */
  paces: { normal: string; fast: string; instant: string };
}

/** What a move does where it lands: takes a piece, or (bell) bounces off a stack back to the reserve. */
export type MoveEffect = 'capture' | 'bounce' | null;

/** Everything the element says, for one language. */
export interface Translation {
  /** Accessible name of the whole widget. */
  gameLabel: string;
  /** What joins a sentence's clauses ("Light entered on A4, landed on a rosette"): ", ", Arabic "، ". */
  comma: string;
  /** Default player names. */
  light: string;
  dark: string;
  /** Buttons. */
  throwDice: string;
  decline: string;
  undo: string;
  newGame: string;
  help: string;
  /** The button that opens the day's puzzle (the view's own words: PuzzleWords). */
  puzzle: string;
  /** The button that opens the lessons (their own words: LearnWords). */
  learn: string;
  /** Whose action is awaited. */
  toThrow(name: string): string;
  toThrowOff(name: string): string;
  toMove(name: string, distance: number): string;
  /** The move awaited just after its throw was said ("Ana threw 2. Ana's move"): the throw told the distance. */
  toMoveThrown(name: string): string;
  eyesChoice(name: string): string;
  thinking(name: string): string;
  waiting(name: string): string;
  /** What just happened. */
  threw(name: string, value: number): string;
  zero(name: string): string;
  noMove(name: string, value: number): string;
  moved(name: string, notation: string): string;
  /** A piece entered the board on `tile`. */
  entered(name: string, tile: string): string;
  /** A piece on `tile` left the board (reached home). */
  boreOff(name: string, tile: string): string;
  captured(tile: string): string;
  /** Bell: the piece landed on a stack of two or more opponent pieces on `tile` and went back to the reserve. */
  bounced(tile: string): string;
  extraTurn: string;
  /** Said after a move that played itself, being a person's only legal move (`play-forced`). */
  onlyMove: string;
  /** A move ended on a rosette, which gives another throw. */
  rosetteAgain: string;
  /** Bell: the piece landed on a double on `tile` and went on as far again, to the tile `to` (null: it bore off). */
  doubled(tile: string, to: string | null): string;
  declined(name: string): string;
  starts(name: string): string;
  undone: string;
  started: string;
  loaded: string;
  /** The end of a game or match. */
  wins(name: string): string;
  winsMatch(name: string): string;
  points(name: string, points: number): string;
  /** Tile kind names (docs/rules.md §4), as spoken on the board and listed in the rules panel; plain is never named. */
  kinds: Readonly<Record<Exclude<TileKind, 'plain'>, string>>;
  /** The board's and dice's accessible names. Places arrive already named ("A1 (rosette)"). */
  board: {
    /** Accessible name of the board. */
    name: string;
    /** Name of home as a move target or source. */
    home: string;
    /** A tile with its kind: "A1 (rosette)"; `kind` is '' for a plain tile. */
    place(tile: string, kind: string): string;
    /** What stands on a place: "2 light pieces"; 0 = empty. */
    pieces(player: Player, count: number): string;
    /** A tile as a whole: "A1 (rosette): empty". */
    tile(place: string, pieces: string): string;
    /** A side's reserve or home tray: "Light reserve: 7 light pieces". */
    tray(player: Player, tray: 'reserve' | 'home', pieces: string): string;
  };
}

/** The rules panel's texts ("How to play"), for one language: loaded with the panel (English) or with the language's words. */
export interface HowToPlay {
  title: string;
  /** The panel's close button. */
  close: string;
  goal(pieces: number): string;
  diceHeading: string;
  dice: Readonly<Record<DiceName, string>>;
  routeHeading: string;
  /** How the route drawn on the map reads: in at `entry`, along the arrows to `exit`, then off; the opponent's is the mirror image. */
  route(entry: string, exit: string): string;
  /** Which squares both players walk, per route. */
  shared: Readonly<Record<PathName, string>>;
  /** Accessible name of the route map: `player`'s route through `tiles`. */
  routeMap(player: Player, tiles: string): string;
  turnHeading: string;
  race: {
    zero: string;
    move: string;
    /** A new piece enters counting from `tile`, the route's first square. */
    enter(tile: string): string;
    noStack: string;
    noMove: string;
    captures(on: boolean): string;
    exactExit(on: boolean): string;
    win: string;
  };
  bell: {
    throwOff: string;
    series: string;
    zero: string;
    oneOrFour: string;
    /** `tile`: the route's first square (the start square). */
    five(tile: string): string;
    enter(tile: string): string;
    stacks: string;
    capture: string;
    bounce: string;
    win(pieces: number): string;
    scoring(startSquare: number, reserve: number, tile: string): string;
    match(target: number): string;
  };
  tilesHeading: string;
  rosette: { safe: string; unsafe: string; extraTurn: string; enters(tile: string): string };
  tileEffects: { double: string; eyes: string; none: string };
  /** Bell's start square (path index 1): where pieces enter, scored on its own. */
  startSquare: { name: string; effect: string };
  captureExtraTurn: string;
  points(n: number): string;
}

/** What the status line says of an online connection, and the game-over panel's rematch button. */
export interface ConnectionWords {
  /** The connection's state; `opponent` is the remote side's name. */
  states: Readonly<Record<ConnectionState, (opponent: string) => string>>;
  /** Either of two players, for a spectator's connection line (it cannot know which seat is concerned). */
  either(a: string, b: string): string;
  /** The game-over panel's rematch button, and its state (`rematch`); `opponent` is the remote side's name. */
  rematch: {
    offer: string;
    accept: string;
    waiting(opponent: string): string;
    offered(opponent: string): string;
  };
  /** A rated game's ratings (shell/ratings.ts): by each name, and their change on the game-over panel. */
  rated: {
    /** A rating as a screen reader reads it after the name ("rating 1662"); `provisional`: still uncertain (a new player). */
    rating(value: string, provisional: boolean): string;
    /** A side's change: "Amina 1500 → 1512 (+12)", the ratings held together (no-break spaces), the change free to go to the next line of a narrow panel; `delta` carries its sign. */
    change(name: string, before: string, after: string, delta: string): string;
    /** The game ended without counting: aborted, or over before each side had moved twice (the only way a rated room's game goes uncounted). */
    notCounted: string;
  };
}

/** The game-over panel's words (the winner's sentences the status line also says are in `Translation`). */
export interface GameOverWords {
  /** The button that starts a bell match's next game. */
  nextGame: string;
  /** The button that opens the game review (the review's own words: review.ts). */
  review: string;
  /** A bell match's length, after its score (the panel, the review). */
  matchTo(target: number): string;
  /** A bell match's game won, the match going on (who wins the match: `Translation.winsMatch`). */
  winsGame(name: string, game: number): string;
  /** The button that gives the game up (shell/end-controls.ts), and the question it asks first. */
  resign: string;
  confirmResign: string;
  /** The button that calls a game off before each side has moved, and the question it asks first. */
  abort: string;
  confirmAbort: string;
  /** Answers the question: go on playing. */
  cancel: string;
  /** Online, the opponent gone past their grace: the button that claims the win, and the quiet choice beside it. */
  claim: string;
  wait: string;
  /** Online, the opponent reconnecting: the countdown until the win may be claimed (`time`: "42 seconds", in the language's own units). */
  claimIn(time: string): string;
  /** How a game ended early, said by the panel and the status line. */
  resigned(name: string): string;
  left(name: string): string;
  aborted: string;
  /** The panel's first action after a game played here: a new game with the same players. */
  playAgain: string;
  /** How a race was won: the winner bore off every piece. */
  allHome(name: string): string;
}

/**
 * A move's clauses as advice (a move from square to square is named by them, `A2-B1`; another
 * throw is said as the status line says it), and the parts' own words.
 */
export interface MoveWords {
  /** Accessible name of the move list (`move-list`). */
  list: string;
  /** The hint bar's best move, `move` told as advice: "Best move: enter on A3". */
  best(move: string): string;
  /** The hint bar when declining an eyes bonus is best. */
  bestDecline: string;
  /** A player's chance to win (the hint bar, the review). */
  winChance(name: string, percent: number): string;
  /** Enter a piece on `tile`. */
  enter(tile: string): string;
  /** Bear the piece on `tile` off. */
  bearOff(tile: string): string;
  /** Taking the opponent's piece on `tile`. */
  capture(tile: string): string;
  /** Bell: landing on a stack of two or more opponent pieces on `tile`, so going back to the reserve. */
  bounce(tile: string): string;
  /** Ending on a rosette, which gives another throw. */
  rosette: string;
  /** The move list's key to its marks, and its look back at an earlier position. */
  /**
   * The accessible names of what play brings to a board (its move layer: the moves a person can
   * choose, the dice as thrown); places arrive already named ("A1 (rosette)").
   */
  board: {
    /** A piece that can move: "Light piece on A4, can move to A1 (rosette)". */
    movable(player: Player, from: string, to: string, effect: MoveEffect): string;
    /** A highlighted destination: "Move the piece on A4 to A1 (rosette)". */
    destination(from: string, to: string, effect: MoveEffect): string;
    /** The dice as thrown: "Dice: 3 (3 of 4 marked tips up)". */
    dice(value: number, up: number, count: number): string;
  };
  legend: MoveListLegend;
}

/** What each mark of the move list's short form means, and the words of looking back at an earlier position. */
export interface MoveListLegend {
  /** `→A3`: a piece enters. */
  enters: string;
  /** `A8→`: a piece leaves the board. */
  bearsOff: string;
  /** `✕`: a capture. */
  capture: string;
  /** `✿`: landing on a rosette gives another throw. */
  rosette: string;
  /** `↩` (bell): bounced off a stack back to the reserve. */
  bounce: string;
  /** `—`: the throw gave no move. */
  passed: string;
  /** Said while an earlier position is shown on the board. */
  earlier: string;
  /** The button back to the live position. */
  back: string;
}

/** The puzzle view's words (the widget's Puzzle button is in `Translation`). */
export interface PuzzleWords {
  /** The view's heading, with the puzzle's number (of `finkel-12`: 12; the board shows the variant). */
  title(number: number): string;
  close: string;
  loading: string;
  /** What to do, said to the person solving it: play `player`'s move, whose throw was `thrown`. */
  task(player: Player, thrown: number): string;
  /** The grade of an answer: the best move; less than 5 points of winning chance behind it; more. */
  verdicts: Readonly<Record<'best' | 'close' | 'wrong', string>>;
  /** The heading of the list of every move's winning chance. */
  chances: string;
  /** The best move's and the answer's marks in that list. */
  best: string;
  yours: string;
  /** Best answers in a row. */
  streak(count: number): string;
  again: string;
  /** After an answer: on to the variant's next puzzle. */
  next: string;
}

/** The lessons' words (the widget's Learn button is in `Translation`); every sentence is a function of the rules' facts. */
export interface LearnWords {
  title: string;
  /** "Lesson 2 of 6". */
  lesson(number: number, total: number): string;
  close: string;
  previous: string;
  next: string;
  /** Said when the lesson's action is done. */
  done: string;
  /** After the last lesson: the button that starts a game against the computer at beginner, and what it says before. */
  finished: string;
  play: string;
  /** Each lesson: the one thing it says, and the action it asks for with the lesson's throw. */
  lessons: Readonly<Record<LessonKind, { say(facts: LessonFacts): string; ask(facts: LessonFacts): string }>>;
  /** Why a move does not do what was asked, with the square it went to ('home' for off the board). */
  why: Readonly<Record<WhyNot, (tile: string, facts: LessonFacts) => string>>;
}

/** The review view's words (the game-over panel's Review button is in `GameOverWords`). */
export interface ReviewWords {
  title: string;
  close: string;
  first: string;
  back: string;
  forward: string;
  last: string;
  play: string;
  pause: string;
  /** Accessible name of the graph (a slider over the game's points): light's winning chance. */
  graph(light: string): string;
  /** Where the graph stands: "Action 12 of 240: Light moved A4-A2, Light 63%". */
  point(index: number, total: number, what: string, percent: number | null): string;
  /** The start of the reviewed game. */
  start: string;
  /** Which judgement was used, in plain words (a search's depth counts the moves of both players: plies). */
  judge(judge: ReviewJudge): string;
  analysing(done: number, total: number): string;
  accuracy(name: string, percent: number): string;
  categories: Readonly<Record<ReviewCategory, string>>;
  /** The only good move, found. */
  brilliant: string;
  /** The caption of the table of each player's moves by category. */
  counts: string;
  keyMoves: string;
  reviewKeyMoves: string;
  /** Key-move navigation: mistakes and blunders, and inaccuracies as their own stop. */
  previousKeyMove: string;
  nextKeyMove: string;
  previousInaccuracy: string;
  nextInaccuracy: string;
  noKeyMoves: string;
  /** A key move: its turn number, what was played (as the status line says it), the better move (as advice), the percentage points lost. */
  keyMove(turn: number, played: string, better: string, points: number): string;
  /** The graph's axes: the 50% line, the turn numbers. */
  even: string;
  turn: string;
  /** The step line's move after its throw, its player named with the throw: "moved A4→A2", "entered on A3", "bore off from A8". */
  stepMove: { moved(squares: string): string; entered(tile: string): string; boreOff(tile: string): string };
  /** The graph's caption for a point: its turn number, what happened, light's chance. */
  caption(turn: number, what: string, light: string, percent: number | null): string;
  /** A choice as good as the best. */
  best: string;
  /** A forced move: the only legal one, not judged. */
  onlyMove: string;
  /**
   * A judged choice: its throw (null: an eyes bonus), the chooser's winning chance before and after
   * it, and the percentage points given away (numbers formatted for the language).
   */
  chances(thrown: number | null, before: string, after: string, points: string): string;
  /** A worse choice: the better one (as advice, "enter on A3") and the winning chance it keeps (formatted). */
  better(move: string, keeps: string): string;
  /** Why the better move was better (ai/review/reasons.ts), one sentence per reason; numbers formatted. */
  reasons: ReasonWords;
  /** "Try again" at a flagged choice: the position before it, the same throw, the player moves. */
  tryAgain: TryAgainWords;
  /** The screen-reader summary of the game: light's winning chance from start to end (percent)... */
  chanceWent(light: string, start: number, end: number): string;
  /** ...and how many moves were flagged. */
  flagged(count: number): string;
  /** The record could not be opened for review. */
  error(message: string): string;
}

/**
 * "Try again": the move tried, judged against the best (chances formatted for the language): the
 * best, a good one (not flagged), still an inaccuracy, or still a mistake (a blunder too).
 */
export interface TryAgainWords {
  /** The button that opens it, and tries once more. */
  button: string;
  /** What to do: find a better move with the throw `thrown` (null: an eyes bonus). */
  prompt(thrown: number | null): string;
  /** The move tried keeps `after`, the best chance. */
  best(after: string): string;
  /** The move tried keeps `after`, `points` percentage points below the best. */
  good(after: string, points: string): string;
  inaccuracy(after: string, points: string): string;
  mistake(after: string, points: string): string;
  /** The answer: the best move (as advice, "enter on A3") and the chance it keeps. */
  answer(move: string, keeps: string): string;
  /** After a move worse than the best: the button that shows the answer (the player may try again first). */
  showAnswer: string;
  /** Said after a move worse than the best when no one feature (`reasons`) explains the difference. */
  noReason: string;
  /** The way back to the review at the same point. */
  back: string;
}

/** One sentence per reason of ai/review/reasons.ts, keyed by its id; tiles come as a list in words. */
export interface ReasonWords extends Record<ReasonId, (...args: never[]) => string> {
  /**
   * The move played leaves `pieces` pieces on `tiles` where `attackers` enemy pieces can capture one
   * with `chance` of the next throws; the better move's chance, null if it leaves nothing at risk.
   */
  exposure(tiles: string, pieces: number, attackers: number, chance: string, better: string | null): string;
  /** The move played bore a piece off from `from` and left pieces at risk, as `exposure`. */
  'bear-off'(from: string, tiles: string, pieces: number, chance: string, better: string | null): string;
  /** The better move captures on `tile`, sending that piece `squares` back. */
  capture(tile: string, squares: number): string;
  /** The better move keeps (`kept`) or lands on the rosette `tile` (`central`: the shared one). */
  rosette(tile: string, central: boolean, kept: boolean): string;
  /** The chooser's lead in the race, in squares (formatted, signed), after the move played and the better one. */
  race(played: string, best: string): string;
}

/**
 * The sentences that name a player, said to the viewer ("Your throw", "You win!"): each takes the
 * arguments of its third-person sentence in `Translation` but the name. A sentence missing here
 * is said in the third person with `name`.
 */
export interface YouWords {
  /** The viewer's side as a name ("You"). */
  name: string;
  toThrow(): string;
  toThrowOff(): string;
  toMove(distance: number): string;
  toMoveThrown(): string;
  eyesChoice(): string;
  /** A computer plays the viewer's side (a bot seat online). */
  thinking(): string;
  waiting(): string;
  threw(value: number): string;
  zero(): string;
  noMove(value: number): string;
  moved(notation: string): string;
  entered(tile: string): string;
  boreOff(tile: string): string;
  declined(): string;
  starts(): string;
  wins(): string;
  winsMatch(): string;
  /** The game-over panel's (i18n/game-over-words.ts). */
  winsGame(game: number): string;
  points(points: number): string;
  winChance(percent: number): string;
  /** The review's (review.ts): the graph's name, the accuracy, the summary's first sentence, the step line's move after the viewer's throw. */
  graph(): string;
  stepMove: ReviewWords['stepMove'];
  accuracy(percent: number): string;
  chanceWent(start: number, end: number): string;
  /** The game-over panel's (i18n/game-over-words.ts). */
  resigned(): string;
  left(): string;
  allHome(): string;
}

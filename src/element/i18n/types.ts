/**
 * Every word the element shows or speaks. A language is one file of languages/, named by its code
 * (`es.ts`): its name, its direction and all its words (the board's, the rules panel's, the
 * review's and an online connection's). The folder is the list: each file is found there (Vite's
 * import.meta.glob; scripts/import-glob.mjs for the test runner and Node) and loads on first use,
 * as a part of its own. English, the words of the first paint, is always at hand (en.ts); its
 * rules panel, review, game-over and connection words load with those parts (en-how-to-play.ts,
 * review.ts, game-over-words.ts, connection.ts). Sentences that depend on a rule switch are
 * functions of it; names are passed in as plain text.
 */
import type { DiceName, PathName, Player, TileKind } from '../../engine/index.js';
import type { GameOverWords } from './game-over-words.js';
import type { MoveWords } from './moves.js';
import type { ConnectionWords } from './connection.js';
import { en } from './en/words.js';
import { LANGUAGE_FILES } from './language-files.js';
import type { ReviewWords } from './review.js';
import type { YouWords } from './viewer.js';

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
  /** The words of the parts that tell moves: the hint bar, the move list, the review's better move. */
  moves: MoveWords;
  /** The game-over panel's words. */
  gameOver: GameOverWords;
  connection: ConnectionWords;
  /** Sentences said to the viewer (`viewer`), in the second person. */
  you: YouWords;
}

/** Each language's file, by code. */
const FILES = new Map(
  Object.entries(LANGUAGE_FILES).map(([file, load]) => [file.replace(/^.*\/|\.ts$/g, ''), load] as const),
);

/** Every language: English first, then each file of languages/. */
export const LANGS: readonly Lang[] = ['en', ...FILES.keys()];

/** What a move does where it lands: takes a piece, or (bell) bounces off a stack back to the reserve. */
export type MoveEffect = 'capture' | 'bounce' | null;

/** Everything the element says, for one language. */
export interface Translation {
  /** Accessible name of the whole widget. */
  gameLabel: string;
  /** Default player names. */
  light: string;
  dark: string;
  /** Buttons. */
  throwDice: string;
  decline: string;
  undo: string;
  newGame: string;
  help: string;
  /** Whose action is awaited. */
  toThrow(name: string): string;
  toThrowOff(name: string): string;
  toMove(name: string, distance: number): string;
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
  /** A move ended on a rosette, which gives another throw. */
  rosetteAgain: string;
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
    /** A piece that can move: "Light piece on A4, can move to A1 (rosette)". */
    movable(player: Player, from: string, to: string, effect: MoveEffect): string;
    /** A highlighted destination: "Move the piece on A4 to A1 (rosette)". */
    destination(from: string, to: string, effect: MoveEffect): string;
    /** The dice as thrown: "Dice: 3 (3 of 4 marked tips up)". */
    dice(value: number, up: number, count: number): string;
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

const loaded = new Map<Lang, Language>();
const loading = new Map<Lang, Promise<Translation>>();

/** The words of `lang`, or English while they are not loaded yet (`loadTranslation`). */
export function translation(lang: Lang): Translation {
  return loaded.get(lang)?.words ?? en;
}

/** Whether `translation(lang)` gives that language's words. */
export function hasTranslation(lang: Lang): boolean {
  return lang === 'en' || loaded.has(lang);
}

/** A loaded language other than English, with all its words; undefined for English or while it loads. */
export function loadedLanguage(lang: Lang): Language | undefined {
  return loaded.get(lang);
}

/** Which way `lang`'s text runs ('ltr' while it loads). */
export function directionOf(lang: Lang): 'ltr' | 'rtl' {
  return loaded.get(lang)?.dir ?? 'ltr';
}

/** Loads the file of `lang`; a file that cannot be fetched leaves English in use, and a later call tries again. */
export function loadTranslation(lang: Lang): Promise<Translation> {
  const file = FILES.get(lang);
  if (!file || loaded.has(lang)) return Promise.resolve(translation(lang));
  let pending = loading.get(lang);
  if (!pending) {
    pending = file().then(
      ({ default: language }) => {
        loaded.set(lang, language);
        return language.words;
      },
      (error: unknown) => {
        loading.delete(lang);
        throw error;
      },
    );
    loading.set(lang, pending);
  }
  return pending;
}

/** The supported language of a BCP 47 tag (`pt-BR` → `pt`), or null. */
export function matchLang(tag: string | null | undefined): Lang | null {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return LANGS.includes(primary) ? primary : null;
}

/** The language of the page around `element`: the closest `lang` attribute, across shadow roots. */
export function pageLang(element: Element): Lang | null {
  let node: Element | null = element.parentElement ?? hostOf(element);
  while (node) {
    if (node.hasAttribute('lang')) return matchLang(node.getAttribute('lang'));
    node = node.parentElement ?? hostOf(node);
  }
  return matchLang(element.ownerDocument?.documentElement.lang);
}

function hostOf(node: Node): Element | null {
  const root = node.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

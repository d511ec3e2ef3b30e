/**
 * Sentences spoken to the viewer: English's here, loaded (their own chunk) once a board has a
 * `viewer`, the other languages' in their files. The element calls the viewer's side by
 * `youWordsOf(lang).name` ("You") and no other
 * side by that name; `speakingTo(t, you)` is `t` with every sentence that receives that name said
 * in the second person, so that the callers (status line, game-over panel, hint bar) stay as they
 * are: "Your throw", "Você venceu!", never "You wins!".
 */
import { loadedLanguage, type Lang } from './types.js';

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
  eyesChoice(): string;
  /** A computer plays the viewer's side (a bot seat online). */
  thinking(): string;
  waiting(): string;
  threw(value: number): string;
  zero(): string;
  noMove(value: number): string;
  moved(notation: string): string;
  declined(): string;
  starts(): string;
  wins(): string;
  winsMatch(): string;
  /** The game-over panel's (i18n/game-over-words.ts). */
  winsGame(game: number): string;
  points(points: number): string;
  winChance(percent: number): string;
}

/** English; the other languages' are in their language files (languages/). */
export const enYou: YouWords = {
  name: 'You',
  toThrow: () => 'Your throw',
  toThrowOff: () => 'You throw to decide who starts',
  toMove: (distance) => `Your move: ${distance}`,
  eyesChoice: () => 'You may move a piece 4 (eyes) or decline',
  thinking: () => 'Thinking…',
  waiting: () => 'Waiting for you…',
  threw: (value) => `You threw ${value}`,
  zero: () => 'You threw 0: no move',
  noMove: (value) => `You threw ${value}: no legal move`,
  moved: (notation) => `You moved ${notation}`,
  declined: () => 'You declined the bonus',
  starts: () => 'You start',
  wins: () => 'You win!',
  winsMatch: () => 'You win the match!',
  winsGame: (game) => `You win game ${game}`,
  points: (points) => `You score ${points}`,
  winChance: (percent) => `Your chance to win: ${percent}%`,
};

/** The sentences said to the viewer in `lang` (English's until its file is loaded). */
export const youWordsOf = (lang: Lang): YouWords => loadedLanguage(lang)?.you ?? enYou;

type Sentence = (name: string, ...rest: never[]) => string;
const spoken = new WeakMap<object, object>();

/** `t` (the element's words, or the hint bar's: moves.ts) speaking to the viewer in `you` (the same language). */
export function speakingTo<Words extends object>(t: Words, you: YouWords): Words {
  let words = spoken.get(t) as Words | undefined;
  if (words) return words;
  const second = you as unknown as Record<string, ((...rest: never[]) => string) | undefined>;
  const sentences: Record<string, Sentence> = {};
  for (const [key, value] of Object.entries(t)) {
    if (typeof value !== 'function') continue;
    const third = value as Sentence;
    const toYou = second[key];
    sentences[key] = (name, ...rest) => (name === you.name && toYou ? toYou(...rest) : third(name, ...rest));
  }
  words = { ...t, ...sentences };
  spoken.set(t, words);
  return words;
}

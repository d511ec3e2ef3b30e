/**
 * Sentences spoken to the viewer, in the five languages: loaded (their own chunk) once a board has
 * a `viewer`. The element calls the viewer's side by `YOU_WORDS[lang].name` ("You") and no other
 * side by that name; `speakingTo(t, you)` is `t` with every sentence that receives that name said
 * in the second person, so that the callers (status line, game-over panel, hint bar) stay as they
 * are: "Your throw", "Você venceu!", never "You wins!".
 */
import type { Lang, Translation } from './index.js';

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
  points(points: number): string;
  winChance(percent: number): string;
}

export const YOU_WORDS: Readonly<Record<Lang, YouWords>> = {
  en: {
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
    points: (points) => `You score ${points}`,
    winChance: (percent) => `Your chance to win: ${percent}%`,
  },
  pt: {
    name: 'Você',
    toThrow: () => 'Sua vez de lançar',
    toThrowOff: () => 'Você lança para decidir quem começa',
    toMove: (distance) => `Sua vez de mover ${distance}`,
    eyesChoice: () => 'Você pode mover uma peça 4 casas (olhos) ou recusar',
    thinking: () => 'Pensando…',
    waiting: () => 'Aguardando você…',
    threw: (value) => `Você tirou ${value}`,
    zero: () => 'Você tirou 0: sem jogada',
    noMove: (value) => `Você tirou ${value}: nenhuma jogada possível`,
    moved: (notation) => `Você jogou ${notation}`,
    declined: () => 'Você recusou o bônus',
    starts: () => 'Você começa',
    wins: () => 'Você venceu!',
    winsMatch: () => 'Você venceu a partida!',
    points: (points) => `Você marca ${points} pontos`,
    winChance: (percent) => `Sua chance de ganhar: ${percent}%`,
  },
  it: {
    name: 'Tu',
    toThrow: () => 'Tocca a te lanciare',
    toThrowOff: () => 'Lanci per decidere chi inizia',
    toMove: (distance) => `Tocca a te muovere di ${distance}`,
    eyesChoice: () => 'Puoi muovere una pedina di 4 caselle (occhi) o rifiutare',
    thinking: () => 'Sto pensando…',
    waiting: () => 'In attesa di te…',
    threw: (value) => `Hai lanciato ${value}`,
    zero: () => 'Hai lanciato 0: nessuna mossa',
    noMove: (value) => `Hai lanciato ${value}: nessuna mossa possibile`,
    moved: (notation) => `Hai mosso ${notation}`,
    declined: () => 'Hai rifiutato il bonus',
    starts: () => 'Inizi tu',
    wins: () => 'Hai vinto!',
    winsMatch: () => "Hai vinto l'incontro!",
    points: (points) => `Segni ${points} punti`,
    winChance: (percent) => `La tua probabilità di vittoria: ${percent}%`,
  },
  de: {
    name: 'Du',
    toThrow: () => 'Du bist dran: würfeln',
    toThrowOff: () => 'Du würfelst aus, wer beginnt',
    toMove: (distance) => `Du bist dran: ${distance} ziehen`,
    eyesChoice: () => 'Du darfst einen Stein 4 Felder ziehen (Augen) oder ablehnen',
    thinking: () => 'Denke nach…',
    waiting: () => 'Warten auf dich…',
    threw: (value) => `Du hast ${value} gewürfelt`,
    zero: () => 'Du hast 0 gewürfelt: kein Zug',
    noMove: (value) => `Du hast ${value} gewürfelt: kein Zug möglich`,
    moved: (notation) => `Du hast ${notation} gezogen`,
    declined: () => 'Du lehnst den Bonus ab',
    starts: () => 'Du beginnst',
    wins: () => 'Du gewinnst!',
    winsMatch: () => 'Du gewinnst das Match!',
    points: (points) => `Du erhältst ${points} Punkte`,
    winChance: (percent) => `Deine Siegchance: ${percent} %`,
  },
  fr: {
    name: 'Vous',
    toThrow: () => 'À vous de lancer',
    toThrowOff: () => 'Vous lancez pour savoir qui commence',
    toMove: (distance) => `À vous d'avancer de ${distance}`,
    eyesChoice: () => 'Vous pouvez avancer un pion de 4 cases (yeux) ou refuser',
    thinking: () => 'Réflexion…',
    waiting: () => 'En attente de vous…',
    threw: (value) => `Vous avez lancé ${value}`,
    zero: () => 'Vous avez lancé 0\u202F: pas de coup',
    noMove: (value) => `Vous avez lancé ${value}\u202F: aucun coup possible`,
    moved: (notation) => `Vous avez joué ${notation}`,
    declined: () => 'Vous refusez le bonus',
    starts: () => 'Vous commencez',
    wins: () => 'Vous avez gagné\u202F!',
    winsMatch: () => 'Vous avez gagné le match\u202F!',
    points: (points) => `Vous marquez ${points} points`,
    winChance: (percent) => `Vos chances de victoire\u202F: ${percent}\u202F%`,
  },
};

type Sentence = (name: string, ...rest: never[]) => string;
const spoken = new WeakMap<Translation, Translation>();

/** `t` speaking to the viewer in `you` (the same language). */
export function speakingTo(t: Translation, you: YouWords): Translation {
  let words = spoken.get(t);
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

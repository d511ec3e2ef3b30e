/**
 * The review view's words in the five languages. They load with the view (its own chunk), not
 * before the board is playable; the game-over panel's Review button is in the main translation.
 */
import type { ReviewEvaluator, ReviewFlag } from '../../ai/review-score.js';
import type { Lang } from './index.js';

export interface ReviewWords {
  title: string;
  close: string;
  first: string;
  back: string;
  forward: string;
  last: string;
  play: string;
  pause: string;
  /** Accessible name of the graph (a slider over the game's points). */
  graph(light: string): string;
  /** Where the graph stands: "Action 12 of 240: Light moved A4-A2, Light 63%". */
  point(index: number, total: number, what: string, percent: number | null): string;
  /** The start of the reviewed game. */
  start: string;
  /** Which judgement was used. */
  evaluator: Readonly<Record<ReviewEvaluator, string>>;
  analysing(done: number, total: number): string;
  accuracy(name: string, percent: number): string;
  flags: Readonly<Record<ReviewFlag, string>>;
  /** A choice as good as the best. */
  best: string;
  /** A worse choice: the better one and the winning chance given away, in points of percent. */
  better(notation: string, points: number): string;
  /** The screen-reader summary of the game. */
  summary(light: string, start: number, end: number, flagged: number): string;
  /** The record could not be opened for review. */
  error(message: string): string;
}

export const REVIEW_WORDS: Readonly<Record<Lang, ReviewWords>> = {
  en: {
    title: 'Game review',
    close: 'Back to the game',
    first: 'First',
    back: 'Back',
    forward: 'Forward',
    last: 'Last',
    play: 'Play',
    pause: 'Pause',
    graph: (light) => `${light}'s winning chance over the game`,
    point: (index, total, what, percent) =>
      `Action ${index} of ${total}: ${what}${percent === null ? '' : `, ${percent}%`}`,
    start: 'Start of the game',
    evaluator: {
      table: 'Judged by the exact solution table',
      learned: "Judged by expert's search (learned evaluation)",
      heuristic: "Judged by expert's search",
    },
    analysing: (done, total) => `Analysing… ${done} of ${total}`,
    accuracy: (name, percent) => `${name}: accuracy ${percent}%`,
    flags: { inaccuracy: 'Inaccuracy', mistake: 'Mistake', blunder: 'Blunder' },
    best: 'Best move',
    better: (notation, points) => `Better: ${notation} (−${points} points of winning chance)`,
    summary: (light, start, end, flagged) =>
      `${light}'s winning chance went from ${start}% to ${end}%. ${flagged === 0 ? 'No move was flagged.' : `${flagged} ${flagged === 1 ? 'move was' : 'moves were'} flagged.`}`,
    error: (message) => `This game cannot be reviewed: ${message}`,
  },
  pt: {
    title: 'Análise da partida',
    close: 'Voltar ao jogo',
    first: 'Início',
    back: 'Recuar',
    forward: 'Avançar',
    last: 'Fim',
    play: 'Reproduzir',
    pause: 'Pausar',
    graph: (light) => `Chance de vitória de ${light} ao longo da partida`,
    point: (index, total, what, percent) =>
      `Ação ${index} de ${total}: ${what}${percent === null ? '' : `, ${percent}%`}`,
    start: 'Início da partida',
    evaluator: {
      table: 'Avaliado pela tabela de solução exata',
      learned: 'Avaliado pela busca do nível especialista (avaliação aprendida)',
      heuristic: 'Avaliado pela busca do nível especialista',
    },
    analysing: (done, total) => `Analisando… ${done} de ${total}`,
    accuracy: (name, percent) => `${name}: precisão ${percent}%`,
    flags: { inaccuracy: 'Imprecisão', mistake: 'Erro', blunder: 'Erro grave' },
    best: 'Melhor jogada',
    better: (notation, points) => `Melhor: ${notation} (−${points} pontos de chance de vitória)`,
    summary: (light, start, end, flagged) =>
      `A chance de vitória de ${light} foi de ${start}% a ${end}%. ${flagged === 0 ? 'Nenhuma jogada foi assinalada.' : `${flagged} ${flagged === 1 ? 'jogada foi assinalada' : 'jogadas foram assinaladas'}.`}`,
    error: (message) => `Esta partida não pode ser analisada: ${message}`,
  },
  it: {
    title: 'Analisi della partita',
    close: 'Torna al gioco',
    first: 'Inizio',
    back: 'Indietro',
    forward: 'Avanti',
    last: 'Fine',
    play: 'Riproduci',
    pause: 'Pausa',
    graph: (light) => `Probabilità di vittoria di ${light} nel corso della partita`,
    point: (index, total, what, percent) =>
      `Azione ${index} di ${total}: ${what}${percent === null ? '' : `, ${percent}%`}`,
    start: 'Inizio della partita',
    evaluator: {
      table: 'Valutato con la tabella della soluzione esatta',
      learned: 'Valutato dalla ricerca del livello esperto (valutazione appresa)',
      heuristic: 'Valutato dalla ricerca del livello esperto',
    },
    analysing: (done, total) => `Analisi in corso… ${done} di ${total}`,
    accuracy: (name, percent) => `${name}: precisione ${percent}%`,
    flags: { inaccuracy: 'Imprecisione', mistake: 'Errore', blunder: 'Errore grave' },
    best: 'Mossa migliore',
    better: (notation, points) => `Meglio: ${notation} (−${points} punti di probabilità di vittoria)`,
    summary: (light, start, end, flagged) =>
      `La probabilità di vittoria di ${light} è passata dal ${start}% al ${end}%. ${flagged === 0 ? 'Nessuna mossa segnalata.' : `${flagged} ${flagged === 1 ? 'mossa segnalata' : 'mosse segnalate'}.`}`,
    error: (message) => `Questa partita non può essere analizzata: ${message}`,
  },
  de: {
    title: 'Partieanalyse',
    close: 'Zurück zum Spiel',
    first: 'Anfang',
    back: 'Zurück',
    forward: 'Vor',
    last: 'Ende',
    play: 'Abspielen',
    pause: 'Anhalten',
    graph: (light) => `Siegchance von ${light} im Lauf der Partie`,
    point: (index, total, what, percent) =>
      `Aktion ${index} von ${total}: ${what}${percent === null ? '' : `, ${percent} %`}`,
    start: 'Beginn der Partie',
    evaluator: {
      table: 'Bewertet mit der exakten Lösungstabelle',
      learned: 'Bewertet von der Suche der Stufe Experte (gelernte Bewertung)',
      heuristic: 'Bewertet von der Suche der Stufe Experte',
    },
    analysing: (done, total) => `Analyse läuft… ${done} von ${total}`,
    accuracy: (name, percent) => `${name}: Genauigkeit ${percent} %`,
    flags: { inaccuracy: 'Ungenauigkeit', mistake: 'Fehler', blunder: 'Grober Fehler' },
    best: 'Bester Zug',
    better: (notation, points) => `Besser: ${notation} (−${points} Prozentpunkte Siegchance)`,
    summary: (light, start, end, flagged) =>
      `Die Siegchance von ${light} ging von ${start} % zu ${end} %. ${flagged === 0 ? 'Kein Zug wurde markiert.' : `${flagged} ${flagged === 1 ? 'Zug wurde' : 'Züge wurden'} markiert.`}`,
    error: (message) => `Diese Partie kann nicht analysiert werden: ${message}`,
  },
  fr: {
    title: 'Analyse de la partie',
    close: 'Retour au jeu',
    first: 'Début',
    back: 'Reculer',
    forward: 'Avancer',
    last: 'Fin',
    play: 'Lire',
    pause: 'Arrêter',
    graph: (light) => `Chances de victoire de ${light} au fil de la partie`,
    point: (index, total, what, percent) =>
      `Action ${index} sur ${total}\u202F: ${what}${percent === null ? '' : `, ${percent}\u202F%`}`,
    start: 'Début de la partie',
    evaluator: {
      table: 'Jugé par la table de solution exacte',
      learned: 'Jugé par la recherche du niveau expert (évaluation apprise)',
      heuristic: 'Jugé par la recherche du niveau expert',
    },
    analysing: (done, total) => `Analyse… ${done} sur ${total}`,
    accuracy: (name, percent) => `${name}\u202F: précision ${percent}\u202F%`,
    flags: { inaccuracy: 'Imprécision', mistake: 'Erreur', blunder: 'Gaffe' },
    best: 'Meilleur coup',
    better: (notation, points) => `Mieux\u202F: ${notation} (−${points} points de chances de victoire)`,
    summary: (light, start, end, flagged) =>
      `Les chances de victoire de ${light} sont passées de ${start}\u202F% à ${end}\u202F%. ${flagged === 0 ? 'Aucun coup signalé.' : `${flagged} ${flagged === 1 ? 'coup signalé' : 'coups signalés'}.`}`,
    error: (message) => `Cette partie ne peut pas être analysée\u202F: ${message}`,
  },
};

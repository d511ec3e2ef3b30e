/**
 * The review view's words in the five languages. They load with the view (its own chunk), not
 * before the board is playable; the game-over panel's Review button is in the main translation.
 */
import type { ReviewCategory, ReviewJudge } from '../../ai/review-score.js';
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
  previousKeyMove: string;
  nextKeyMove: string;
  noKeyMoves: string;
  /** A key move: its number, who played what, the better move and the winning chance lost. */
  keyMove(move: number, name: string, played: string, better: string, points: number): string;
  /** The graph's axes: the 50% line, the move numbers. */
  even: string;
  moves: string;
  /** The graph's caption for a point: its move number, what happened, light's chance. */
  caption(move: number, what: string, light: string, percent: number | null): string;
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
    judge: ({ evaluator, depth, exactPieces }) =>
      evaluator === 'table'
        ? 'Judged by the exact solution table'
        : `Judged by a ${depth}-ply search${evaluator === 'learned' ? ' (learned evaluation)' : ''}${exactPieces ? `, endgames of ${exactPieces} pieces or fewer exactly` : ''}`,
    analysing: (done, total) => `Analysing… ${done} of ${total}`,
    accuracy: (name, percent) => `${name}: accuracy ${percent}%`,
    categories: {
      best: 'Best',
      excellent: 'Excellent',
      good: 'Good',
      inaccuracy: 'Inaccuracy',
      mistake: 'Mistake',
      blunder: 'Blunder',
    },
    brilliant: 'Brilliant',
    counts: 'Moves by category',
    keyMoves: 'Key moves',
    reviewKeyMoves: 'Review key moves',
    previousKeyMove: 'Previous mistake',
    nextKeyMove: 'Next mistake',
    noKeyMoves: 'No inaccuracy, mistake or blunder.',
    keyMove: (move, name, played, better, points) =>
      `Move ${move}: ${name} ${played}, better ${better} (−${points} points)`,
    even: '50%',
    moves: 'Move',
    caption: (move, what, light, percent) =>
      `Move ${move}: ${what}${percent === null ? '' : ` · ${light} ${percent}%`}`,
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
    judge: ({ evaluator, depth, exactPieces }) =>
      evaluator === 'table'
        ? 'Avaliado pela tabela de solução exata'
        : `Avaliado por uma busca de ${depth} lances${evaluator === 'learned' ? ' (avaliação aprendida)' : ''}${exactPieces ? `, finais de até ${exactPieces} peças de forma exata` : ''}`,
    analysing: (done, total) => `Analisando… ${done} de ${total}`,
    accuracy: (name, percent) => `${name}: precisão ${percent}%`,
    categories: {
      best: 'Melhor',
      excellent: 'Excelente',
      good: 'Boa',
      inaccuracy: 'Imprecisão',
      mistake: 'Erro',
      blunder: 'Erro grave',
    },
    brilliant: 'Brilhante',
    counts: 'Jogadas por categoria',
    keyMoves: 'Jogadas-chave',
    reviewKeyMoves: 'Ver jogadas-chave',
    previousKeyMove: 'Erro anterior',
    nextKeyMove: 'Próximo erro',
    noKeyMoves: 'Nenhuma imprecisão, erro ou erro grave.',
    keyMove: (move, name, played, better, points) =>
      `Jogada ${move}: ${name} ${played}, melhor ${better} (−${points} pontos)`,
    even: '50%',
    moves: 'Jogada',
    caption: (move, what, light, percent) =>
      `Jogada ${move}: ${what}${percent === null ? '' : ` · ${light} ${percent}%`}`,
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
    judge: ({ evaluator, depth, exactPieces }) =>
      evaluator === 'table'
        ? 'Valutato con la tabella della soluzione esatta'
        : `Valutato da una ricerca di ${depth} mosse${evaluator === 'learned' ? ' (valutazione appresa)' : ''}${exactPieces ? `, finali fino a ${exactPieces} pedine in modo esatto` : ''}`,
    analysing: (done, total) => `Analisi in corso… ${done} di ${total}`,
    accuracy: (name, percent) => `${name}: precisione ${percent}%`,
    categories: {
      best: 'Migliore',
      excellent: 'Eccellente',
      good: 'Buona',
      inaccuracy: 'Imprecisione',
      mistake: 'Errore',
      blunder: 'Errore grave',
    },
    brilliant: 'Brillante',
    counts: 'Mosse per categoria',
    keyMoves: 'Mosse chiave',
    reviewKeyMoves: 'Rivedi le mosse chiave',
    previousKeyMove: 'Errore precedente',
    nextKeyMove: 'Errore successivo',
    noKeyMoves: 'Nessuna imprecisione, errore o errore grave.',
    keyMove: (move, name, played, better, points) =>
      `Mossa ${move}: ${name} ${played}, meglio ${better} (−${points} punti)`,
    even: '50%',
    moves: 'Mossa',
    caption: (move, what, light, percent) =>
      `Mossa ${move}: ${what}${percent === null ? '' : ` · ${light} ${percent}%`}`,
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
    judge: ({ evaluator, depth, exactPieces }) =>
      evaluator === 'table'
        ? 'Bewertet mit der exakten Lösungstabelle'
        : `Bewertet von einer Suche über ${depth} Züge${evaluator === 'learned' ? ' (gelernte Bewertung)' : ''}${exactPieces ? `, Endspiele mit bis zu ${exactPieces} Steinen exakt` : ''}`,
    analysing: (done, total) => `Analyse läuft… ${done} von ${total}`,
    accuracy: (name, percent) => `${name}: Genauigkeit ${percent} %`,
    categories: {
      best: 'Bester Zug',
      excellent: 'Ausgezeichnet',
      good: 'Gut',
      inaccuracy: 'Ungenauigkeit',
      mistake: 'Fehler',
      blunder: 'Grober Fehler',
    },
    brilliant: 'Brillant',
    counts: 'Züge nach Kategorie',
    keyMoves: 'Schlüsselzüge',
    reviewKeyMoves: 'Schlüsselzüge ansehen',
    previousKeyMove: 'Voriger Fehler',
    nextKeyMove: 'Nächster Fehler',
    noKeyMoves: 'Keine Ungenauigkeit, kein Fehler, kein grober Fehler.',
    keyMove: (move, name, played, better, points) =>
      `Zug ${move}: ${name} ${played}, besser ${better} (−${points} Punkte)`,
    even: '50 %',
    moves: 'Zug',
    caption: (move, what, light, percent) =>
      `Zug ${move}: ${what}${percent === null ? '' : ` · ${light} ${percent} %`}`,
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
    judge: ({ evaluator, depth, exactPieces }) =>
      evaluator === 'table'
        ? 'Jugé par la table de solution exacte'
        : `Jugé par une recherche de ${depth} coups${evaluator === 'learned' ? ' (évaluation apprise)' : ''}${exactPieces ? `, finales de ${exactPieces} pions ou moins de façon exacte` : ''}`,
    analysing: (done, total) => `Analyse… ${done} sur ${total}`,
    accuracy: (name, percent) => `${name}\u202F: précision ${percent}\u202F%`,
    categories: {
      best: 'Meilleur coup',
      excellent: 'Excellent',
      good: 'Bon',
      inaccuracy: 'Imprécision',
      mistake: 'Erreur',
      blunder: 'Gaffe',
    },
    brilliant: 'Brillant',
    counts: 'Coups par catégorie',
    keyMoves: 'Coups clés',
    reviewKeyMoves: 'Revoir les coups clés',
    previousKeyMove: 'Erreur précédente',
    nextKeyMove: 'Erreur suivante',
    noKeyMoves: 'Aucune imprécision, erreur ou gaffe.',
    keyMove: (move, name, played, better, points) =>
      `Coup ${move}\u202F: ${name} ${played}, mieux ${better} (−${points} points)`,
    even: '50\u202F%',
    moves: 'Coup',
    caption: (move, what, light, percent) =>
      `Coup ${move}\u202F: ${what}${percent === null ? '' : ` · ${light} ${percent}\u202F%`}`,
    best: 'Meilleur coup',
    better: (notation, points) => `Mieux\u202F: ${notation} (−${points} points de chances de victoire)`,
    summary: (light, start, end, flagged) =>
      `Les chances de victoire de ${light} sont passées de ${start}\u202F% à ${end}\u202F%. ${flagged === 0 ? 'Aucun coup signalé.' : `${flagged} ${flagged === 1 ? 'coup signalé' : 'coups signalés'}.`}`,
    error: (message) => `Cette partie ne peut pas être analysée\u202F: ${message}`,
  },
};

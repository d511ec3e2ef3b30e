/** French. */
import type {
  ConnectionWords,
  GameOverWords,
  HowToPlay,
  Language,
  MoveEffect,
  MoveWords,
  ReviewWords,
  SettingsWords,
  Translation,
  YouWords,
} from '../types.js';
import { frenchTypography } from '../french.js';
import { side, withKind } from '../shared.js';

const effect = (what: MoveEffect) =>
  what === 'capture' ? ' en prenant' : what === 'bounce' ? ' (retour en réserve)' : '';
const colour = (player: 'light' | 'dark', count: number) =>
  side(player, count > 1 ? 'clairs' : 'clair', count > 1 ? 'sombres' : 'sombre');

const words: Translation = frenchTypography({
  gameLabel: "Jeu royal d'Ur",
  light: 'Clair',
  dark: 'Sombre',
  throwDice: 'Lancer',
  decline: 'Refuser le bonus',
  undo: 'Annuler',
  newGame: 'Nouvelle partie',
  help: 'Règles',
  toThrow: (name) => `À ${name} de lancer`,
  toThrowOff: (name) => `${name} lance pour savoir qui commence`,
  toMove: (name, distance) => `À ${name} d'avancer de ${distance}`,
  eyesChoice: (name) => `${name} peut avancer un pion de 4 cases (yeux) ou refuser`,
  thinking: (name) => `${name} réfléchit…`,
  waiting: (name) => `En attente de ${name}…`,
  threw: (name, value) => `${name} a lancé ${value}`,
  zero: (name) => `${name} a lancé 0 : pas de coup`,
  noMove: (name, value) => `${name} a lancé ${value} : aucun coup possible`,
  moved: (name, notation) => `${name} a joué ${notation}`,
  captured: (tile) => `prise en ${tile}`,
  bounced: (tile) => `rebond sur la pile en ${tile}, retour en réserve`,
  extraTurn: 'relance',
  onlyMove: 'le seul coup',
  entered: (name, tile) => `${name} a fait entrer un pion en ${tile}`,
  boreOff: (name, tile) => `${name} a sorti un pion de ${tile}`,
  rosetteAgain: 'arrivé sur une rosace : relance',
  declined: (name) => `${name} refuse le bonus`,
  starts: (name) => `${name} commence`,
  undone: 'Annulé',
  started: 'Nouvelle partie',
  loaded: 'Partie chargée',
  wins: (name) => `${name} gagne !`,
  winsMatch: (name) => `${name} gagne le match !`,
  points: (name, points) => `${name} marque ${points} points`,
  kinds: {
    rosette: 'rosace',
    double: 'double',
    eyes: 'yeux',
    'five-dots': 'cinq points',
    zigzag: 'zigzag',
    gate: 'porte',
  },
  board: {
    name: 'Plateau',
    home: 'arrivée',
    place: withKind,
    pieces: (player, count) =>
      count === 0 ? 'vide' : `${count} ${count > 1 ? 'pions' : 'pion'} ${colour(player, count)}`,
    tile: (place, pieces) => `${place} : ${pieces}`,
    tray: (player, tray, pieces) =>
      `${tray === 'reserve' ? 'Réserve' : 'Arrivée'} ${side(player, 'du clair', 'du sombre')} : ${pieces}`,
    movable: (player, from, to, what) =>
      `Pion ${colour(player, 1)} ${from === 'reserve' ? 'en réserve' : `sur ${from}`}, peut aller en ${to}${effect(what)}`,
    destination: (from, to, what) =>
      `Jouer le pion ${from === 'reserve' ? 'de la réserve' : `de ${from}`} en ${to}${effect(what)}`,
    dice: (value, up, count) => `Dés : ${value} (${up} pointes marquées sur ${count} tournées vers le haut)`,
  },
});

/** The rules panel's texts. */
const howToPlay: HowToPlay = frenchTypography({
  title: 'Comment jouer',
  close: 'Fermer',
  goal: (n) =>
    `Menez ${n === 1 ? 'votre pion' : `vos ${n} pions`} au bout de votre parcours et hors du plateau avant l'adversaire.`,
  diceHeading: 'Dés',
  dice: {
    'four-binary': 'Quatre dés valant 0 ou 1 : le lancer donne de 0 à 4 (2 est le plus fréquent).',
    'three-binary-zero-four':
      'Trois dés valant 0 ou 1 ; un total de 0 compte pour 4, chaque lancer donne donc de 1 à 4.',
    'three-tetrahedral':
      'Trois pyramides ; comptez les pointes marquées tournées vers le haut : aucune = 4, une = 0, deux = 1, trois = 5.',
  },
  routeHeading: 'Parcours',
  route: (entry, exit) =>
    `Vos pions entrent en ${entry} et suivent les flèches jusqu'à ${exit}, puis sortent du plateau. L'adversaire suit le chemin symétrique.`,
  shared: {
    bell: "Seule la rangée centrale est commune : c'est là que les pions se rencontrent.",
    masters:
      "La rangée centrale et les six cases du petit côté du plateau sont communes : c'est là que les pions se rencontrent.",
    aseb: "Seule la longue rangée centrale est commune : c'est là que les pions se rencontrent.",
  },
  routeMap: (player, tiles) => `Parcours du ${player === 'light' ? 'clair' : 'sombre'} : ${tiles}, puis l'arrivée.`,
  turnHeading: 'Votre tour',
  race: {
    zero: 'Lancez les dés. Avec un 0, le tour passe.',
    move: 'Avancez un pion exactement du nombre obtenu.',
    enter: (tile) => `Un nouveau pion entre en comptant depuis la case ${tile} : un 1 le place sur la case ${tile}.`,
    noStack: 'Vous ne pouvez jamais vous arrêter sur votre propre pion.',
    noMove: 'Si aucun pion ne peut bouger, le tour passe.',
    captures: (on) =>
      on
        ? 'Arrêtez-vous sur un pion adverse sur une case commune pour le prendre : il retourne dans sa réserve.'
        : "Pas de prise : impossible de s'arrêter sur un pion adverse.",
    exactExit: (on) =>
      on ? 'Pour sortir, il faut le nombre exact.' : 'Tout lancer qui atteint ou dépasse la fin fait sortir le pion.',
    win: 'Le premier à sortir tous ses pions gagne.',
  },
  bell: {
    throwOff: 'Chacun lance les dés ; celui qui obtient le plus commence.',
    series: 'Votre tour est une série de lancers :',
    zero: '0 : votre tour est fini.',
    oneOrFour: "1 ou 4 : avancez un pion d'autant (si possible), puis relancez.",
    five: (tile) =>
      `5 : faites entrer un nouveau pion sur la case ${tile} et relancez, ou avancez un pion de 5 cases et votre tour est fini.`,
    enter: (tile) =>
      `Les pions n'entrent que sur la case ${tile} : avec un 5, ou gratuitement quand l'un des vôtres s'arrête sur une rosace.`,
    stacks: "Vos pions peuvent s'empiler ; deux couleurs ne partagent jamais une case.",
    capture: 'Arrêtez-vous sur un pion adverse seul pour le renvoyer dans sa réserve.',
    bounce: "Sur deux pions adverses ou plus, c'est le vôtre qui retourne dans votre réserve.",
    win: (n) => `Le premier à sortir ses ${n} pions gagne la partie et marque des points selon les pions du perdant :`,
    scoring: (start, reserve, tile) =>
      `les points de chaque case occupée, ${start} par pion sur la case ${tile}, ${reserve} par pion dans la réserve (jamais entré, ou pris).`,
    match: (target) =>
      `Le match continue jusqu'à ce qu'un joueur atteigne ${target} points ; le perdant d'une partie commence la suivante.`,
  },
  tilesHeading: 'Cases',
  rosette: {
    safe: 'un pion ici ne peut pas être pris',
    unsafe: 'un pion ici peut être pris',
    extraTurn: "s'y arrêter donne un autre lancer",
    enters: (tile) => `s'y arrêter fait entrer un nouveau pion sur la case ${tile}`,
  },
  tileEffects: {
    double: 'le pion avance encore de la même distance',
    eyes: "l'adversaire peut avancer de 4 cases l'un de ses pions déjà sur le plateau, ou refuser",
    none: 'aucun effet',
  },
  startSquare: { name: 'Case de départ', effect: "les pions entrent ici ; les yeux n'y ont pas d'effet" },
  captureExtraTurn: 'Une prise donne un autre lancer.',
  points: (n) => `${n} ${n === 1 ? 'point' : 'points'}`,
});

/** The review view's words. */
const review: ReviewWords = {
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
      ? 'Jugé d’après le jeu parfait (table de solution exacte)'
      : `Jugé par l’ordinateur, qui regarde ${depth} coups à l’avance (les coups des deux joueurs comptés ensemble, chaque lancer pondéré)${evaluator === 'learned' ? ', avec ce qu’il a appris en parties d’entraînement' : ''}${exactPieces ? `\u202F; finales de ${exactPieces} pions ou moins d’après le jeu parfait` : ''}`,
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
  previousInaccuracy: 'Imprécision précédente',
  nextInaccuracy: 'Imprécision suivante',
  noKeyMoves: 'Aucune imprécision, erreur ou gaffe.',
  keyMove: (turn, played, better, points) =>
    `Tour ${turn}\u202F: ${played}\u202F; mieux\u202F: ${better} (−${points} points de pourcentage)`,
  even: '50\u202F%',
  turn: 'Tour',
  stepMove: {
    moved: (squares) => `a joué ${squares}`,
    entered: (tile) => `a fait entrer un pion en ${tile}`,
    boreOff: (tile) => `a sorti un pion de ${tile}`,
  },
  caption: (turn, what, light, percent) =>
    `Tour ${turn}\u202F: ${what}${percent === null ? '' : ` · ${light} ${percent}\u202F%`}`,
  best: 'Meilleur coup',
  onlyMove: 'Seul coup possible',
  chances: (thrown, before, after, points) =>
    `${thrown === null ? 'Bonus des yeux' : `Lancer de ${thrown}`}\u202F: chances de victoire ${before} avant le coup, ${after} après (−${points} points de pourcentage)`,
  better: (move, keeps) => `Mieux\u202F: ${move}, qui garde ${keeps}`,
  reasons: {
    exposure: (tiles, pieces, attackers, chance, better) =>
      `Ce coup laisse ${tiles} là où ${attackers === 1 ? '1 pion adverse peut' : `${attackers} pions adverses peuvent`} ${pieces === 1 ? 'le' : 'les'} prendre dans ${chance} des cas\u202F; le meilleur coup ${better === null ? 'met tout à l’abri' : `ramène ce risque à ${better}`}.`,
    'bear-off': (from, tiles, pieces, chance, better) =>
      `Sortir le pion de ${from} laisse ${tiles} exposé${pieces === 1 ? '' : 's'} à une prise dans ${chance} des cas\u202F; le meilleur coup ${better === null ? 'met tout à l’abri' : `ramène ce risque à ${better}`}.`,
    capture: (tile, squares) => `Le meilleur coup prend sur ${tile} et renvoie ce pion ${squares} cases en arrière.`,
    rosette: (tile, central, kept) =>
      kept
        ? `Ce coup abandonne la rosace ${central ? 'centrale ' : ''}${tile}, que le meilleur coup garde.`
        : `Le meilleur coup s’arrête sur la rosace ${central ? 'centrale ' : ''}${tile} et rejoue.`,
    race: (played, best) => `Le meilleur coup laisse une avance de ${best} cases dans la course au lieu de ${played}.`,
  },
  summary: (light, start, end, flagged) =>
    `Les chances de victoire de ${light} sont passées de ${start}\u202F% à ${end}\u202F%. ${flagged === 0 ? 'Aucun coup signalé.' : `${flagged} ${flagged === 1 ? 'coup signalé' : 'coups signalés'}.`}`,
  error: (message) => `Cette partie ne peut pas être analysée\u202F: ${message}`,
};

/** The words of the parts that tell moves (hint bar, move list, review). */
const moves: MoveWords = frenchTypography({
  list: 'Coups',
  best: (move) => `Meilleur coup : ${move}`,
  bestDecline: 'Le mieux : refuser le bonus',
  winChance: (name, percent) => `Chances de victoire de ${name} : ${percent} %`,
  enter: (tile) => `faire entrer un pion en ${tile}`,
  bearOff: (tile) => `sortir le pion de ${tile}`,
  capture: (tile) => `avec prise en ${tile}`,
  bounce: (tile) => `rebond sur la pile en ${tile}, retour en réserve`,
  rosette: 'arrivée sur une rosace : relance',
  legend: {
    enters: 'entre',
    bearsOff: 'sort du plateau',
    capture: 'prise',
    rosette: 'rosace : relance',
    bounce: 'renvoyé à la réserve',
    passed: 'aucun coup',
    earlier: 'Une position antérieure',
    back: 'Retour à la partie',
  },
});

/** The status line's words for an online connection. */
const connection: ConnectionWords = {
  states: {
    connecting: () => 'Connexion au serveur de jeu…',
    'waiting-for-opponent': (opponent) => `La partie commence à l’arrivée de ${opponent}…`,
    reconnecting: () => 'Connexion perdue\u202F: reconnexion…',
    slow: () => 'Connexion lente…',
    'game-gone': () => 'Cette partie n’existe plus\u202F: commencez-en une autre avec Nouvelle partie.',
    'opponent-reconnecting': (opponent) => `${opponent} a perdu la connexion\u202F: en attente de son retour…`,
    'opponent-left': (opponent) => `${opponent} a quitté la partie.`,
  },
  either: (a, b) => `${a} ou ${b}`,
  rematch: {
    offer: 'Revanche',
    accept: 'Accepter la revanche',
    waiting: (opponent) => `En attente de l’accord de ${opponent} pour la revanche…`,
    offered: (opponent) => `${opponent} propose une revanche`,
  },
};

/** The game-over panel's words. */
const gameOver: GameOverWords = frenchTypography({
  nextGame: 'Partie suivante',
  review: 'Analyser',
  matchTo: (target) => `Match en ${target} points`,
  winsGame: (name, game) => `${name} gagne la partie ${game}`,
  resign: 'Abandonner',
  confirmResign: 'Abandonner cette partie ?',
  abort: 'Interrompre',
  confirmAbort: 'Interrompre cette partie ? Elle ne comptera pas.',
  cancel: 'Continuer',
  resigned: (name) => `${name} abandonne`,
  left: (name) => `${name} a quitté la partie`,
  aborted: 'Partie interrompue',
});

/** Sentences said to the viewer (`viewer`), in the second person. */
const you: YouWords = {
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
  winsGame: (game) => `Vous avez gagné la partie ${game}`,
  points: (points) => `Vous marquez ${points} points`,
  winChance: (percent) => `Vos chances de victoire\u202F: ${percent}\u202F%`,
  resigned: () => 'Vous abandonnez',
  left: () => 'Vous avez quitté la partie',
};

const settings: SettingsWords = {
  sound: 'Son',
  pace: 'Rythme',
  paces: { normal: 'Normal', fast: 'Rapide', instant: 'Instantané' },
};

export default {
  name: 'Français',
  dir: 'ltr',
  words,
  howToPlay,
  review,
  moves,
  gameOver,
  connection,
  you,
  settings,
} satisfies Language;

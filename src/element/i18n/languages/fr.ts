/** French. */
import type {
  ConnectionWords,
  GameOverWords,
  HowToPlay,
  Language,
  LearnWords,
  MoveEffect,
  MoveWords,
  ReviewWords,
  PuzzleWords,
  SettingsWords,
  PlayerWords,
  Translation,
  YouWords,
} from '../types.js';
import type { DiceName } from '../../../engine/index.js';
import type { LessonFacts } from '../../../learn/index.js';
import { frenchTypography } from '../french.js';
import { side, withKind } from '../shared.js';
import { listOf } from '../list.js';
import { counted } from '../plural.js';

/** "de" before a name, elided before a vowel or a mute h: "d’Ordinateur · Moyen", "d’Ana", "de Bruno". */
const of = (name: string) => (/^[aeiouyhàâäéèêëîïôöùûüœæ]/i.test(name) ? `d’${name}` : `de ${name}`);
const effect = (what: MoveEffect) =>
  what === 'capture' ? ' en prenant' : what === 'bounce' ? ' (retour en réserve)' : '';
const colour = (player: 'light' | 'dark', count: number) =>
  side(player, count > 1 ? 'clairs' : 'clair', count > 1 ? 'sombres' : 'sombre');

const words: Translation = frenchTypography({
  gameLabel: "Jeu royal d'Ur",
  comma: ', ',
  light: 'Clair',
  dark: 'Sombre',
  throwDice: 'Lancer',
  decline: 'Refuser le bonus',
  undo: 'Annuler',
  newGame: 'Nouvelle partie',
  help: 'Règles',
  puzzle: 'Problème',
  learn: 'Leçons',
  toThrow: (name) => `À ${name} de lancer`,
  toThrowOff: (name) => `${name} lance pour savoir qui commence`,
  toMove: (name, distance) => `À ${name} d'avancer de ${distance}`,
  toMoveThrown: (name) => `À ${name} d'avancer`,
  eyesChoice: (name) => `${name} peut avancer un pion de 4 cases (yeux) ou refuser`,
  thinking: (name) => `${name} réfléchit…`,
  waiting: (name) => `En attente ${of(name)}…`,
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
  doubled: (tile, to) =>
    `arrivé sur le double en ${tile} : avance encore de la même distance ${to ? `jusqu'en ${to}` : 'et sort le pion'}`,
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

/** The puzzle view's words. */
const puzzle: PuzzleWords = {
  title: (number) => `Problème ${number}`,
  close: 'Retour à la partie',
  loading: 'Chargement du problème…',
  task: (player, thrown) =>
    `Vous jouez ${side(player, 'les clairs', 'les sombres')} et avez lancé ${thrown}\u202F: trouvez le meilleur coup`,
  verdicts: {
    best: 'Meilleur coup\u202F!',
    close: 'Presque\u202F: pas le meilleur, mais moins de 5 points de chances de victoire derrière',
    wrong: 'Pas le meilleur coup',
  },
  chances: 'Chances de victoire de chaque coup',
  best: 'meilleur',
  yours: 'votre coup',
  streak: (count) => `Série\u202F: ${count}`,
  again: 'Réessayer',
  next: 'Problème suivant',
};

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
  graph: (light) => `Chances de victoire ${of(light)} au fil de la partie`,
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
  tryAgain: {
    button: 'Réessayer',
    prompt: (thrown) =>
      thrown === null
        ? 'Réessayez\u202F: trouvez le meilleur usage du bonus des yeux.'
        : `Réessayez\u202F: trouvez le meilleur coup avec ${thrown}.`,
    best: (after) => `Meilleur coup\u202F! Il garde ${after}.`,
    good: (after, points) => `Bon\u202F: ${after}, ${points} points de pourcentage sous le meilleur.`,
    inaccuracy: (after, points) =>
      `Toujours une imprécision\u202F: ${after}, ${points} points de pourcentage sous le meilleur.`,
    mistake: (after, points) =>
      `Toujours une erreur\u202F: ${after}, ${points} points de pourcentage sous le meilleur.`,
    answer: (move, keeps) => `Le meilleur\u202F: ${move}, qui garde ${keeps}.`,
    showAnswer: 'Voir la réponse',
    noReason: 'Aucun trait à lui seul n’explique l’écart\u202F: il tient à toute la position.',
    back: 'Retour à l’analyse',
  },
  chanceWent: (light, start, end) =>
    `Les chances de victoire ${of(light)} sont passées de ${start}\u202F% à ${end}\u202F%.`,
  flagged: (count) =>
    count === 0 ? 'Aucun coup signalé.' : counted('fr', count, { one: '# coup signalé.', other: '# coups signalés.' }),
  error: (message) => `Cette partie ne peut pas être analysée\u202F: ${message}`,
};

/** The words of the parts that tell moves (hint bar, move list, review). */
const moves: MoveWords = frenchTypography({
  list: 'Coups',
  best: (move) => `Meilleur coup : ${move}`,
  bestDecline: 'Le mieux : refuser le bonus',
  winChance: (name, percent) => `Chances de victoire ${of(name)} : ${percent} %`,
  enter: (tile) => `faire entrer un pion en ${tile}`,
  bearOff: (tile) => `sortir le pion de ${tile}`,
  capture: (tile) => `avec prise en ${tile}`,
  bounce: (tile) => `rebond sur la pile en ${tile}, retour en réserve`,
  rosette: 'arrivée sur une rosace : relance',
  board: {
    movable: (player, from, to, what) =>
      `Pion ${colour(player, 1)} ${from === 'reserve' ? 'en réserve' : `sur ${from}`}, peut aller en ${to}${effect(what)}`,
    destination: (from, to, what) =>
      `Jouer le pion ${from === 'reserve' ? 'de la réserve' : `de ${from}`} en ${to}${effect(what)}`,
    dice: (value, up, count) => `Dés : ${value} (${up} pointes marquées sur ${count} tournées vers le haut)`,
  },
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
    'waiting-for-opponent': (opponent) => `La partie commence à l’arrivée ${of(opponent)}…`,
    reconnecting: () => 'Connexion perdue\u202F: reconnexion…',
    slow: () => 'Connexion lente…',
    'game-gone': () => 'Cette partie n’existe plus\u202F: commencez-en une autre avec Nouvelle partie.',
    'no-room': () => 'Cette partie n’existe pas\u202F: vérifiez le lien reçu, ou demandez-en un nouveau.',
    'opponent-reconnecting': (opponent) => `${opponent} a perdu la connexion\u202F: en attente de son retour…`,
    'opponent-left': (opponent) => `${opponent} a quitté la partie.`,
    'key-required': () =>
      'Prendre une place demande le lien d’invitation complet\u202F: ouvrez le lien reçu, ou demandez-en un nouveau.',
    'seat-taken': () =>
      'Cette place est à un autre joueur\u202F: rouvrez le lien pour regarder, ou commencez une nouvelle partie.',
    'room-full': () =>
      'Les deux places sont prises\u202F: ouvrez le lien en spectateur pour regarder, ou commencez une nouvelle partie.',
    'not-seated': () =>
      'Ce plateau n’a plus de place (un autre onglet l’a reprise)\u202F: rechargez la page pour jouer ici.',
    'bad-identity': () => 'Ce site n’a pas pu confirmer qui vous êtes\u202F: rechargez la page ou reconnectez-vous.',
    'same-player': () =>
      'Vous jouez déjà l’autre camp de cette partie classée\u202F: personne ne peut jouer une partie classée contre soi-même.',
    refused: () => 'Le serveur de jeu a refusé cette partie\u202F: rechargez la page pour réessayer.',
    paused: () =>
      'Partie en pause\u202F: le serveur ne peut pas enregistrer les coups pour l’instant. Le jeu reprendra tout seul.',
    'end-refused': () => 'La partie n’a pas pu être terminée maintenant\u202F: elle continue.',
  },
  either: (a, b) => `${a} ou ${b}`,
  rematch: {
    offer: 'Revanche',
    accept: 'Accepter la revanche',
    waiting: (opponent) => `En attente de l’accord ${of(opponent)} pour la revanche…`,
    offered: (opponent) => `${opponent} propose une revanche`,
  },
  rated: {
    rating: (value, provisional) => (provisional ? `classement provisoire ${value}` : `classement ${value}`),
    change: (name, before, after, delta) => `${name} ${before}\u00a0→\u00a0${after} (${delta})`,
    notCounted:
      'Elle s’est terminée avant que chaque camp ait joué deux fois\u202F: cette partie ne compte pas pour le classement.',
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
  claim: 'Réclamer la victoire',
  wait: 'Attendre',
  claimIn: (time) => `Vous pourrez réclamer la victoire dans ${time}`,
  resigned: (name) => `${name} abandonne`,
  left: (name) => `${name} a quitté la partie`,
  aborted: 'Partie interrompue',
  playAgain: 'Rejouer',
  allHome: (name) => `${name} a ramené toutes ses pièces`,
});

/** Sentences said to the viewer (`viewer`), in the second person. */
const you: YouWords = {
  name: 'Vous',
  toThrow: () => 'À vous de lancer',
  toThrowOff: () => 'Vous lancez pour savoir qui commence',
  toMove: (distance) => `À vous d'avancer de ${distance}`,
  toMoveThrown: () => "À vous d'avancer",
  eyesChoice: () => 'Vous pouvez avancer un pion de 4 cases (yeux) ou refuser',
  thinking: () => 'Réflexion…',
  waiting: () => 'En attente de vous…',
  threw: (value) => `Vous avez lancé ${value}`,
  zero: () => 'Vous avez lancé 0\u202F: pas de coup',
  noMove: (value) => `Vous avez lancé ${value}\u202F: aucun coup possible`,
  moved: (notation) => `Vous avez joué ${notation}`,
  entered: (tile) => `Vous avez fait entrer un pion en ${tile}`,
  boreOff: (tile) => `Vous avez sorti un pion de ${tile}`,
  declined: () => 'Vous refusez le bonus',
  starts: () => 'Vous commencez',
  wins: () => 'Vous avez gagné\u202F!',
  winsMatch: () => 'Vous avez gagné le match\u202F!',
  winsGame: (game) => `Vous avez gagné la partie ${game}`,
  points: (points) => `Vous marquez ${points} points`,
  winChance: (percent) => `Vos chances de victoire\u202F: ${percent}\u202F%`,
  graph: () => 'Vos chances de victoire au fil de la partie',
  stepMove: {
    moved: (squares) => `avez joué ${squares}`,
    entered: (tile) => `avez fait entrer un pion en ${tile}`,
    boreOff: (tile) => `avez sorti un pion de ${tile}`,
  },
  accuracy: (percent) => `Votre précision\u202F: ${percent}\u202F%`,
  chanceWent: (start, end) => `Vos chances de victoire sont passées de ${start}\u202F% à ${end}\u202F%.`,
  resigned: () => 'Vous abandonnez',
  left: () => 'Vous avez quitté la partie',
  allHome: () => 'Vous avez ramené toutes vos pièces',
};

const settings: SettingsWords = {
  sound: 'Son',
  pace: 'Rythme',
  paces: { normal: 'Normal', fast: 'Rapide', instant: 'Instantané' },
};

const learnList = (items?: readonly string[]) => listOf('fr', items);
const learnDice: Record<DiceName, string> = {
  'four-binary': 'quatre dés à deux faces (on compte les pointes marquées en haut)',
  'three-binary-zero-four': 'trois dés à deux faces (aucune pointe marquée compte 4)',
  'three-tetrahedral': 'trois pyramides',
};
const threw = (f: LessonFacts) => `Vous avez lancé ${f.thrown}\u202F:`;

/** The lessons' words. */
const learn: LearnWords = {
  title: 'Apprendre à jouer',
  lesson: (number, total) => `Leçon ${number} sur ${total}`,
  close: 'Retour à la partie',
  previous: 'Précédente',
  next: 'Leçon suivante',
  done: 'Bravo\u202F!',
  finished: 'Vous connaissez maintenant les règles.',
  play: "Jouer contre l'ordinateur (débutant)",
  lessons: {
    route: {
      say: (f) =>
        `Vos pions (clairs) parcourent ${f.squares} cases\u202F: ${learnList(f.route)}, puis sortent du plateau\u202F; les foncés suivent le chemin miroir. Vous lancez ${learnDice[f.dice]}\u202F; chaque résultat sort aussi souvent que ceci\u202F: ${f.chances.join(', ')}.`,
      ask: (f) =>
        `${threw(f)} avancez le pion de ${f.tile} de ${counted('fr', f.thrown, { one: '# case', other: '# cases' })} sur le chemin.`,
    },
    enter: {
      say: (f) =>
        f.entry === 'start-square'
          ? `Un pion n'entre que sur ${f.start}, avec un ${f.entryThrow}, et vous relancez. Après ${learnList(f.moveAgain.map(String))}, vous jouez et relancez\u202F; un 0 finit votre tour, tout comme un ${f.entryThrow} joué par un pion.`
          : `Un lancer de 1 fait entrer un nouveau pion sur ${f.start}, un 2 sur la case suivante, et ainsi de suite. Un 0 passe votre tour.`,
      ask: (f) => `${threw(f)} faites entrer un nouveau pion.`,
    },
    rosette: {
      say: (f) =>
        `Les fleurs (${learnList(f.squaresOf.rosette)}) sont des rosaces\u202F: finir un coup sur l'une d'elles donne un autre lancer.`,
      ask: (f) => `${threw(f)} posez-vous sur la rosace ${f.tile}.`,
    },
    rosetteEnters: {
      say: (f) =>
        `Les fleurs (${learnList(f.squaresOf.rosette)}) sont des rosaces\u202F: finir un coup sur l'une d'elles fait entrer aussitôt un nouveau pion sur ${f.start}.`,
      ask: (f) => `${threw(f)} posez-vous sur la rosace ${f.tile}.`,
    },
    capture: {
      say: (f) =>
        `Finir un coup sur un pion foncé de la rangée du milieu le prend\u202F: il retourne dans la réserve des foncés.${f.captureExtraTurn ? ' Une prise donne aussi un autre lancer.' : ''}`,
      ask: (f) => `${threw(f)} prenez le pion foncé de ${f.tile}.`,
    },
    safe: {
      say: (f) =>
        `Une rosace protège\u202F: le pion foncé de ${f.tile} ne peut pas être pris, aucun pion ne peut donc s'y poser.`,
      ask: (f) => `${threw(f)} prenez l'autre pion foncé.`,
    },
    unsafe: {
      say: () => 'Ici les rosaces ne protègent pas\u202F: un pion posé dessus peut être pris comme ailleurs.',
      ask: (f) => `${threw(f)} prenez le pion foncé sur la rosace ${f.tile}.`,
    },
    double: {
      say: (f) =>
        `Finir un coup sur une case double (${learnList(f.squaresOf.double)}) fait avancer le même pion une nouvelle fois du même nombre.`,
      ask: (f) => `${threw(f)} posez-vous sur la case double ${f.tile}.`,
    },
    eyes: {
      say: (f) =>
        `Finir un coup sur des yeux (${learnList(f.squaresOf.eyes)}) permet aux foncés d'avancer aussitôt un de leurs pions de 4 cases.`,
      ask: (f) => `${threw(f)} jouez sans vous poser sur les yeux de ${f.tile}.`,
    },
    stack: {
      say: () =>
        "Des pions d'une même couleur peuvent partager une case. Un pion seul peut être pris, mais un pion qui arrive sur deux pions adverses ou plus retourne dans sa réserve.",
      ask: (f) => `${threw(f)} prenez un pion foncé seul, pas les deux de ${f.tile}.`,
    },
    exit: {
      say: (f) =>
        `${f.exactExit ? `Un pion sort avec le lancer exact qui l'amène une case après ${f.last}\u202F; un lancer plus grand ne peut pas le jouer.` : 'Tout lancer qui atteint ou dépasse la fin fait sortir un pion.'} Le premier camp dont les ${f.pieces} pions sont sortis gagne.`,
      ask: (f) => `${threw(f)} faites sortir le pion de ${f.tile}.`,
    },
    score: {
      say: (f) =>
        `Le gagnant marque les pions du perdant\u202F: les points de leurs cases, ${f.scoring?.startSquare} par pion sur ${f.start}, ${f.scoring?.reserve} par pion en réserve. Le premier à ${f.scoring?.target} points gagne le match.`,
      ask: (f) => `${threw(f)} faites sortir le pion de ${f.tile}.`,
    },
  },
  why: {
    otherPiece: (_, f) => `Ce coup joue un autre pion\u202F: jouez celui de ${f.tile}.`,
    notEnter: () => 'Ce coup joue un pion déjà sur le plateau\u202F: choisissez un pion de votre réserve.',
    endsTurn: (_, f) =>
      `Jouer un pion de ${f.entryThrow} finit votre tour, alors qu'entrer vous fait relancer\u202F: choisissez un pion de votre réserve.`,
    notRosette: (tile) => `${tile} n'est pas une rosace.`,
    noCapture: () => 'Ce coup ne prend rien.',
    bounce: (tile) => `Deux pions foncés sont sur ${tile}\u202F: votre pion retournerait dans votre réserve.`,
    notDouble: (tile) => `${tile} n'est pas une case double.`,
    eyes: (tile) => `${tile} porte des yeux\u202F: les foncés pourraient aussitôt avancer un pion de 4 cases.`,
    notHome: () => 'Ce coup ne fait sortir aucun pion.',
    pastHome: (_, f) => `${f.thrown} emmène ce pion au-delà de la fin\u202F: il ne sort qu'avec le lancer exact.`,
    ownPiece: (tile) => `Un de vos pions est déjà sur ${tile}\u202F: ce pion ne peut pas s'y poser.`,
    safeRosette: (tile) => `${tile} est une rosace protégée\u202F: le pion foncé qui s'y trouve ne peut pas être pris.`,
    noPiece: (tile) => `Vous n'avez aucun pion sur ${tile}\u202F: choisissez un de vos pions marqués.`,
    entryThrow: (_, f) =>
      `Un nouveau pion n'entre qu'avec un ${f.entryThrow}, et vous avez fait ${f.thrown}\u202F: jouez un pion du plateau.`,
    entryBlocked: (tile, f) =>
      `Avec ${f.thrown}, un nouveau pion entrerait sur ${tile}, où se trouve déjà un de vos pions\u202F: jouez un pion du plateau.`,
    emptyReserve: () => 'Votre réserve est vide\u202F: tous vos pions sont sur le plateau ou déjà sortis.',
  },
};

const players: PlayerWords = {
  computer: (level) => `Ordinateur · ${level}`,
  levels: {
    beginner: 'Débutant',
    easy: 'Facile',
    medium: 'Moyen',
    hard: 'Difficile',
    expert: 'Expert',
    perfect: 'Parfait',
  },
  acting: 'joue',
  start: {
    title: 'Contre qui voulez-vous jouer\u202F?',
    friend: 'Quelqu’un sur cet appareil',
    computer: 'L’ordinateur',
    online: 'Quelqu’un en ligne (partie rapide)',
    noOpponent:
      'Personne n’a été trouvé pour jouer en ligne pour l’instant. Réessayez ou choisissez un autre adversaire.',
    level: 'Niveau',
    colour: 'Votre couleur',
    colours: { light: 'Clair', dark: 'Sombre', random: 'Au hasard' },
    friendLine: 'Chacun son tour sur cet écran',
    computerLine: 'Au niveau de votre choix',
    onlineLine: 'Quelqu’un d’autre, maintenant',
    meanings: {
      beginner: 'pour apprendre les règles',
      easy: 'jeu détendu',
      medium: 'une partie équilibrée',
      hard: 'un vrai défi',
      expert: 'presque parfait',
      perfect: 'jeu parfait',
    },
    newToUr: 'Nouveau venu ?',
  },
  newOpponent: 'Autre adversaire',
  more: 'Plus',
};

export default {
  name: 'Français',
  dir: 'ltr',
  words,
  howToPlay,
  review,
  puzzle,
  learn,
  moves,
  gameOver,
  connection,
  you,
  settings,
  players,
} satisfies Language;

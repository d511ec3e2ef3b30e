/** German. */
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
import { side, withKind } from '../shared.js';
import { listOf } from '../list.js';
import { counted } from '../plural.js';

const effect = (what: MoveEffect) =>
  what === 'capture' ? ' und schlagen' : what === 'bounce' ? ' (zurück in den Vorrat)' : '';

const words: Translation = {
  gameLabel: 'Königliches Spiel von Ur',
  comma: ', ',
  light: 'Hell',
  dark: 'Dunkel',
  throwDice: 'Würfeln',
  decline: 'Bonus ablehnen',
  undo: 'Rückgängig',
  newGame: 'Neues Spiel',
  help: 'Regeln',
  puzzle: 'Rätsel',
  learn: 'Lernen',
  toThrow: (name) => `${name} ist dran: würfeln`,
  toThrowOff: (name) => `${name} würfelt aus, wer beginnt`,
  toMove: (name, distance) => `${name} ist dran: ${distance} ziehen`,
  toMoveThrown: (name) => `${name} ist am Zug`,
  eyesChoice: (name) => `${name} darf einen Stein 4 Felder ziehen (Augen) oder ablehnen`,
  thinking: (name) => `${name} denkt nach…`,
  waiting: (name) => `Warten auf ${name}…`,
  threw: (name, value) => `${name} hat ${value} gewürfelt`,
  zero: (name) => `${name} hat 0 gewürfelt: kein Zug`,
  noMove: (name, value) => `${name} hat ${value} gewürfelt: kein Zug möglich`,
  moved: (name, notation) => `${name} hat ${notation} gezogen`,
  captured: (tile) => `schlägt auf ${tile}`,
  bounced: (tile) => `prallt am Stapel auf ${tile} ab, zurück in den Vorrat`,
  extraTurn: 'würfelt noch einmal',
  onlyMove: 'der einzige Zug',
  entered: (name, tile) => `${name} hat einen Stein auf ${tile} eingesetzt`,
  boreOff: (name, tile) => `${name} hat einen Stein von ${tile} ins Ziel gebracht`,
  rosetteAgain: 'auf einer Rosette gelandet: würfelt noch einmal',
  doubled: (tile, to) =>
    `auf dem Doppelfeld ${tile} gelandet: zieht noch einmal so weit ${to ? `bis ${to}` : 'ins Ziel'}`,
  declined: (name) => `${name} lehnt den Bonus ab`,
  starts: (name) => `${name} beginnt`,
  undone: 'Zurückgenommen',
  started: 'Neues Spiel',
  loaded: 'Spiel geladen',
  wins: (name) => `${name} gewinnt!`,
  winsMatch: (name) => `${name} gewinnt das Match!`,
  points: (name, points) => `${name} erhält ${points} Punkte`,
  kinds: {
    rosette: 'Rosette',
    double: 'Doppelfeld',
    eyes: 'Augen',
    'five-dots': 'fünf Punkte',
    zigzag: 'Zickzack',
    gate: 'Tor',
  },
  board: {
    name: 'Spielbrett',
    home: 'Ziel',
    place: withKind,
    pieces: (player, count) =>
      count === 0
        ? 'leer'
        : `${count} ${side(player, count > 1 ? 'helle' : 'heller', count > 1 ? 'dunkle' : 'dunkler')} ${count > 1 ? 'Steine' : 'Stein'}`,
    tile: (place, pieces) => `${place}: ${pieces}`,
    tray: (player, tray, pieces) =>
      `${tray === 'reserve' ? 'Vorrat' : 'Ziel'} ${side(player, 'Hell', 'Dunkel')}: ${pieces}`,
  },
};

/** The rules panel's texts. */
const howToPlay: HowToPlay = {
  title: 'Spielanleitung',
  close: 'Schließen',
  goal: (n) => `Bring ${n === 1 ? 'deinen Stein' : `deine ${n} Steine`} vor dem Gegner über deinen Weg und vom Brett.`,
  diceHeading: 'Würfel',
  dice: {
    'four-binary': 'Vier Würfel, jeder zählt 0 oder 1: du wirfst 0 bis 4 (2 am häufigsten).',
    'three-binary-zero-four':
      'Drei Würfel, jeder zählt 0 oder 1; eine Summe von 0 zählt 4, jeder Wurf ergibt also 1 bis 4.',
    'three-tetrahedral':
      'Drei Pyramiden; zähle die markierten Spitzen, die nach oben zeigen: keine = 4, eine = 0, zwei = 1, drei = 5.',
  },
  routeHeading: 'Weg',
  route: (entry, exit) =>
    `Deine Steine kommen auf ${entry} ins Spiel und folgen den Pfeilen bis ${exit}, dann verlassen sie das Brett. Der Gegner läuft spiegelbildlich.`,
  shared: {
    bell: 'Nur die mittlere Reihe ist gemeinsam: dort treffen sich die Steine.',
    masters:
      'Die mittlere Reihe und die sechs Felder am kurzen Ende des Bretts sind gemeinsam: dort treffen sich die Steine.',
    aseb: 'Nur die lange mittlere Reihe ist gemeinsam: dort treffen sich die Steine.',
  },
  routeMap: (player, tiles) => `Weg von ${player === 'light' ? 'Hell' : 'Dunkel'}: ${tiles}, dann ins Ziel.`,
  turnHeading: 'Du bist dran',
  race: {
    zero: 'Wirf die Würfel. Bei 0 ist dein Zug vorbei.',
    move: 'Ziehe einen Stein genau um die geworfene Zahl.',
    enter: (tile) => `Ein neuer Stein zählt ab Feld ${tile}: mit einer 1 kommt er auf Feld ${tile}.`,
    noStack: 'Du darfst nie auf einem eigenen Stein landen.',
    noMove: 'Kann kein Stein ziehen, ist der Gegner dran.',
    captures: (on) =>
      on
        ? 'Landest du auf einem gemeinsamen Feld auf einem gegnerischen Stein, schlägst du ihn: er muss zurück in den Vorrat.'
        : 'Kein Schlagen: du darfst nicht auf einem gegnerischen Stein landen.',
    exactExit: (on) =>
      on
        ? 'Zum Verlassen des Bretts braucht es die genaue Zahl.'
        : 'Jeder Wurf, der das Ende erreicht oder überschreitet, bringt den Stein ins Ziel.',
    win: 'Wer zuerst alle Steine im Ziel hat, gewinnt.',
  },
  bell: {
    throwOff: 'Beide würfeln; wer höher wirft, beginnt.',
    series: 'Dein Zug ist eine Folge von Würfen:',
    zero: '0: dein Zug ist vorbei.',
    oneOrFour: '1 oder 4: ziehe einen Stein so weit (wenn einer kann), dann wirf noch einmal.',
    five: (tile) =>
      `5: setze einen neuen Stein auf Feld ${tile} und wirf noch einmal, oder ziehe einen Stein 5 Felder weit und beende deinen Zug.`,
    enter: (tile) =>
      `Steine kommen nur auf Feld ${tile} ins Spiel: mit einer 5, oder gratis, wenn einer deiner Steine auf einer Rosette landet.`,
    stacks: 'Eigene Steine dürfen sich stapeln; zwei Farben teilen nie ein Feld.',
    capture: 'Landest du auf einem einzelnen gegnerischen Stein, muss er zurück in den Vorrat.',
    bounce: 'Landest du auf zwei oder mehr gegnerischen Steinen, muss deiner zurück in den Vorrat.',
    win: (n) =>
      `Wer zuerst alle ${n} Steine im Ziel hat, gewinnt das Spiel und erhält Punkte für die Steine des Verlierers:`,
    scoring: (start, reserve, tile) =>
      `die Punkte jedes Feldes, auf dem sie stehen, ${start} für jeden auf Feld ${tile}, ${reserve} für jeden im Vorrat (nie eingesetzt oder geschlagen).`,
    match: (target) =>
      `Das Match geht weiter, bis jemand ${target} Punkte hat; wer ein Spiel verliert, beginnt das nächste.`,
  },
  tilesHeading: 'Felder',
  rosette: {
    safe: 'ein Stein hier kann nicht geschlagen werden',
    unsafe: 'ein Stein hier kann geschlagen werden',
    extraTurn: 'wer hier landet, würfelt noch einmal',
    enters: (tile) => `wer hier landet, bringt einen neuen Stein auf Feld ${tile}`,
  },
  tileEffects: {
    double: 'der Stein zieht noch einmal so weit',
    eyes: 'der Gegner darf einen seiner Steine auf dem Brett 4 Felder ziehen oder verzichten',
    none: 'keine Wirkung',
  },
  startSquare: { name: 'Startfeld', effect: 'hier kommen die Steine ins Spiel; die Augen wirken hier nicht' },
  captureExtraTurn: 'Wer schlägt, würfelt noch einmal.',
  points: (n) => `${n} ${n === 1 ? 'Punkt' : 'Punkte'}`,
};

/** The puzzle view's words. */
const puzzle: PuzzleWords = {
  title: (number) => `Rätsel ${number}`,
  close: 'Zurück zum Spiel',
  loading: 'Rätsel wird geladen…',
  task: (player, thrown) =>
    `Du spielst ${side(player, 'Hell', 'Dunkel')} und hast ${thrown} geworfen: Finde den besten Zug`,
  verdicts: {
    best: 'Bester Zug!',
    close: 'Knapp: nicht der beste, aber weniger als 5 Punkte Gewinnchance dahinter',
    wrong: 'Nicht der beste Zug',
  },
  chances: 'Gewinnchance jedes Zuges',
  best: 'bester',
  yours: 'dein Zug',
  streak: (count) => `Serie: ${count}`,
  again: 'Noch einmal',
  next: 'Nächstes Rätsel',
};

/** The review view's words. */
const review: ReviewWords = {
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
      ? 'Bewertet nach perfektem Spiel (exakte Lösungstabelle)'
      : `Bewertet vom Computer, der ${depth} Züge vorausschaut (die Züge beider Seiten zusammengezählt, jeder Wurf gewichtet)${evaluator === 'learned' ? ', mit dem, was er aus Übungspartien gelernt hat' : ''}${exactPieces ? `; Endspiele mit bis zu ${exactPieces} Steinen nach perfektem Spiel` : ''}`,
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
  previousInaccuracy: 'Vorige Ungenauigkeit',
  nextInaccuracy: 'Nächste Ungenauigkeit',
  noKeyMoves: 'Keine Ungenauigkeit, kein Fehler, kein grober Fehler.',
  keyMove: (turn, played, better, points) => `Zug ${turn}: ${played}; besser: ${better} (−${points} Prozentpunkte)`,
  even: '50 %',
  turn: 'Zug',
  stepMove: {
    moved: (squares) => `hat ${squares} gezogen`,
    entered: (tile) => `hat einen Stein auf ${tile} eingesetzt`,
    boreOff: (tile) => `hat einen Stein von ${tile} ins Ziel gebracht`,
  },
  caption: (turn, what, light, percent) => `Zug ${turn}: ${what}${percent === null ? '' : ` · ${light} ${percent} %`}`,
  best: 'Bester Zug',
  onlyMove: 'Einziger möglicher Zug',
  chances: (thrown, before, after, points) =>
    `${thrown === null ? 'Augen-Bonus' : `Wurf ${thrown}`}: Siegchance ${before} vor dem Zug, ${after} danach (−${points} Prozentpunkte)`,
  better: (move, keeps) => `Besser: ${move}, damit bleiben ${keeps}`,
  reasons: {
    exposure: (tiles, pieces, attackers, chance, better) =>
      `Damit ${pieces === 1 ? 'steht ein Stein' : `stehen ${pieces} Steine`} auf ${tiles}, wo ${attackers === 1 ? 'ein gegnerischer Stein' : `${attackers} gegnerische Steine`} ${pieces === 1 ? 'ihn' : 'sie'} in ${chance} der Fälle schlagen ${attackers === 1 ? 'kann' : 'können'}; der bessere Zug ${better === null ? 'lässt alles sicher' : `senkt das auf ${better}`}.`,
    'bear-off': (from, tiles, pieces, chance, better) =>
      `Den Stein von ${from} ins Ziel zu bringen lässt ${tiles} zurück, in ${chance} der Fälle schlagbar; der bessere Zug ${better === null ? 'lässt alles sicher' : `senkt das auf ${better}`}.`,
    capture: (tile, squares) =>
      `Der bessere Zug schlägt auf ${tile} und schickt diesen Stein ${squares} Felder zurück.`,
    rosette: (tile, central, kept) =>
      kept
        ? `Damit wird die ${central ? 'zentrale ' : ''}Rosette ${tile} aufgegeben, die der bessere Zug hält.`
        : `Der bessere Zug landet auf der ${central ? 'zentralen ' : ''}Rosette ${tile} und würfelt noch einmal.`,
    race: (played, best) => `Der bessere Zug lässt im Rennen einen Vorsprung von ${best} Feldern statt ${played}.`,
  },
  tryAgain: {
    button: 'Noch einmal versuchen',
    prompt: (thrown) =>
      thrown === null
        ? 'Noch einmal: Finde die beste Wahl für den Augen-Bonus.'
        : `Noch einmal: Finde den besten Zug mit ${thrown}.`,
    best: (after) => `Bester Zug! Damit bleiben ${after}.`,
    good: (after, points) => `Gut: ${after}, ${points} Prozentpunkte unter dem besten.`,
    inaccuracy: (after, points) => `Immer noch eine Ungenauigkeit: ${after}, ${points} Prozentpunkte unter dem besten.`,
    mistake: (after, points) => `Immer noch ein Fehler: ${after}, ${points} Prozentpunkte unter dem besten.`,
    answer: (move, keeps) => `Am besten: ${move}, damit bleiben ${keeps}.`,
    showAnswer: 'Lösung zeigen',
    noReason: 'Kein einzelnes Merkmal erklärt den Unterschied: Er liegt in der ganzen Stellung.',
    back: 'Zurück zur Analyse',
  },
  chanceWent: (light, start, end) => `Die Siegchance von ${light} ging von ${start} % zu ${end} %.`,
  flagged: (count) =>
    count === 0
      ? 'Kein Zug wurde markiert.'
      : counted('de', count, { one: '# Zug wurde markiert.', other: '# Züge wurden markiert.' }),
  error: (message) => `Diese Partie kann nicht analysiert werden: ${message}`,
};

/** The words of the parts that tell moves (hint bar, move list, review). */
const moves: MoveWords = {
  list: 'Züge',
  best: (move) => `Bester Zug: ${move}`,
  bestDecline: 'Am besten: Bonus ablehnen',
  winChance: (name, percent) => `Siegchance von ${name}: ${percent} %`,
  enter: (tile) => `einen Stein auf ${tile} einsetzen`,
  bearOff: (tile) => `den Stein von ${tile} ins Ziel bringen`,
  capture: (tile) => `mit Schlag auf ${tile}`,
  bounce: (tile) => `Abprall am Stapel auf ${tile}, zurück in den Vorrat`,
  rosette: 'Landung auf einer Rosette: noch einmal würfeln',
  board: {
    movable: (player, from, to, what) =>
      `${side(player, 'Heller', 'Dunkler')} Stein ${from === 'reserve' ? 'im Vorrat' : `auf ${from}`}, kann nach ${to} ziehen${effect(what)}`,
    destination: (from, to, what) =>
      `Stein ${from === 'reserve' ? 'aus dem Vorrat' : `von ${from}`} nach ${to} ziehen${effect(what)}`,
    dice: (value, up, count) => `Würfel: ${value} (${up} von ${count} markierten Spitzen oben)`,
  },
  legend: {
    enters: 'kommt ins Spiel',
    bearsOff: 'verlässt das Brett',
    capture: 'Schlagen',
    rosette: 'Rosette: noch einmal würfeln',
    bounce: 'prallt zurück',
    passed: 'kein Zug',
    earlier: 'Eine frühere Stellung',
    back: 'Zurück zum Spiel',
  },
};

/** The status line's words for an online connection. */
const connection: ConnectionWords = {
  states: {
    connecting: () => 'Verbindung zum Spielserver wird hergestellt…',
    'waiting-for-opponent': (opponent) => `Das Spiel beginnt, sobald ${opponent} beitritt…`,
    reconnecting: () => 'Verbindung verloren: wird wiederhergestellt…',
    slow: () => 'Verbindung langsam…',
    'game-gone': () => 'Dieses Spiel gibt es nicht mehr: „Neues Spiel“ startet ein neues.',
    'no-room': () => 'Dieses Spiel gibt es nicht: den erhaltenen Link prüfen oder um einen neuen bitten.',
    'opponent-reconnecting': (opponent) => `${opponent} hat die Verbindung verloren: warten auf die Rückkehr…`,
    'opponent-left': (opponent) => `${opponent} hat das Spiel verlassen.`,
    'key-required': () =>
      'Für einen Platz braucht es den vollständigen Einladungslink: den erhaltenen Link öffnen oder um einen neuen bitten.',
    'seat-taken': () =>
      'Dieser Platz gehört einem anderen Spieler: den Einladungslink erneut öffnen, um zuzusehen, oder ein neues Spiel beginnen.',
    'room-full': () => 'Beide Plätze sind besetzt: den Link als Zuschauer öffnen oder ein neues Spiel beginnen.',
    'not-seated': () =>
      'Dieses Brett hat keinen Platz mehr (ein anderer Tab hat ihn übernommen): die Seite neu laden, um hier zu spielen.',
    'bad-identity': () => 'Diese Seite konnte nicht bestätigen, wer du bist: die Seite neu laden oder erneut anmelden.',
    'same-player': () =>
      'Du spielst schon die andere Seite dieses gewerteten Spiels: Niemand kann ein gewertetes Spiel gegen sich selbst spielen.',
    refused: () => 'Der Spielserver hat dieses Spiel abgelehnt: die Seite neu laden und es erneut versuchen.',
    paused: () => 'Spiel pausiert: Der Server kann gerade keine Züge speichern. Es geht von selbst weiter.',
    'end-refused': () => 'Das Spiel ließ sich jetzt nicht beenden: Es geht weiter.',
  },
  either: (a, b) => `${a} oder ${b}`,
  rematch: {
    offer: 'Revanche',
    accept: 'Revanche annehmen',
    waiting: (opponent) => `Warten, bis ${opponent} die Revanche annimmt…`,
    offered: (opponent) => `${opponent} möchte eine Revanche`,
  },
  rated: {
    rating: (value, provisional) => (provisional ? `vorläufige Wertung ${value}` : `Wertung ${value}`),
    change: (name, before, after, delta) => `${name} ${before}\u00a0→\u00a0${after} (${delta})`,
    notCounted: 'Es endete, bevor jede Seite zweimal gezogen hatte: Dieses Spiel zählt nicht für die Wertung.',
  },
};

/** The game-over panel's words. */
const gameOver: GameOverWords = {
  nextGame: 'Nächstes Spiel',
  review: 'Analyse',
  matchTo: (target) => `Match bis ${target} Punkte`,
  winsGame: (name, game) => `${name} gewinnt Spiel ${game}`,
  resign: 'Aufgeben',
  confirmResign: 'Dieses Spiel aufgeben?',
  abort: 'Abbrechen',
  confirmAbort: 'Dieses Spiel abbrechen? Es zählt nicht.',
  cancel: 'Weiterspielen',
  claim: 'Sieg beanspruchen',
  wait: 'Abwarten',
  claimIn: (time) => `Sieg beanspruchen möglich in ${time}`,
  resigned: (name) => `${name} hat aufgegeben`,
  left: (name) => `${name} hat das Spiel verlassen`,
  aborted: 'Spiel abgebrochen',
  playAgain: 'Nochmal spielen',
  allHome: (name) => `${name} hat alle Steine heimgebracht`,
};

/** Sentences said to the viewer (`viewer`), in the second person. */
const you: YouWords = {
  name: 'Du',
  toThrow: () => 'Du bist dran: würfeln',
  toThrowOff: () => 'Du würfelst aus, wer beginnt',
  toMove: (distance) => `Du bist dran: ${distance} ziehen`,
  toMoveThrown: () => 'Du bist am Zug',
  eyesChoice: () => 'Du darfst einen Stein 4 Felder ziehen (Augen) oder ablehnen',
  thinking: () => 'Denke nach…',
  waiting: () => 'Warten auf dich…',
  threw: (value) => `Du hast ${value} gewürfelt`,
  zero: () => 'Du hast 0 gewürfelt: kein Zug',
  noMove: (value) => `Du hast ${value} gewürfelt: kein Zug möglich`,
  moved: (notation) => `Du hast ${notation} gezogen`,
  entered: (tile) => `Du hast einen Stein auf ${tile} eingesetzt`,
  boreOff: (tile) => `Du hast einen Stein von ${tile} ins Ziel gebracht`,
  declined: () => 'Du lehnst den Bonus ab',
  starts: () => 'Du beginnst',
  wins: () => 'Du gewinnst!',
  winsMatch: () => 'Du gewinnst das Match!',
  winsGame: (game) => `Du gewinnst Spiel ${game}`,
  points: (points) => `Du erhältst ${points} Punkte`,
  winChance: (percent) => `Deine Siegchance: ${percent} %`,
  graph: () => 'Deine Siegchance im Lauf der Partie',
  stepMove: {
    moved: (squares) => `hast ${squares} gezogen`,
    entered: (tile) => `hast einen Stein auf ${tile} eingesetzt`,
    boreOff: (tile) => `hast einen Stein von ${tile} ins Ziel gebracht`,
  },
  accuracy: (percent) => `Deine Genauigkeit: ${percent} %`,
  chanceWent: (start, end) => `Deine Siegchance ging von ${start} % zu ${end} %.`,
  resigned: () => 'Du hast aufgegeben',
  left: () => 'Du hast das Spiel verlassen',
  allHome: () => 'Du hast alle Steine heimgebracht',
};

const settings: SettingsWords = {
  sound: 'Ton',
  pace: 'Tempo',
  paces: { normal: 'Normal', fast: 'Schnell', instant: 'Sofort' },
};

const learnList = (items?: readonly string[]) => listOf('de', items);
const learnDice: Record<DiceName, string> = {
  'four-binary': 'vier zweiseitige Würfel (gezählt werden die markierten Spitzen oben)',
  'three-binary-zero-four': 'drei zweiseitige Würfel (keine markierte Spitze oben zählt 4)',
  'three-tetrahedral': 'drei Pyramiden',
};
const threw = (f: LessonFacts) => `Du hast ${f.thrown} geworfen:`;

/** The lessons' words. */
const learn: LearnWords = {
  title: 'Spielen lernen',
  lesson: (number, total) => `Lektion ${number} von ${total}`,
  close: 'Zurück zum Spiel',
  previous: 'Zurück',
  next: 'Nächste Lektion',
  done: 'Gut gemacht!',
  finished: 'Jetzt kennst du die Regeln.',
  play: 'Gegen den Computer spielen (Anfänger)',
  lessons: {
    route: {
      say: (f) =>
        `Deine Steine (hell) laufen ${f.squares} Felder: ${learnList(f.route)}, dann vom Brett; Dunkel läuft den gespiegelten Weg. Du wirfst ${learnDice[f.dice]}; jeder Wurf kommt so oft: ${f.chances.join(', ')}.`,
      ask: (f) =>
        `${threw(f)} Zieh den Stein auf ${f.tile} ${counted('de', f.thrown, { one: '# Feld', other: '# Felder' })} weit.`,
    },
    enter: {
      say: (f) =>
        f.entry === 'start-square'
          ? `Ein Stein kommt nur auf ${f.start} ins Spiel, mit einer ${f.entryThrow}, und du wirfst noch einmal. Nach ${learnList(f.moveAgain.map(String))} ziehst du und wirfst wieder; eine 0 beendet deinen Zug, ebenso eine ${f.entryThrow}, mit der ein Stein zieht.`
          : `Eine 1 bringt einen neuen Stein auf ${f.start}, eine 2 auf das Feld danach, und so weiter. Eine 0 beendet deinen Zug.`,
      ask: (f) => `${threw(f)} Bring einen neuen Stein aufs Brett.`,
    },
    rosette: {
      say: (f) =>
        `Die Blumen (${learnList(f.squaresOf.rosette)}) sind Rosetten: Wer einen Zug auf einer beendet, wirft noch einmal.`,
      ask: (f) => `${threw(f)} Zieh auf die Rosette ${f.tile}.`,
    },
    rosetteEnters: {
      say: (f) =>
        `Die Blumen (${learnList(f.squaresOf.rosette)}) sind Rosetten: Wer einen Zug auf einer beendet, bringt sofort einen neuen Stein auf ${f.start}.`,
      ask: (f) => `${threw(f)} Zieh auf die Rosette ${f.tile}.`,
    },
    capture: {
      say: (f) =>
        `Wer einen Zug auf einem dunklen Stein der mittleren Reihe beendet, schlägt ihn: Er geht zurück in den dunklen Vorrat.${f.captureExtraTurn ? ' Schlagen gibt auch einen weiteren Wurf.' : ''}`,
      ask: (f) => `${threw(f)} Schlag den dunklen Stein auf ${f.tile}.`,
    },
    safe: {
      say: (f) =>
        `Eine Rosette schützt: Der dunkle Stein auf ${f.tile} kann nicht geschlagen werden, also darf kein Stein dorthin.`,
      ask: (f) => `${threw(f)} Schlag den anderen dunklen Stein.`,
    },
    unsafe: {
      say: () => 'Hier schützen Rosetten nicht: Ein Stein darauf kann geschlagen werden wie jeder andere.',
      ask: (f) => `${threw(f)} Schlag den dunklen Stein auf der Rosette ${f.tile}.`,
    },
    double: {
      say: (f) =>
        `Wer einen Zug auf einem Doppelfeld (${learnList(f.squaresOf.double)}) beendet, zieht denselben Stein noch einmal so weit.`,
      ask: (f) => `${threw(f)} Zieh auf das Doppelfeld ${f.tile}.`,
    },
    eyes: {
      say: (f) =>
        `Wer einen Zug auf Augen (${learnList(f.squaresOf.eyes)}) beendet, lässt Dunkel sofort einen Stein 4 Felder ziehen.`,
      ask: (f) => `${threw(f)} Zieh, ohne auf den Augen auf ${f.tile} zu landen.`,
    },
    stack: {
      say: () =>
        'Steine einer Farbe dürfen ein Feld teilen. Ein einzelner Stein kann geschlagen werden, aber wer auf zwei oder mehr landet, geht zurück in den eigenen Vorrat.',
      ask: (f) => `${threw(f)} Schlag einen einzelnen dunklen Stein, nicht die zwei auf ${f.tile}.`,
    },
    exit: {
      say: (f) =>
        `${f.exactExit ? `Ein Stein verlässt das Brett mit dem genauen Wurf, der ihn ein Feld hinter ${f.last} bringt; ein größerer Wurf kann ihn nicht ziehen.` : 'Jeder Wurf, der das Ende erreicht oder überschreitet, bringt einen Stein vom Brett.'} Wer zuerst alle ${f.pieces} Steine hinausgebracht hat, gewinnt.`,
      ask: (f) => `${threw(f)} Bring den Stein auf ${f.tile} hinaus.`,
    },
    score: {
      say: (f) =>
        `Der Sieger zählt die Steine des Verlierers: die Punkte ihrer Felder, ${f.scoring?.startSquare} je Stein auf ${f.start}, ${f.scoring?.reserve} je Stein im Vorrat. Wer zuerst ${f.scoring?.target} Punkte hat, gewinnt die Partie.`,
      ask: (f) => `${threw(f)} Bring den Stein auf ${f.tile} hinaus.`,
    },
  },
  why: {
    otherPiece: (_, f) => `Das zieht einen anderen Stein: Zieh den auf ${f.tile}.`,
    notEnter: () => 'Das zieht einen Stein, der schon auf dem Brett steht: Wähle einen Stein aus deinem Vorrat.',
    endsTurn: (_, f) =>
      `Mit einer ${f.entryThrow} zu ziehen beendet deinen Zug, Einsetzen lässt dich noch einmal werfen: Wähle einen Stein aus deinem Vorrat.`,
    notRosette: (tile) => `${tile} ist keine Rosette.`,
    noCapture: () => 'Dieser Zug schlägt nichts.',
    bounce: (tile) => `Auf ${tile} stehen zwei dunkle Steine: Dein Stein ginge zurück in deinen Vorrat.`,
    notDouble: (tile) => `${tile} ist kein Doppelfeld.`,
    eyes: (tile) => `${tile} hat Augen: Dunkel dürfte sofort einen Stein 4 Felder ziehen.`,
    notHome: () => 'Dieser Zug bringt keinen Stein vom Brett.',
    pastHome: (_, f) =>
      `Mit ${f.thrown} käme dieser Stein über das Ende hinaus: Er verlässt das Brett nur mit dem genauen Wurf.`,
    ownPiece: (tile) => `Auf ${tile} steht schon ein eigener Stein: Dieser Stein kann dort nicht hin.`,
    safeRosette: (tile) => `${tile} ist eine sichere Rosette: Der dunkle Stein dort kann nicht geschlagen werden.`,
    noPiece: (tile) => `Auf ${tile} steht kein eigener Stein: Wähle einen deiner markierten Steine.`,
    entryThrow: (_, f) =>
      `Ein neuer Stein kommt nur mit einer ${f.entryThrow} ins Spiel, und du hast ${f.thrown} geworfen: Ziehe einen Stein auf dem Brett.`,
    entryBlocked: (tile, f) =>
      `Mit ${f.thrown} käme ein neuer Stein auf ${tile}, wo schon ein eigener Stein steht: Ziehe einen Stein auf dem Brett.`,
    emptyReserve: () => 'Dein Vorrat ist leer: Jeder Stein ist auf dem Brett oder schon im Ziel.',
  },
};

const players: PlayerWords = {
  computer: (level) => `Computer · ${level}`,
  levels: {
    beginner: 'Anfänger',
    easy: 'Leicht',
    medium: 'Mittel',
    hard: 'Schwer',
    expert: 'Experte',
    perfect: 'Perfekt',
  },
  acting: 'ist am Zug',
  start: {
    title: 'Gegen wen möchtest du spielen?',
    friend: 'Mit jemandem an diesem Gerät',
    computer: 'Gegen den Computer',
    online: 'Online (schnelles Spiel)',
    noOpponent:
      'Gerade wurde online niemand zum Spielen gefunden. Versuche es noch einmal oder wähle einen anderen Gegner.',
    level: 'Stufe',
    colour: 'Deine Farbe',
    colours: { light: 'Hell', dark: 'Dunkel', random: 'Zufall' },
    friendLine: 'Abwechselnd an diesem Bildschirm',
    computerLine: 'Auf der Stufe deiner Wahl',
    onlineLine: 'Jemand anderes, jetzt gleich',
    meanings: {
      beginner: 'die Regeln lernen',
      easy: 'entspanntes Spiel',
      medium: 'ein faires Spiel',
      hard: 'eine echte Herausforderung',
      expert: 'fast perfekt',
      perfect: 'perfektes Spiel',
    },
    newToUr: 'Neu im Spiel?',
  },
  newOpponent: 'Neuer Gegner',
  more: 'Mehr',
};

export default {
  name: 'Deutsch',
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

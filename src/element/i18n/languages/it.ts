/** Italian. */
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
  what === 'capture' ? ', catturando' : what === 'bounce' ? ' (torna in riserva)' : '';
const colour = (player: 'light' | 'dark', count: number) =>
  side(player, count > 1 ? 'chiare' : 'chiara', count > 1 ? 'scure' : 'scura');

const words: Translation = {
  gameLabel: 'Gioco Reale di Ur',
  comma: ', ',
  light: 'Chiaro',
  dark: 'Scuro',
  throwDice: 'Lancia',
  decline: 'Rifiuta il bonus',
  undo: 'Annulla',
  newGame: 'Nuova partita',
  help: 'Regole',
  puzzle: 'Problema',
  learn: 'Impara',
  toThrow: (name) => `Tocca a ${name} lanciare`,
  toThrowOff: (name) => `${name} lancia per decidere chi inizia`,
  toMove: (name, distance) => `Tocca a ${name} muovere di ${distance}`,
  toMoveThrown: (name) => `Tocca a ${name} muovere`,
  eyesChoice: (name) => `${name} può muovere una pedina di 4 caselle (occhi) o rifiutare`,
  thinking: (name) => `${name} sta pensando…`,
  waiting: (name) => `In attesa di ${name}…`,
  threw: (name, value) => `${name} ha lanciato ${value}`,
  zero: (name) => `${name} ha lanciato 0: nessuna mossa`,
  noMove: (name, value) => `${name} ha lanciato ${value}: nessuna mossa possibile`,
  moved: (name, notation) => `${name} ha mosso ${notation}`,
  captured: (tile) => `cattura in ${tile}`,
  bounced: (tile) => `rimbalza sulla pila in ${tile}, torna in riserva`,
  extraTurn: 'lancia di nuovo',
  onlyMove: "l'unica mossa",
  entered: (name, tile) => `${name} ha fatto entrare una pedina in ${tile}`,
  boreOff: (name, tile) => `${name} ha portato una pedina da ${tile} all'arrivo`,
  rosetteAgain: 'su una rosetta: lancia di nuovo',
  doubled: (tile, to) =>
    `sulla doppia in ${tile}: avanza di nuovo della stessa distanza ${to ? `fino a ${to}` : "fino all'arrivo"}`,
  declined: (name) => `${name} ha rifiutato il bonus`,
  starts: (name) => `Inizia ${name}`,
  undone: 'Annullato',
  started: 'Nuova partita',
  loaded: 'Partita caricata',
  wins: (name) => `${name} vince!`,
  winsMatch: (name) => `${name} vince l'incontro!`,
  points: (name, points) => `${name} segna ${points} punti`,
  kinds: {
    rosette: 'rosetta',
    double: 'doppia',
    eyes: 'occhi',
    'five-dots': 'cinque punti',
    zigzag: 'zigzag',
    gate: 'porta',
  },
  board: {
    name: 'Tavoliere',
    home: 'arrivo',
    place: withKind,
    pieces: (player, count) =>
      count === 0 ? 'vuota' : `${count} ${count > 1 ? 'pedine' : 'pedina'} ${colour(player, count)}`,
    tile: (place, pieces) => `${place}: ${pieces}`,
    tray: (player, tray, pieces) =>
      `${tray === 'reserve' ? 'Riserva' : 'Arrivo'} ${side(player, 'del chiaro', 'dello scuro')}: ${pieces}`,
  },
};

/** The rules panel's texts. */
const howToPlay: HowToPlay = {
  title: 'Come si gioca',
  close: 'Chiudi',
  goal: (n) =>
    `Porta ${n === 1 ? 'la tua pedina' : `le tue ${n} pedine`} lungo il tuo percorso e fuori dal tavoliere prima dell'avversario.`,
  diceHeading: 'Dadi',
  dice: {
    'four-binary': 'Quattro dadi, ognuno vale 0 o 1: il lancio va da 0 a 4 (il 2 è il più frequente).',
    'three-binary-zero-four': 'Tre dadi, ognuno vale 0 o 1; un totale di 0 vale 4, quindi ogni lancio va da 1 a 4.',
    'three-tetrahedral':
      "Tre piramidi; conta le punte segnate rivolte verso l'alto: nessuna = 4, una = 0, due = 1, tre = 5.",
  },
  routeHeading: 'Percorso',
  route: (entry, exit) =>
    `Le tue pedine entrano in ${entry} e seguono le frecce fino a ${exit}, poi escono dal tavoliere. L'avversario percorre il cammino speculare.`,
  shared: {
    bell: 'Solo la fila centrale è comune: lì le pedine si incontrano.',
    masters:
      "La fila centrale e le sei caselle dell'estremità corta del tavoliere sono comuni: lì le pedine si incontrano.",
    aseb: 'Solo la lunga fila centrale è comune: lì le pedine si incontrano.',
  },
  routeMap: (player, tiles) => `Percorso ${player === 'light' ? 'del chiaro' : 'dello scuro'}: ${tiles}, poi l'arrivo.`,
  turnHeading: 'Il tuo turno',
  race: {
    zero: 'Lancia i dadi. Con 0 il turno passa.',
    move: 'Muovi una pedina esattamente del numero ottenuto.',
    enter: (tile) => `Una nuova pedina entra contando dalla casella ${tile}: con 1 va sulla casella ${tile}.`,
    noStack: 'Non puoi mai fermarti su una tua pedina.',
    noMove: 'Se nessuna pedina può muovere, il turno passa.',
    captures: (on) =>
      on
        ? 'Fermati su una pedina avversaria in una casella comune per catturarla: torna in riserva.'
        : 'Niente catture: non puoi fermarti su una pedina avversaria.',
    exactExit: (on) =>
      on
        ? 'Per uscire serve il numero esatto.'
        : 'Qualsiasi lancio che raggiunge o supera la fine fa uscire la pedina.',
    win: "Vince chi porta per primo tutte le pedine all'arrivo.",
  },
  bell: {
    throwOff: 'Lanciano entrambi; inizia chi ottiene di più.',
    series: 'Il tuo turno è una serie di lanci:',
    zero: '0: il turno finisce.',
    oneOrFour: '1 o 4: muovi una pedina di altrettante caselle (se puoi), poi lancia ancora.',
    five: (tile) =>
      `5: fai entrare una pedina sulla casella ${tile} e lancia ancora, oppure muovi una pedina di 5 caselle e il turno finisce.`,
    enter: (tile) =>
      `Le pedine entrano solo sulla casella ${tile}: con un 5, o gratis quando una tua pedina si ferma su una rosetta.`,
    stacks: 'Le tue pedine possono impilarsi; due colori non condividono mai una casella.',
    capture: 'Fermati su una pedina avversaria sola per rimandarla in riserva.',
    bounce: 'Se ti fermi su due o più pedine avversarie, è la tua a tornare in riserva.',
    win: (n) =>
      `Chi porta per primo tutte le ${n} pedine all'arrivo vince la partita e segna i punti delle pedine dell'avversario:`,
    scoring: (start, reserve, tile) =>
      `i punti di ogni casella che occupano, ${start} per ognuna sulla casella ${tile}, ${reserve} per ognuna in riserva (mai entrata, o catturata).`,
    match: (target) =>
      `L'incontro continua finché qualcuno arriva a ${target} punti; chi perde una partita inizia la successiva.`,
  },
  tilesHeading: 'Caselle',
  rosette: {
    safe: 'una pedina qui non può essere catturata',
    unsafe: 'una pedina qui può essere catturata',
    extraTurn: 'fermarsi qui dà un altro lancio',
    enters: (tile) => `fermarsi qui fa entrare una nuova pedina sulla casella ${tile}`,
  },
  tileEffects: {
    double: 'la pedina avanza di nuovo della stessa distanza',
    eyes: "l'avversario può avanzare di 4 caselle una sua pedina già sul tavoliere, o rinunciare",
    none: 'nessun effetto',
  },
  startSquare: { name: 'Casella di partenza', effect: 'qui entrano le pedine; gli occhi qui non hanno effetto' },
  captureExtraTurn: 'Una cattura dà un altro lancio.',
  points: (n) => `${n} ${n === 1 ? 'punto' : 'punti'}`,
};

/** The puzzle view's words. */
const puzzle: PuzzleWords = {
  title: (number) => `Problema ${number}`,
  close: 'Torna alla partita',
  loading: 'Caricamento del problema…',
  task: (player, thrown) =>
    `Giochi con ${side(player, 'le chiare', 'le scure')} e hai tirato ${thrown}: trova la mossa migliore`,
  verdicts: {
    best: 'La mossa migliore!',
    close: 'Quasi: non la migliore, ma a meno di 5 punti di probabilità di vittoria',
    wrong: 'Non è la mossa migliore',
  },
  chances: 'Probabilità di vittoria di ogni mossa',
  best: 'migliore',
  yours: 'la tua mossa',
  streak: (count) => `Serie: ${count}`,
  again: 'Riprova',
  next: 'Prossimo problema',
};

/** The review view's words. */
const review: ReviewWords = {
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
      ? 'Valutato secondo il gioco perfetto (tabella della soluzione esatta)'
      : `Valutato dal computer guardando ${depth} mosse avanti (contando insieme le mosse dei due giocatori, ogni lancio pesato)${evaluator === 'learned' ? ', con ciò che ha imparato in partite di allenamento' : ''}${exactPieces ? `; finali fino a ${exactPieces} pedine secondo il gioco perfetto` : ''}`,
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
  previousInaccuracy: 'Imprecisione precedente',
  nextInaccuracy: 'Imprecisione successiva',
  noKeyMoves: 'Nessuna imprecisione, errore o errore grave.',
  keyMove: (turn, played, better, points) =>
    `Turno ${turn}: ${played}; meglio: ${better} (−${points} punti percentuali)`,
  even: '50%',
  turn: 'Turno',
  stepMove: {
    moved: (squares) => `ha mosso ${squares}`,
    entered: (tile) => `ha fatto entrare una pedina in ${tile}`,
    boreOff: (tile) => `ha portato una pedina da ${tile} all'arrivo`,
  },
  caption: (turn, what, light, percent) => `Turno ${turn}: ${what}${percent === null ? '' : ` · ${light} ${percent}%`}`,
  best: 'Mossa migliore',
  onlyMove: 'Unica mossa possibile',
  chances: (thrown, before, after, points) =>
    `${thrown === null ? 'Bonus degli occhi' : `Lancio di ${thrown}`}: probabilità di vittoria ${before} prima della mossa, ${after} dopo (−${points} punti percentuali)`,
  better: (move, keeps) => `Meglio: ${move}, che mantiene ${keeps}`,
  reasons: {
    exposure: (tiles, pieces, attackers, chance, better) =>
      `Così ${tiles} resta dove ${attackers === 1 ? '1 pedina avversaria può' : `${attackers} pedine avversarie possono`} catturar${pieces === 1 ? 'la' : 'le'} nel ${chance} dei casi; la mossa migliore ${better === null ? 'mette tutto al sicuro' : `lo riduce al ${better}`}.`,
    'bear-off': (from, tiles, pieces, chance, better) =>
      `Portare la pedina da ${from} all'arrivo lascia ${tiles} espost${pieces === 1 ? 'a' : 'e'} alla cattura nel ${chance} dei casi; la mossa migliore ${better === null ? 'mette tutto al sicuro' : `lo riduce al ${better}`}.`,
    capture: (tile, squares) =>
      `La mossa migliore cattura in ${tile} e rimanda indietro quella pedina di ${squares} caselle.`,
    rosette: (tile, central, kept) =>
      kept
        ? `Così si abbandona la rosetta ${central ? 'centrale ' : ''}${tile}, che la mossa migliore mantiene.`
        : `La mossa migliore si ferma sulla rosetta ${central ? 'centrale ' : ''}${tile} e lancia di nuovo.`,
    race: (played, best) => `La mossa migliore lascia un vantaggio nella corsa di ${best} caselle invece di ${played}.`,
  },
  tryAgain: {
    button: 'Riprova',
    prompt: (thrown) =>
      thrown === null
        ? "Riprova: trova l'uso migliore del bonus degli occhi."
        : `Riprova: trova la mossa migliore con ${thrown}.`,
    best: (after) => `Mossa migliore! Mantiene ${after}.`,
    good: (after, points) => `Buona: ${after}, ${points} punti percentuali sotto la migliore.`,
    inaccuracy: (after, points) => `Ancora un'imprecisione: ${after}, ${points} punti percentuali sotto la migliore.`,
    mistake: (after, points) => `Ancora un errore: ${after}, ${points} punti percentuali sotto la migliore.`,
    answer: (move, keeps) => `La migliore: ${move}, che mantiene ${keeps}.`,
    showAnswer: 'Mostra la risposta',
    noReason: 'Nessun singolo aspetto spiega la differenza: sta in tutta la posizione.',
    back: "Torna all'analisi",
  },
  chanceWent: (light, start, end) => `La probabilità di vittoria di ${light} è passata dal ${start}% al ${end}%.`,
  flagged: (count) =>
    count === 0
      ? 'Nessuna mossa segnalata.'
      : counted('it', count, { one: '# mossa segnalata.', other: '# mosse segnalate.' }),
  error: (message) => `Questa partita non può essere analizzata: ${message}`,
};

/** The words of the parts that tell moves (hint bar, move list, review). */
const moves: MoveWords = {
  list: 'Mosse',
  best: (move) => `Mossa migliore: ${move}`,
  bestDecline: 'Meglio: rifiutare il bonus',
  winChance: (name, percent) => `Probabilità di vittoria di ${name}: ${percent}%`,
  enter: (tile) => `far entrare una pedina in ${tile}`,
  bearOff: (tile) => `portare la pedina da ${tile} all'arrivo`,
  capture: (tile) => `catturando in ${tile}`,
  bounce: (tile) => `rimbalza sulla pila in ${tile}, torna in riserva`,
  rosette: 'fermandosi su una rosetta: lancia di nuovo',
  board: {
    movable: (player, from, to, what) =>
      `Pedina ${colour(player, 1)} ${from === 'reserve' ? 'in riserva' : `su ${from}`}, può andare su ${to}${effect(what)}`,
    destination: (from, to, what) =>
      `Muovi la pedina ${from === 'reserve' ? 'dalla riserva' : `da ${from}`} a ${to}${effect(what)}`,
    dice: (value, up, count) => `Dadi: ${value} (${up} punte segnate su ${count} rivolte verso l'alto)`,
  },
  legend: {
    enters: 'entra',
    bearsOff: 'esce dal tavoliere',
    capture: 'cattura',
    rosette: 'rosetta: lancia di nuovo',
    bounce: 'rimbalza indietro',
    passed: 'nessuna mossa',
    earlier: 'Una posizione precedente',
    back: 'Torna alla partita',
  },
};

/** The status line's words for an online connection. */
const connection: ConnectionWords = {
  states: {
    connecting: () => 'Connessione al server di gioco…',
    'waiting-for-opponent': (opponent) => `La partita inizia quando entra ${opponent}…`,
    reconnecting: () => 'Connessione persa: riconnessione in corso…',
    slow: () => 'Connessione lenta…',
    'game-gone': () => 'Questa partita non esiste più: iniziane una nuova con Nuova partita.',
    'no-room': () => 'Questa partita non esiste: controlla il link ricevuto o chiedine uno nuovo.',
    'opponent-reconnecting': (opponent) => `${opponent} ha perso la connessione: in attesa che torni…`,
    'opponent-left': (opponent) => `${opponent} ha lasciato la partita.`,
    'key-required': () =>
      'Per prendere un posto serve il link d’invito completo: apri il link ricevuto o chiedine uno nuovo.',
    'seat-taken': () => 'Quel posto è di un altro giocatore: riapri il link per guardare, o inizia una nuova partita.',
    'room-full': () =>
      'Entrambi i posti sono occupati: apri il link come spettatore per guardare, o inizia una nuova partita.',
    'not-seated': () =>
      'Questa scacchiera non ha più un posto (l’ha preso un’altra scheda): ricarica la pagina per giocare qui.',
    'bad-identity': () => 'Questo sito non è riuscito a confermare chi sei: ricarica la pagina o accedi di nuovo.',
    'same-player': () =>
      'Giochi già l’altro lato di questa partita con punteggio: nessuno può giocare una partita con punteggio contro sé stesso.',
    refused: () => 'Il server di gioco ha rifiutato questa partita: ricarica la pagina per riprovare.',
    paused: () => 'Partita in pausa: il server non può salvare le mosse ora. Riprenderà da sola.',
    'end-refused': () => 'Non è stato possibile chiudere la partita ora: si continua.',
  },
  either: (a, b) => `${a} o ${b}`,
  rematch: {
    offer: 'Rivincita',
    accept: 'Accetta la rivincita',
    waiting: (opponent) => `In attesa che ${opponent} accetti la rivincita…`,
    offered: (opponent) => `${opponent} vuole la rivincita`,
  },
  rated: {
    rating: (value, provisional) => (provisional ? `punteggio provvisorio ${value}` : `punteggio ${value}`),
    change: (name, before, after, delta) => `${name} ${before}\u00a0→\u00a0${after} (${delta})`,
    notCounted: 'È finita prima che ciascun lato muovesse due volte: questa partita non conta per il punteggio.',
  },
};

/** The game-over panel's words. */
const gameOver: GameOverWords = {
  nextGame: 'Partita successiva',
  review: 'Analisi',
  matchTo: (target) => `Incontro a ${target} punti`,
  winsGame: (name, game) => `${name} vince la partita ${game}`,
  resign: 'Abbandona',
  confirmResign: 'Abbandonare questa partita?',
  abort: 'Interrompi',
  confirmAbort: 'Interrompere questa partita? Non conterà.',
  cancel: 'Continua a giocare',
  claim: 'Rivendica la vittoria',
  wait: 'Aspetta',
  claimIn: (time) => `Potrai rivendicare la vittoria tra ${time}`,
  resigned: (name) => `${name} ha abbandonato`,
  left: (name) => `${name} ha lasciato la partita`,
  aborted: 'Partita interrotta',
  playAgain: 'Gioca ancora',
  allHome: (name) => `${name} ha portato a casa tutte le pedine`,
};

/** Sentences said to the viewer (`viewer`), in the second person. */
const you: YouWords = {
  name: 'Tu',
  toThrow: () => 'Tocca a te lanciare',
  toThrowOff: () => 'Lanci per decidere chi inizia',
  toMove: (distance) => `Tocca a te muovere di ${distance}`,
  toMoveThrown: () => 'Tocca a te muovere',
  eyesChoice: () => 'Puoi muovere una pedina di 4 caselle (occhi) o rifiutare',
  thinking: () => 'Sto pensando…',
  waiting: () => 'In attesa di te…',
  threw: (value) => `Hai lanciato ${value}`,
  zero: () => 'Hai lanciato 0: nessuna mossa',
  noMove: (value) => `Hai lanciato ${value}: nessuna mossa possibile`,
  moved: (notation) => `Hai mosso ${notation}`,
  entered: (tile) => `Hai fatto entrare una pedina in ${tile}`,
  boreOff: (tile) => `Hai portato una pedina da ${tile} all'arrivo`,
  declined: () => 'Hai rifiutato il bonus',
  starts: () => 'Inizi tu',
  wins: () => 'Hai vinto!',
  winsMatch: () => "Hai vinto l'incontro!",
  winsGame: (game) => `Hai vinto la partita ${game}`,
  points: (points) => `Segni ${points} punti`,
  winChance: (percent) => `La tua probabilità di vittoria: ${percent}%`,
  graph: () => 'La tua probabilità di vittoria nel corso della partita',
  stepMove: {
    moved: (squares) => `hai mosso ${squares}`,
    entered: (tile) => `hai fatto entrare una pedina in ${tile}`,
    boreOff: (tile) => `hai portato una pedina da ${tile} all'arrivo`,
  },
  accuracy: (percent) => `La tua precisione: ${percent}%`,
  chanceWent: (start, end) => `La tua probabilità di vittoria è passata dal ${start}% al ${end}%.`,
  resigned: () => 'Hai abbandonato',
  left: () => 'Hai lasciato la partita',
  allHome: () => 'Hai portato a casa tutte le pedine',
};

const settings: SettingsWords = {
  sound: 'Suono',
  pace: 'Ritmo',
  paces: { normal: 'Normale', fast: 'Veloce', instant: 'Istantaneo' },
};

const learnList = (items?: readonly string[]) => listOf('it', items);
const learnDice: Record<DiceName, string> = {
  'four-binary': 'quattro dadi a due facce (si contano le punte segnate in alto)',
  'three-binary-zero-four': 'tre dadi a due facce (nessuna punta segnata in alto vale 4)',
  'three-tetrahedral': 'tre piramidi',
};
const threw = (f: LessonFacts) => `Hai tirato ${f.thrown}:`;

/** The lessons' words. */
const learn: LearnWords = {
  title: 'Impara a giocare',
  lesson: (number, total) => `Lezione ${number} di ${total}`,
  close: 'Torna alla partita',
  previous: 'Precedente',
  next: 'Lezione successiva',
  done: 'Bravo!',
  finished: 'Ora conosci le regole.',
  play: 'Gioca contro il computer (principiante)',
  lessons: {
    route: {
      say: (f) =>
        `Le tue pedine (chiare) percorrono ${f.squares} caselle: ${learnList(f.route)}, poi escono dal tavoliere; le scure percorrono il percorso speculare. Tiri ${learnDice[f.dice]}; ogni tiro esce con questa frequenza: ${f.chances.join(', ')}.`,
      ask: (f) =>
        `${threw(f)} muovi la pedina su ${f.tile} di ${counted('it', f.thrown, { one: '# casella', other: '# caselle' })} lungo il percorso.`,
    },
    enter: {
      say: (f) =>
        f.entry === 'start-square'
          ? `Una pedina entra solo su ${f.start}, con un ${f.entryThrow}, e tiri di nuovo. Dopo ${learnList(f.moveAgain.map(String))} muovi e tiri ancora; uno 0 chiude il turno, come un ${f.entryThrow} usato per muovere una pedina.`
          : `Un 1 porta una nuova pedina su ${f.start}, un 2 sulla casella dopo, e così via. Uno 0 passa il turno.`,
      ask: (f) => `${threw(f)} porta una nuova pedina sul tavoliere.`,
    },
    rosette: {
      say: (f) => `I fiori (${learnList(f.squaresOf.rosette)}) sono rosette: finire una mossa su una dà un altro tiro.`,
      ask: (f) => `${threw(f)} fermati sulla rosetta ${f.tile}.`,
    },
    rosetteEnters: {
      say: (f) =>
        `I fiori (${learnList(f.squaresOf.rosette)}) sono rosette: finire una mossa su una porta subito una nuova pedina su ${f.start}.`,
      ask: (f) => `${threw(f)} fermati sulla rosetta ${f.tile}.`,
    },
    capture: {
      say: (f) =>
        `Finire una mossa su una pedina scura della fila centrale la cattura: torna nella riserva delle scure.${f.captureExtraTurn ? ' Una cattura dà anche un altro tiro.' : ''}`,
      ask: (f) => `${threw(f)} cattura la pedina scura su ${f.tile}.`,
    },
    safe: {
      say: (f) =>
        `Una rosetta protegge: la pedina scura su ${f.tile} non può essere catturata, quindi nessuna pedina può fermarsi lì.`,
      ask: (f) => `${threw(f)} cattura l'altra pedina scura.`,
    },
    unsafe: {
      say: () => 'Qui le rosette non proteggono: una pedina sopra può essere catturata come ogni altra.',
      ask: (f) => `${threw(f)} cattura la pedina scura sulla rosetta ${f.tile}.`,
    },
    double: {
      say: (f) =>
        `Finire una mossa su una casella doppia (${learnList(f.squaresOf.double)}) fa avanzare di nuovo la stessa pedina dello stesso numero.`,
      ask: (f) => `${threw(f)} fermati sulla casella doppia ${f.tile}.`,
    },
    eyes: {
      say: (f) =>
        `Finire una mossa sugli occhi (${learnList(f.squaresOf.eyes)}) lascia alle scure muovere subito una pedina di 4 caselle.`,
      ask: (f) => `${threw(f)} muovi senza fermarti sugli occhi di ${f.tile}.`,
    },
    stack: {
      say: () =>
        'Le pedine di un colore possono stare sulla stessa casella. Una pedina sola può essere catturata, ma una che arriva su due o più torna nella propria riserva.',
      ask: (f) => `${threw(f)} cattura una pedina scura sola, non le due su ${f.tile}.`,
    },
    exit: {
      say: (f) =>
        `${f.exactExit ? `Una pedina esce con il tiro esatto che la porta una casella oltre ${f.last}; un tiro più alto non può muoverla.` : 'Ogni tiro che raggiunge o supera la fine fa uscire una pedina.'} Vince chi per primo fa uscire tutte le ${f.pieces} pedine.`,
      ask: (f) => `${threw(f)} fai uscire la pedina su ${f.tile}.`,
    },
    score: {
      say: (f) =>
        `Il vincitore conta le pedine del perdente: i punti delle loro caselle, ${f.scoring?.startSquare} per pedina su ${f.start}, ${f.scoring?.reserve} per pedina nella riserva. Chi arriva per primo a ${f.scoring?.target} punti vince l'incontro.`,
      ask: (f) => `${threw(f)} fai uscire la pedina su ${f.tile}.`,
    },
  },
  why: {
    otherPiece: (_, f) => `Così muovi un'altra pedina: muovi quella su ${f.tile}.`,
    notEnter: () => 'Così muovi una pedina già sul tavoliere: scegli una pedina della tua riserva.',
    endsTurn: (_, f) =>
      `Muovere una pedina di ${f.entryThrow} chiude il turno, entrare invece ti fa tirare ancora: scegli una pedina della tua riserva.`,
    notRosette: (tile) => `${tile} non è una rosetta.`,
    noCapture: () => 'Questa mossa non cattura nulla.',
    bounce: (tile) => `Su ${tile} ci sono due pedine scure: la tua pedina tornerebbe nella tua riserva.`,
    notDouble: (tile) => `${tile} non è una casella doppia.`,
    eyes: (tile) => `${tile} ha gli occhi: le scure potrebbero muovere subito una pedina di 4 caselle.`,
    notHome: () => 'Questa mossa non fa uscire nessuna pedina.',
    pastHome: (_, f) => `Con ${f.thrown} quella pedina andrebbe oltre la fine: esce solo con il tiro esatto.`,
    ownPiece: (tile) => `Su ${tile} c'è già una tua pedina: quella pedina non può fermarsi lì.`,
    safeRosette: (tile) => `${tile} è una rosetta sicura: la pedina scura che c'è non può essere catturata.`,
    noPiece: (tile) => `Su ${tile} non c'è nessuna tua pedina: scegli una delle tue pedine segnate.`,
    entryThrow: (_, f) =>
      `Una pedina nuova entra solo con un ${f.entryThrow}, e hai tirato ${f.thrown}: muovi una pedina sul tavoliere.`,
    entryBlocked: (tile, f) =>
      `Con ${f.thrown} una pedina nuova entrerebbe su ${tile}, dove c'è già una tua pedina: muovi una pedina sul tavoliere.`,
    emptyReserve: () => 'La tua riserva è vuota: tutte le tue pedine sono sul tavoliere o già uscite.',
  },
};

const players: PlayerWords = {
  computer: (level) => `Computer · ${level}`,
  levels: {
    beginner: 'Principiante',
    easy: 'Facile',
    medium: 'Medio',
    hard: 'Difficile',
    expert: 'Esperto',
    perfect: 'Perfetto',
  },
  acting: 'gioca',
  start: {
    title: 'Contro chi vuoi giocare?',
    friend: 'Qualcuno su questo dispositivo',
    computer: 'Il computer',
    online: 'Qualcuno online (partita rapida)',
    noOpponent: 'Al momento non si è trovato nessuno con cui giocare online. Riprova o scegli un altro avversario.',
    level: 'Livello',
    colour: 'Il tuo colore',
    colours: { light: 'Chiaro', dark: 'Scuro', random: 'A caso' },
    friendLine: 'A turno su questo schermo',
    computerLine: 'Al livello che scegli',
    onlineLine: 'Qualcun altro, adesso',
    meanings: {
      beginner: 'imparare le regole',
      easy: 'gioco rilassato',
      medium: 'una partita equilibrata',
      hard: 'una vera sfida',
      expert: 'quasi perfetto',
      perfect: 'gioco perfetto',
    },
    newToUr: 'Nuovo al gioco?',
  },
  newOpponent: 'Nuovo avversario',
  more: 'Altro',
};

export default {
  name: 'Italiano',
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

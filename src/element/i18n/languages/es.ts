/** Spanish: every word of the board, the rules panel, the review and an online connection. */
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
  what === 'capture' ? ', capturando' : what === 'bounce' ? ' (vuelve a la reserva)' : '';
const colour = (player: 'light' | 'dark', count: number) =>
  side(player, count > 1 ? 'claras' : 'clara', count > 1 ? 'oscuras' : 'oscura');

const words: Translation = {
  gameLabel: 'Juego Real de Ur',
  comma: ', ',
  light: 'Claro',
  dark: 'Oscuro',
  throwDice: 'Lanzar',
  decline: 'Rechazar bonificación',
  undo: 'Deshacer',
  newGame: 'Nueva partida',
  help: 'Reglas',
  puzzle: 'Problema',
  learn: 'Aprende',
  toThrow: (name) => `Turno de ${name}: lanzar`,
  toThrowOff: (name) => `${name} lanza para decidir quién empieza`,
  toMove: (name, distance) => `Turno de ${name}: mover ${distance}`,
  toMoveThrown: (name) => `Turno de ${name}: mover`,
  eyesChoice: (name) => `${name} puede mover una ficha 4 casillas (ojos) o rechazarlo`,
  thinking: (name) => `${name} está pensando…`,
  waiting: (name) => `Esperando a ${name}…`,
  threw: (name, value) => `${name} sacó ${value}`,
  zero: (name) => `${name} sacó 0: sin jugada`,
  noMove: (name, value) => `${name} sacó ${value}: ninguna jugada posible`,
  moved: (name, notation) => `${name} jugó ${notation}`,
  captured: (tile) => `capturó en ${tile}`,
  bounced: (tile) => `rebotó en la pila de ${tile}, vuelve a la reserva`,
  extraTurn: 'vuelve a lanzar',
  onlyMove: 'la única jugada',
  entered: (name, tile) => `${name} entró en ${tile}`,
  boreOff: (name, tile) => `${name} sacó una ficha desde ${tile}`,
  rosetteAgain: 'cayó en una roseta: vuelve a lanzar',
  doubled: (tile, to) =>
    `cayó en el doble de ${tile}: avanzó otra vez la misma distancia ${to ? `hasta ${to}` : 'y sacó la ficha'}`,
  declined: (name) => `${name} rechazó la bonificación`,
  starts: (name) => `${name} empieza`,
  undone: 'Deshecho',
  started: 'Nueva partida',
  loaded: 'Partida cargada',
  wins: (name) => `¡${name} gana!`,
  winsMatch: (name) => `¡${name} gana el encuentro!`,
  points: (name, points) => `${name} suma ${points} puntos`,
  kinds: {
    rosette: 'roseta',
    double: 'doble',
    eyes: 'ojos',
    'five-dots': 'cinco puntos',
    zigzag: 'zigzag',
    gate: 'puerta',
  },
  board: {
    name: 'Tablero',
    home: 'meta',
    place: withKind,
    pieces: (player, count) =>
      count === 0 ? 'vacía' : `${count} ${count > 1 ? 'fichas' : 'ficha'} ${colour(player, count)}`,
    tile: (place, pieces) => `${place}: ${pieces}`,
    tray: (player, tray, pieces) =>
      `${tray === 'reserve' ? 'Reserva' : 'Meta'} ${side(player, 'de las claras', 'de las oscuras')}: ${pieces}`,
  },
};

/** The rules panel's texts. */
const howToPlay: HowToPlay = {
  title: 'Cómo se juega',
  close: 'Cerrar',
  goal: (n) =>
    `Lleva ${n === 1 ? 'tu ficha' : `tus ${n} fichas`} por tu recorrido y fuera del tablero antes que tu rival.`,
  diceHeading: 'Dados',
  dice: {
    'four-binary': 'Cuatro dados, cada uno vale 0 o 1: sacas de 0 a 4 (el 2 es lo más frecuente).',
    'three-binary-zero-four': 'Tres dados, cada uno vale 0 o 1; un total de 0 vale 4, así que cada tirada da de 1 a 4.',
    'three-tetrahedral':
      'Tres pirámides; cuenta las puntas marcadas hacia arriba: ninguna = 4, una = 0, dos = 1, tres = 5.',
  },
  routeHeading: 'Recorrido',
  route: (entry, exit) =>
    `Tus fichas entran en ${entry} y siguen las flechas hasta ${exit}, luego salen del tablero. Tu rival hace el recorrido reflejado.`,
  shared: {
    bell: 'Solo la fila central es común: allí se encuentran las fichas.',
    masters:
      'La fila central y las seis casillas del extremo corto del tablero son comunes: allí se encuentran las fichas.',
    aseb: 'Solo la larga fila central es común: allí se encuentran las fichas.',
  },
  routeMap: (player, tiles) =>
    `Recorrido de las ${player === 'light' ? 'claras' : 'oscuras'}: ${tiles}, después la meta.`,
  turnHeading: 'Tu turno',
  race: {
    zero: 'Lanza los dados. Un 0 pasa el turno.',
    move: 'Mueve una ficha exactamente lo que sacaste.',
    enter: (tile) => `Una ficha nueva entra contando desde la casilla ${tile}: un 1 la pone en la casilla ${tile}.`,
    noStack: 'Nunca puedes caer en una casilla con una ficha tuya.',
    noMove: 'Si ninguna ficha puede moverse, pasa el turno.',
    captures: (on) =>
      on
        ? 'Cae sobre una ficha rival en una casilla común para capturarla: vuelve a su reserva.'
        : 'Sin capturas: no se puede caer sobre una ficha rival.',
    exactExit: (on) =>
      on
        ? 'Para salir del tablero hace falta el número exacto.'
        : 'Cualquier número que llegue al final o lo pase saca la ficha.',
    win: 'Gana quien lleve primero todas sus fichas a la meta.',
  },
  bell: {
    throwOff: 'Los dos lanzan; quien saque más empieza.',
    series: 'Tu turno es una serie de tiradas:',
    zero: '0: tu turno termina.',
    oneOrFour: '1 o 4: mueve una ficha esa distancia (si alguna puede) y vuelve a lanzar.',
    five: (tile) =>
      `5: pon una ficha nueva en la casilla ${tile} y vuelve a lanzar, o mueve una ficha 5 casillas y termina el turno.`,
    enter: (tile) =>
      `Las fichas solo entran en la casilla ${tile}: con un 5, o gratis cuando una de las tuyas cae en una roseta.`,
    stacks: 'Tus fichas pueden apilarse; dos colores nunca comparten una casilla.',
    capture: 'Cae sobre una ficha rival sola para devolverla a su reserva.',
    bounce: 'Si caes sobre dos o más fichas rivales, es la tuya la que vuelve a la reserva.',
    win: (n) =>
      `Quien lleve primero sus ${n} fichas a la meta gana la partida y suma puntos por las fichas del perdedor:`,
    scoring: (start, reserve, tile) =>
      `los puntos de cada casilla donde están, ${start} por ficha en la casilla ${tile}, ${reserve} por ficha en la reserva (que nunca entró o fue capturada).`,
    match: (target) =>
      `El encuentro sigue hasta que alguien llega a ${target} puntos; quien pierde una partida empieza la siguiente.`,
  },
  tilesHeading: 'Casillas',
  rosette: {
    safe: 'una ficha aquí no puede ser capturada',
    unsafe: 'una ficha aquí puede ser capturada',
    extraTurn: 'caer aquí da otra tirada',
    enters: (tile) => `caer aquí trae una ficha nueva a la casilla ${tile}`,
  },
  tileEffects: {
    double: 'la ficha vuelve a avanzar la misma distancia',
    eyes: 'el rival puede avanzar 4 casillas una de sus fichas del tablero, o rechazarlo',
    none: 'sin efecto',
  },
  startSquare: {
    name: 'Casilla de salida',
    effect: 'las fichas entran aquí; los ojos de esta casilla no tienen efecto',
  },
  captureExtraTurn: 'Una captura da otra tirada.',
  points: (n) => `${n} ${n === 1 ? 'punto' : 'puntos'}`,
};

/** The puzzle view's words. */
const puzzle: PuzzleWords = {
  title: (number) => `Problema ${number}`,
  close: 'Volver a la partida',
  loading: 'Cargando el problema…',
  task: (player, thrown) =>
    `Juegas con ${side(player, 'las claras', 'las oscuras')} y sacaste ${thrown}: encuentra la mejor jugada`,
  verdicts: {
    best: '¡La mejor jugada!',
    close: 'Casi: no es la mejor, pero está a menos de 5 puntos de probabilidad de ganar',
    wrong: 'No es la mejor jugada',
  },
  chances: 'Probabilidad de ganar de cada jugada',
  best: 'mejor',
  yours: 'tu jugada',
  streak: (count) => `Racha: ${count}`,
  again: 'Intentar de nuevo',
  next: 'Siguiente problema',
};

/** The review view's words. */
const review: ReviewWords = {
  title: 'Análisis de la partida',
  close: 'Volver a la partida',
  first: 'Inicio',
  back: 'Atrás',
  forward: 'Adelante',
  last: 'Final',
  play: 'Reproducir',
  pause: 'Pausa',
  graph: (light) => `Probabilidad de victoria de ${light} a lo largo de la partida`,
  point: (index, total, what, percent) =>
    `Acción ${index} de ${total}: ${what}${percent === null ? '' : `, ${percent}%`}`,
  start: 'Inicio de la partida',
  judge: ({ evaluator, depth, exactPieces }) =>
    evaluator === 'table'
      ? 'Evaluado según el juego perfecto (tabla de solución exacta)'
      : `Evaluado por el programa mirando ${depth} jugadas hacia adelante (contando las de ambos jugadores, con cada tirada ponderada)${evaluator === 'learned' ? ', con lo que aprendió en partidas de práctica' : ''}${exactPieces ? `; finales de ${exactPieces} fichas o menos según el juego perfecto` : ''}`,
  analysing: (done, total) => `Analizando… ${done} de ${total}`,
  accuracy: (name, percent) => `${name}: precisión ${percent}%`,
  categories: {
    best: 'Mejor',
    excellent: 'Excelente',
    good: 'Buena',
    inaccuracy: 'Imprecisión',
    mistake: 'Error',
    blunder: 'Error grave',
  },
  brilliant: 'Brillante',
  counts: 'Jugadas por categoría',
  keyMoves: 'Jugadas clave',
  reviewKeyMoves: 'Revisar las jugadas clave',
  previousKeyMove: 'Error anterior',
  nextKeyMove: 'Error siguiente',
  previousInaccuracy: 'Imprecisión anterior',
  nextInaccuracy: 'Siguiente imprecisión',
  noKeyMoves: 'Ninguna imprecisión, error ni error grave.',
  keyMove: (turn, played, better, points) =>
    `Turno ${turn}: ${played}; mejor: ${better} (−${points} puntos porcentuales)`,
  even: '50%',
  turn: 'Turno',
  stepMove: {
    moved: (squares) => `jugó ${squares}`,
    entered: (tile) => `entró en ${tile}`,
    boreOff: (tile) => `sacó una ficha desde ${tile}`,
  },
  caption: (turn, what, light, percent) => `Turno ${turn}: ${what}${percent === null ? '' : ` · ${light} ${percent}%`}`,
  best: 'Mejor jugada',
  onlyMove: 'Única jugada posible',
  chances: (thrown, before, after, points) =>
    `${thrown === null ? 'Bonificación de ojos' : `Sacó ${thrown}`}: probabilidad de victoria ${before} antes de la jugada, ${after} después (−${points} puntos porcentuales)`,
  better: (move, keeps) => `Mejor: ${move}, que mantiene ${keeps}`,
  reasons: {
    exposure: (tiles, pieces, attackers, chance, better) =>
      `Esto deja ${tiles} donde ${attackers === 1 ? '1 ficha rival puede' : `${attackers} fichas rivales pueden`} capturar${pieces === 1 ? 'la' : 'las'} el ${chance} de las veces; la mejor jugada ${better === null ? 'lo deja todo a salvo' : `lo reduce al ${better}`}.`,
    'bear-off': (from, tiles, pieces, chance, better) =>
      `Sacar la ficha desde ${from} deja ${tiles} expuesta${pieces === 1 ? '' : 's'} a una captura el ${chance} de las veces; la mejor jugada ${better === null ? 'lo deja todo a salvo' : `lo reduce al ${better}`}.`,
    capture: (tile, squares) => `La mejor jugada captura en ${tile} y hace retroceder esa ficha ${squares} casillas.`,
    rosette: (tile, central, kept) =>
      kept
        ? `Esto abandona la roseta ${central ? 'central ' : ''}${tile}, que la mejor jugada conserva.`
        : `La mejor jugada cae en la roseta ${central ? 'central ' : ''}${tile} y vuelve a lanzar.`,
    race: (played, best) => `La mejor jugada deja una ventaja en la carrera de ${best} casillas en vez de ${played}.`,
  },
  tryAgain: {
    button: 'Inténtalo de nuevo',
    prompt: (thrown) =>
      thrown === null
        ? 'Inténtalo de nuevo: encuentra el mejor uso del bono de los ojos.'
        : `Inténtalo de nuevo: encuentra la mejor jugada con ${thrown}.`,
    best: (after) => `¡Mejor jugada! Mantiene ${after}.`,
    good: (after, points) => `Buena: ${after}, ${points} puntos porcentuales por debajo de la mejor.`,
    inaccuracy: (after, points) =>
      `Sigue siendo una imprecisión: ${after}, ${points} puntos porcentuales por debajo de la mejor.`,
    mistake: (after, points) =>
      `Sigue siendo un error: ${after}, ${points} puntos porcentuales por debajo de la mejor.`,
    answer: (move, keeps) => `La mejor: ${move}, que mantiene ${keeps}.`,
    showAnswer: 'Ver la respuesta',
    noReason: 'Ningún rasgo por sí solo explica la diferencia: está en toda la posición.',
    back: 'Volver al análisis',
  },
  chanceWent: (light, start, end) => `La probabilidad de victoria de ${light} pasó del ${start}% al ${end}%.`,
  flagged: (count) =>
    count === 0
      ? 'Ninguna jugada fue señalada.'
      : counted('es', count, { one: '# jugada fue señalada.', other: '# jugadas fueron señaladas.' }),
  error: (message) => `Esta partida no se puede analizar: ${message}`,
};

/** The words of the parts that tell moves (hint bar, move list, review). */
const moves: MoveWords = {
  list: 'Jugadas',
  best: (move) => `Mejor jugada: ${move}`,
  bestDecline: 'Mejor: rechazar la bonificación',
  winChance: (name, percent) => `Probabilidad de que ${name} gane: ${percent}%`,
  enter: (tile) => `entrar en ${tile}`,
  bearOff: (tile) => `sacar la ficha desde ${tile}`,
  capture: (tile) => `capturando en ${tile}`,
  bounce: (tile) => `rebota en la pila de ${tile}, vuelve a la reserva`,
  rosette: 'cayendo en una roseta: vuelve a lanzar',
  board: {
    movable: (player, from, to, what) =>
      `Ficha ${colour(player, 1)} ${from === 'reserve' ? 'en la reserva' : `en ${from}`}, puede ir a ${to}${effect(what)}`,
    destination: (from, to, what) =>
      `Mover la ficha ${from === 'reserve' ? 'de la reserva' : `de ${from}`} a ${to}${effect(what)}`,
    dice: (value, up, count) => `Dados: ${value} (${up} de ${count} puntas marcadas hacia arriba)`,
  },
  legend: {
    enters: 'entra',
    bearsOff: 'sale del tablero',
    capture: 'captura',
    rosette: 'roseta: vuelve a lanzar',
    bounce: 'rebota al inicio',
    passed: 'sin jugada',
    earlier: 'Una posición anterior',
    back: 'Volver a la partida',
  },
};

/** The status line's words for an online connection. */
const connection: ConnectionWords = {
  states: {
    connecting: () => 'Conectando con el servidor del juego…',
    'waiting-for-opponent': (opponent) => `La partida empieza cuando ${opponent} se una…`,
    reconnecting: () => 'Conexión perdida: reconectando…',
    slow: () => 'Conexión lenta…',
    'game-gone': () => 'Esta partida ya no existe: empieza otra con Nueva partida.',
    'no-room': () => 'Esta partida no existe: revisa el enlace que recibiste o pide uno nuevo.',
    'opponent-reconnecting': (opponent) => `${opponent} perdió la conexión: esperando a que vuelva…`,
    'opponent-left': (opponent) => `${opponent} abandonó la partida.`,
    'key-required': () =>
      'Para ocupar un asiento hace falta el enlace de invitación completo: abre el enlace que recibiste o pide uno nuevo.',
    'seat-taken': () =>
      'Ese asiento es de otro jugador: abre de nuevo el enlace para mirar, o empieza una partida nueva.',
    'room-full': () =>
      'Los dos asientos están ocupados: abre el enlace como espectador para mirar, o empieza una partida nueva.',
    'not-seated': () => 'Este tablero ya no tiene asiento (otra pestaña lo ocupó): recarga la página para jugar aquí.',
    'bad-identity': () =>
      'Este sitio no pudo confirmar quién eres: vuelve a cargar la página o inicia sesión de nuevo.',
    'same-player': () =>
      'Ya juegas el otro lado de esta partida con puntuación: nadie puede jugar una partida con puntuación contra sí mismo.',
    refused: () => 'El servidor rechazó esta partida: recarga la página para intentarlo de nuevo.',
    paused: () => 'Partida en pausa: el servidor no puede guardar jugadas ahora. Seguirá sola.',
    'end-refused': () => 'No se pudo terminar la partida ahora: sigue en juego.',
  },
  either: (a, b) => `${a} o ${b}`,
  rematch: {
    offer: 'Revancha',
    accept: 'Aceptar la revancha',
    waiting: (opponent) => `Esperando a que ${opponent} acepte la revancha…`,
    offered: (opponent) => `${opponent} quiere la revancha`,
  },
  rated: {
    rating: (value, provisional) => (provisional ? `puntuación provisional ${value}` : `puntuación ${value}`),
    change: (name, before, after, delta) => `${name} ${before}\u00a0→\u00a0${after} (${delta})`,
    notCounted: 'Terminó antes de que cada lado moviera dos veces: esta partida no cuenta para la puntuación.',
  },
};

/** The game-over panel's words. */
const gameOver: GameOverWords = {
  nextGame: 'Siguiente partida',
  review: 'Analizar',
  matchTo: (target) => `Encuentro a ${target}`,
  winsGame: (name, game) => `${name} gana la partida ${game}`,
  resign: 'Rendirse',
  confirmResign: '¿Abandonar esta partida?',
  abort: 'Anular',
  confirmAbort: '¿Anular esta partida? No contará.',
  cancel: 'Seguir jugando',
  claim: 'Reclamar la victoria',
  wait: 'Esperar',
  claimIn: (time) => `Podrás reclamar la victoria en ${time}`,
  resigned: (name) => `${name} se rindió`,
  left: (name) => `${name} dejó la partida`,
  aborted: 'Partida anulada',
  playAgain: 'Jugar otra vez',
  allHome: (name) => `${name} llevó todas sus fichas a casa`,
};

/** Sentences said to the viewer (`viewer`), in the second person. */
const you: YouWords = {
  name: 'Tú',
  toThrow: () => 'Te toca lanzar',
  toThrowOff: () => 'Lanzas para decidir quién empieza',
  toMove: (distance) => `Te toca mover ${distance}`,
  toMoveThrown: () => 'Te toca mover',
  eyesChoice: () => 'Puedes mover una ficha 4 casillas (ojos) o rechazarlo',
  thinking: () => 'Pensando…',
  waiting: () => 'Esperándote…',
  threw: (value) => `Sacaste ${value}`,
  zero: () => 'Sacaste 0: sin jugada',
  noMove: (value) => `Sacaste ${value}: ninguna jugada posible`,
  moved: (notation) => `Jugaste ${notation}`,
  entered: (tile) => `Entraste en ${tile}`,
  boreOff: (tile) => `Sacaste una ficha desde ${tile}`,
  declined: () => 'Rechazaste la bonificación',
  starts: () => 'Empiezas tú',
  wins: () => '¡Ganas!',
  winsMatch: () => '¡Ganas el encuentro!',
  winsGame: (game) => `Ganas la partida ${game}`,
  points: (points) => `Sumas ${points} puntos`,
  winChance: (percent) => `Tu probabilidad de ganar: ${percent}%`,
  graph: () => 'Tu probabilidad de victoria a lo largo de la partida',
  stepMove: {
    moved: (squares) => `jugaste ${squares}`,
    entered: (tile) => `entraste en ${tile}`,
    boreOff: (tile) => `sacaste una ficha desde ${tile}`,
  },
  accuracy: (percent) => `Tu precisión: ${percent}%`,
  chanceWent: (start, end) => `Tu probabilidad de victoria pasó del ${start}% al ${end}%.`,
  resigned: () => 'Te rendiste',
  left: () => 'Dejaste la partida',
  allHome: () => 'Llevaste todas tus fichas a casa',
};

const settings: SettingsWords = {
  sound: 'Sonido',
  pace: 'Ritmo',
  paces: { normal: 'Normal', fast: 'Rápido', instant: 'Instantáneo' },
};

const learnList = (items?: readonly string[]) => listOf('es', items);
const learnDice: Record<DiceName, string> = {
  'four-binary': 'cuatro dados de dos caras (se cuentan las puntas marcadas hacia arriba)',
  'three-binary-zero-four': 'tres dados de dos caras (ninguna punta marcada arriba cuenta 4)',
  'three-tetrahedral': 'tres pirámides',
};
const threw = (f: LessonFacts) => `Has sacado ${f.thrown}:`;

/** The lessons' words. */
const learn: LearnWords = {
  title: 'Aprende a jugar',
  lesson: (number, total) => `Lección ${number} de ${total}`,
  close: 'Volver a la partida',
  previous: 'Anterior',
  next: 'Siguiente lección',
  done: '¡Muy bien!',
  finished: 'Ya conoces las reglas.',
  play: 'Jugar contra el ordenador (principiante)',
  lessons: {
    route: {
      say: (f) =>
        `Tus fichas (claras) recorren ${f.squares} casillas: ${learnList(f.route)}, y luego salen del tablero; las oscuras recorren el camino reflejado. Lanzas ${learnDice[f.dice]}; cada tirada sale con esta frecuencia: ${f.chances.join(', ')}.`,
      ask: (f) =>
        `${threw(f)} mueve la ficha de ${f.tile} ${counted('es', f.thrown, { one: '# casilla', other: '# casillas' })} por el camino.`,
    },
    enter: {
      say: (f) =>
        f.entry === 'start-square'
          ? `Una ficha solo entra en ${f.start}, con un ${f.entryThrow}, y vuelves a tirar. Tras ${learnList(f.moveAgain.map(String))} mueves y vuelves a tirar; un 0 acaba tu turno, y también un ${f.entryThrow} usado para mover una ficha.`
          : `Un 1 mete una ficha nueva en ${f.start}, un 2 en la casilla siguiente, y así sucesivamente. Un 0 pasa tu turno.`,
      ask: (f) => `${threw(f)} mete una ficha nueva en el tablero.`,
    },
    rosette: {
      say: (f) =>
        `Las flores (${learnList(f.squaresOf.rosette)}) son rosetas: acabar una jugada en una te da otra tirada.`,
      ask: (f) => `${threw(f)} cae en la roseta ${f.tile}.`,
    },
    rosetteEnters: {
      say: (f) =>
        `Las flores (${learnList(f.squaresOf.rosette)}) son rosetas: acabar una jugada en una mete enseguida una ficha nueva en ${f.start}.`,
      ask: (f) => `${threw(f)} cae en la roseta ${f.tile}.`,
    },
    capture: {
      say: (f) =>
        `Acabar una jugada sobre una ficha oscura de la fila central la captura: vuelve a la reserva de las oscuras.${f.captureExtraTurn ? ' Capturar también da otra tirada.' : ''}`,
      ask: (f) => `${threw(f)} captura la ficha oscura de ${f.tile}.`,
    },
    safe: {
      say: (f) =>
        `Una roseta protege: la ficha oscura de ${f.tile} no puede ser capturada, así que ninguna ficha puede caer allí.`,
      ask: (f) => `${threw(f)} captura la otra ficha oscura.`,
    },
    unsafe: {
      say: () => 'Aquí las rosetas no protegen: una ficha sobre una puede ser capturada como cualquier otra.',
      ask: (f) => `${threw(f)} captura la ficha oscura de la roseta ${f.tile}.`,
    },
    double: {
      say: (f) =>
        `Acabar una jugada en una casilla doble (${learnList(f.squaresOf.double)}) mueve otra vez la misma ficha lo mismo.`,
      ask: (f) => `${threw(f)} cae en la casilla doble ${f.tile}.`,
    },
    eyes: {
      say: (f) =>
        `Acabar una jugada en unos ojos (${learnList(f.squaresOf.eyes)}) deja a las oscuras mover enseguida una ficha 4 casillas.`,
      ask: (f) => `${threw(f)} mueve sin caer en los ojos de ${f.tile}.`,
    },
    stack: {
      say: () =>
        'Las fichas de un color pueden compartir casilla. Una ficha sola puede ser capturada, pero la que cae sobre dos o más vuelve a su propia reserva.',
      ask: (f) => `${threw(f)} captura una ficha oscura sola, no las dos de ${f.tile}.`,
    },
    exit: {
      say: (f) =>
        `${f.exactExit ? `Una ficha sale del tablero con la tirada exacta que la lleva una casilla más allá de ${f.last}; una tirada mayor no puede moverla.` : 'Cualquier tirada que llegue al final o lo pase saca una ficha del tablero.'} Gana el primero que saca sus ${f.pieces} fichas.`,
      ask: (f) => `${threw(f)} saca la ficha de ${f.tile}.`,
    },
    score: {
      say: (f) =>
        `El ganador cuenta las fichas del perdedor: los puntos de sus casillas, ${f.scoring?.startSquare} por ficha en ${f.start}, ${f.scoring?.reserve} por ficha en la reserva. El primero en llegar a ${f.scoring?.target} puntos gana el encuentro.`,
      ask: (f) => `${threw(f)} saca la ficha de ${f.tile}.`,
    },
  },
  why: {
    otherPiece: (_, f) => `Eso mueve otra ficha: mueve la de ${f.tile}.`,
    notEnter: () => 'Eso mueve una ficha que ya está en el tablero: elige una ficha de tu reserva.',
    endsTurn: (_, f) =>
      `Mover una ficha ${f.entryThrow} acaba tu turno, y entrar te deja tirar otra vez: elige una ficha de tu reserva.`,
    notRosette: (tile) => `${tile} no es una roseta.`,
    noCapture: () => 'Esa jugada no captura nada.',
    bounce: (tile) => `En ${tile} hay dos fichas oscuras: tu ficha volvería a tu reserva.`,
    notDouble: (tile) => `${tile} no es una casilla doble.`,
    eyes: (tile) => `${tile} tiene ojos: las oscuras podrían mover enseguida una ficha 4 casillas.`,
    notHome: () => 'Esa jugada no saca ninguna ficha del tablero.',
    pastHome: (_, f) => `Con ${f.thrown} esa ficha pasaría del final: solo sale con la tirada exacta.`,
    ownPiece: (tile) => `En ${tile} ya hay una ficha tuya: esa ficha no puede caer allí.`,
    safeRosette: (tile) => `${tile} es una roseta segura: la ficha oscura que está allí no puede ser capturada.`,
    noPiece: (tile) => `En ${tile} no hay ninguna ficha tuya: elige una de tus fichas marcadas.`,
    entryThrow: (_, f) =>
      `Una ficha nueva solo entra con un ${f.entryThrow}, y has sacado ${f.thrown}: mueve una ficha del tablero.`,
    entryBlocked: (tile, f) =>
      `Con ${f.thrown} una ficha nueva entraría en ${tile}, donde ya hay una ficha tuya: mueve una ficha del tablero.`,
    emptyReserve: () => 'Tu reserva está vacía: todas tus fichas están en el tablero o ya han salido.',
  },
};

const players: PlayerWords = {
  computer: (level) => `Ordenador · ${level}`,
  levels: {
    beginner: 'Principiante',
    easy: 'Fácil',
    medium: 'Medio',
    hard: 'Difícil',
    expert: 'Experto',
    perfect: 'Perfecto',
  },
  acting: 'juega',
  start: {
    title: '¿Contra quién quieres jugar?',
    friend: 'Alguien en este dispositivo',
    computer: 'El ordenador',
    online: 'Alguien en línea (partida rápida)',
    noOpponent: 'Ahora mismo no se encontró a nadie para jugar en línea. Inténtalo de nuevo o elige otro rival.',
    level: 'Nivel',
    colour: 'Tu color',
    colours: { light: 'Claro', dark: 'Oscuro', random: 'Al azar' },
    friendLine: 'Por turnos en esta pantalla',
    computerLine: 'Al nivel que elijas',
    onlineLine: 'Otra persona, ahora mismo',
    meanings: {
      beginner: 'aprender las reglas',
      easy: 'juego relajado',
      medium: 'una partida justa',
      hard: 'un reto de verdad',
      expert: 'casi perfecto',
      perfect: 'juego perfecto',
    },
    newToUr: '¿Nuevo en el juego?',
  },
  newOpponent: 'Otro rival',
  more: 'Más',
};

export default {
  name: 'Español',
  dir: 'ltr',
  words,
  howToPlay,
  review,
  puzzle,
  learn,
  moves,
  connection,
  gameOver,
  you,
  settings,
  players,
} satisfies Language;

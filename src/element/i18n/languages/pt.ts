/** Portuguese (Brazilian, like the "Real de Ur" rule sheet). */
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
import { side, withKind } from '../shared.js';

const effect = (what: MoveEffect) =>
  what === 'capture' ? ', capturando' : what === 'bounce' ? ' (volta para a reserva)' : '';
const colour = (player: 'light' | 'dark', count: number) =>
  side(player, count > 1 ? 'claras' : 'clara', count > 1 ? 'escuras' : 'escura');

const words: Translation = {
  gameLabel: 'Jogo Real de Ur',
  light: 'Claro',
  dark: 'Escuro',
  throwDice: 'Lançar',
  decline: 'Recusar bônus',
  undo: 'Desfazer',
  newGame: 'Novo jogo',
  help: 'Regras',
  toThrow: (name) => `Vez de ${name} lançar`,
  toThrowOff: (name) => `${name} lança para decidir quem começa`,
  toMove: (name, distance) => `Vez de ${name} mover ${distance}`,
  eyesChoice: (name) => `${name} pode mover uma peça 4 casas (olhos) ou recusar`,
  thinking: (name) => `${name} está pensando…`,
  waiting: (name) => `Aguardando ${name}…`,
  threw: (name, value) => `${name} tirou ${value}`,
  zero: (name) => `${name} tirou 0: sem jogada`,
  noMove: (name, value) => `${name} tirou ${value}: nenhuma jogada possível`,
  moved: (name, notation) => `${name} jogou ${notation}`,
  captured: (tile) => `capturou em ${tile}`,
  bounced: (tile) => `ricocheteou na pilha em ${tile}, de volta para a reserva`,
  extraTurn: 'lança de novo',
  onlyMove: 'a única jogada',
  entered: (name, tile) => `${name} entrou em ${tile}`,
  boreOff: (name, tile) => `${name} levou uma peça de ${tile} à chegada`,
  rosetteAgain: 'parou em uma roseta: lança de novo',
  declined: (name) => `${name} recusou o bônus`,
  starts: (name) => `${name} começa`,
  undone: 'Desfeito',
  started: 'Novo jogo',
  loaded: 'Jogo carregado',
  wins: (name) => `${name} ganha!`,
  winsMatch: (name) => `${name} ganha a partida!`,
  points: (name, points) => `${name} marca ${points} pontos`,
  kinds: {
    rosette: 'roseta',
    double: 'dupla',
    eyes: 'olhos',
    'five-dots': 'cinco pontos',
    zigzag: 'ziguezague',
    gate: 'portão',
  },
  board: {
    name: 'Tabuleiro',
    home: 'chegada',
    place: withKind,
    pieces: (player, count) =>
      count === 0 ? 'vazia' : `${count} ${count > 1 ? 'peças' : 'peça'} ${colour(player, count)}`,
    tile: (place, pieces) => `${place}: ${pieces}`,
    tray: (player, tray, pieces) =>
      `${tray === 'reserve' ? 'Reserva' : 'Chegada'} ${side(player, 'das claras', 'das escuras')}: ${pieces}`,
    movable: (player, from, to, what) =>
      `Peça ${colour(player, 1)} ${from === 'reserve' ? 'na reserva' : `em ${from}`}, pode ir para ${to}${effect(what)}`,
    destination: (from, to, what) =>
      `Mover a peça ${from === 'reserve' ? 'da reserva' : `de ${from}`} para ${to}${effect(what)}`,
    dice: (value, up, count) => `Dados: ${value} (${up} de ${count} pontas marcadas para cima)`,
  },
};

/** The rules panel's texts. */
const howToPlay: HowToPlay = {
  title: 'Como jogar',
  close: 'Fechar',
  goal: (n) =>
    `Leve ${n === 1 ? 'sua peça' : `suas ${n} peças`} pelo seu percurso e para fora do tabuleiro antes do adversário.`,
  diceHeading: 'Dados',
  dice: {
    'four-binary': 'Quatro dados, cada um vale 0 ou 1: o lance dá de 0 a 4 (o 2 é o mais comum).',
    'three-binary-zero-four': 'Três dados, cada um vale 0 ou 1; um total de 0 vale 4, então todo lance dá de 1 a 4.',
    'three-tetrahedral':
      'Três pirâmides; conte as pontas marcadas viradas para cima: nenhuma = 4, uma = 0, duas = 1, três = 5.',
  },
  routeHeading: 'Percurso',
  route: (entry, exit) =>
    `Suas peças entram em ${entry} e seguem as setas até ${exit}, depois saem do tabuleiro. O adversário faz o caminho espelhado.`,
  shared: {
    bell: 'Só a fileira central é comum: é lá que as peças se encontram.',
    masters:
      'A fileira central e as seis casas da ponta curta do tabuleiro são comuns: é lá que as peças se encontram.',
    aseb: 'Só a longa fileira central é comum: é lá que as peças se encontram.',
  },
  routeMap: (player, tiles) => `Percurso das ${player === 'light' ? 'claras' : 'escuras'}: ${tiles}, depois a chegada.`,
  turnHeading: 'Sua vez',
  race: {
    zero: 'Lance os dados. Um 0 passa a vez.',
    move: 'Mova uma peça exatamente o número tirado.',
    enter: (tile) => `Uma peça nova entra contando a partir da casa ${tile}: um 1 a coloca na casa ${tile}.`,
    noStack: 'Você nunca pode parar em uma casa com uma peça sua.',
    noMove: 'Se nenhuma peça puder andar, a vez passa.',
    captures: (on) =>
      on
        ? 'Pare sobre uma peça adversária em uma casa comum para capturá-la: ela volta para a reserva.'
        : 'Sem capturas: não se pode parar sobre uma peça adversária.',
    exactExit: (on) =>
      on
        ? 'Para sair do tabuleiro é preciso o número exato.'
        : 'Qualquer número que alcance ou passe do fim tira a peça.',
    win: 'Ganha quem levar primeiro todas as peças à chegada.',
  },
  bell: {
    throwOff: 'Os dois lançam; quem tirar mais começa.',
    series: 'Sua vez é uma série de lances:',
    zero: '0: sua vez acaba.',
    oneOrFour: '1 ou 4: mova uma peça essa distância (se alguma puder) e lance de novo.',
    five: (tile) => `5: coloque uma peça nova na casa ${tile} e lance de novo, ou mova uma peça 5 casas e passe a vez.`,
    enter: (tile) =>
      `As peças só entram na casa ${tile}: com um 5, ou de graça quando uma das suas para em uma roseta.`,
    stacks: 'Suas peças podem se empilhar; duas cores nunca dividem uma casa.',
    capture: 'Pare sobre uma peça adversária sozinha para mandá-la de volta para a reserva.',
    bounce: 'Se você parar sobre duas ou mais peças adversárias, é a sua que volta para a reserva.',
    win: (n) => `Quem levar primeiro as ${n} peças à chegada ganha o jogo e marca pontos pelas peças do perdedor:`,
    scoring: (start, reserve, tile) =>
      `os pontos de cada casa onde elas estão, ${start} por peça na casa ${tile}, ${reserve} por peça na reserva (que nunca entrou ou foi capturada).`,
    match: (target) => `A partida continua até alguém chegar a ${target} pontos; quem perde um jogo começa o seguinte.`,
  },
  tilesHeading: 'Casas',
  rosette: {
    safe: 'uma peça aqui não pode ser capturada',
    unsafe: 'uma peça aqui pode ser capturada',
    extraTurn: 'parar aqui dá outro lance',
    enters: (tile) => `parar aqui traz uma peça nova para a casa ${tile}`,
  },
  tileEffects: {
    double: 'a peça anda de novo a mesma distância',
    eyes: 'o adversário pode avançar 4 casas uma das peças dele que estão no tabuleiro, ou recusar',
    none: 'sem efeito',
  },
  startSquare: { name: 'Casa de partida', effect: 'as peças entram aqui; os olhos desta casa não têm efeito' },
  captureExtraTurn: 'Uma captura dá outro lance.',
  points: (n) => `${n} ${n === 1 ? 'ponto' : 'pontos'}`,
};

/** The review view's words. */
const review: ReviewWords = {
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
      ? 'Avaliado pelo jogo perfeito (tabela de solução exata)'
      : `Avaliado pelo computador olhando ${depth} jogadas à frente (contando as jogadas dos dois jogadores, com cada lançamento ponderado)${evaluator === 'learned' ? ', com o que aprendeu em partidas de treino' : ''}${exactPieces ? `; finais de até ${exactPieces} peças pelo jogo perfeito` : ''}`,
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
  previousInaccuracy: 'Imprecisão anterior',
  nextInaccuracy: 'Próxima imprecisão',
  noKeyMoves: 'Nenhuma imprecisão, erro ou erro grave.',
  keyMove: (turn, played, better, points) =>
    `Turno ${turn}: ${played}; melhor: ${better} (−${points} pontos percentuais)`,
  even: '50%',
  turn: 'Turno',
  stepMove: {
    moved: (squares) => `jogou ${squares}`,
    entered: (tile) => `entrou em ${tile}`,
    boreOff: (tile) => `levou uma peça de ${tile} à chegada`,
  },
  caption: (turn, what, light, percent) => `Turno ${turn}: ${what}${percent === null ? '' : ` · ${light} ${percent}%`}`,
  best: 'Melhor jogada',
  onlyMove: 'Única jogada possível',
  chances: (thrown, before, after, points) =>
    `${thrown === null ? 'Bônus dos olhos' : `Tirou ${thrown}`}: chance de vitória ${before} antes da jogada, ${after} depois (−${points} pontos percentuais)`,
  better: (move, keeps) => `Melhor: ${move}, que mantém ${keeps}`,
  reasons: {
    exposure: (tiles, pieces, attackers, chance, better) =>
      `Isto deixa ${tiles} onde ${attackers === 1 ? '1 peça adversária pode' : `${attackers} peças adversárias podem`} capturá-${pieces === 1 ? 'la' : 'las'} em ${chance} das vezes; a melhor jogada ${better === null ? 'deixa tudo a salvo' : `reduz isso a ${better}`}.`,
    'bear-off': (from, tiles, pieces, chance, better) =>
      `Levar a peça de ${from} à chegada deixa ${tiles} exposta${pieces === 1 ? '' : 's'} à captura em ${chance} das vezes; a melhor jogada ${better === null ? 'deixa tudo a salvo' : `reduz isso a ${better}`}.`,
    capture: (tile, squares) => `A melhor jogada captura em ${tile}, mandando essa peça ${squares} casas para trás.`,
    rosette: (tile, central, kept) =>
      kept
        ? `Isto abandona a roseta ${central ? 'central ' : ''}${tile}, que a melhor jogada mantém.`
        : `A melhor jogada para na roseta ${central ? 'central ' : ''}${tile} e lança de novo.`,
    race: (played, best) => `A melhor jogada deixa uma vantagem na corrida de ${best} casas em vez de ${played}.`,
  },
  summary: (light, start, end, flagged) =>
    `A chance de vitória de ${light} foi de ${start}% a ${end}%. ${flagged === 0 ? 'Nenhuma jogada foi assinalada.' : `${flagged} ${flagged === 1 ? 'jogada foi assinalada' : 'jogadas foram assinaladas'}.`}`,
  error: (message) => `Esta partida não pode ser analisada: ${message}`,
};

/** The words of the parts that tell moves (hint bar, move list, review). */
const moves: MoveWords = {
  list: 'Lances',
  best: (move) => `Melhor jogada: ${move}`,
  bestDecline: 'Melhor: recusar o bônus',
  winChance: (name, percent) => `Chance de ${name} ganhar: ${percent}%`,
  enter: (tile) => `entrar em ${tile}`,
  bearOff: (tile) => `levar a peça de ${tile} à chegada`,
  capture: (tile) => `capturando em ${tile}`,
  bounce: (tile) => `ricocheteia na pilha em ${tile}, de volta para a reserva`,
  rosette: 'parando em uma roseta: lança de novo',
  legend: {
    enters: 'entra',
    bearsOff: 'sai do tabuleiro',
    capture: 'captura',
    rosette: 'roseta: lança de novo',
    bounce: 'volta à reserva',
    passed: 'sem jogada',
    earlier: 'Uma posição anterior',
    back: 'Voltar à partida',
  },
};

/** The status line's words for an online connection. */
const connection: ConnectionWords = {
  states: {
    connecting: () => 'Conectando ao servidor do jogo…',
    'waiting-for-opponent': (opponent) => `O jogo começa quando ${opponent} entrar…`,
    reconnecting: () => 'Conexão perdida: reconectando…',
    slow: () => 'Conexão lenta…',
    'game-gone': () => 'Este jogo não existe mais: comece outro com Novo jogo.',
    'opponent-reconnecting': (opponent) => `${opponent} perdeu a conexão: aguardando a volta…`,
    'opponent-left': (opponent) => `${opponent} saiu do jogo.`,
  },
  either: (a, b) => `${a} ou ${b}`,
  rematch: {
    offer: 'Revanche',
    accept: 'Aceitar revanche',
    waiting: (opponent) => `Aguardando ${opponent} aceitar a revanche…`,
    offered: (opponent) => `${opponent} quer uma revanche`,
  },
};

/** The game-over panel's words. */
const gameOver: GameOverWords = {
  nextGame: 'Próximo jogo',
  review: 'Analisar',
  matchTo: (target) => `Partida até ${target}`,
  winsGame: (name, game) => `${name} ganha o jogo ${game}`,
  resign: 'Desistir',
  confirmResign: 'Desistir deste jogo?',
  abort: 'Anular',
  confirmAbort: 'Anular este jogo? Não vai contar.',
  cancel: 'Continuar jogando',
  resigned: (name) => `${name} desistiu`,
  left: (name) => `${name} saiu do jogo`,
  aborted: 'Jogo anulado',
};

/** Sentences said to the viewer (`viewer`), in the second person. */
const you: YouWords = {
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
  winsGame: (game) => `Você venceu o jogo ${game}`,
  points: (points) => `Você marca ${points} pontos`,
  winChance: (percent) => `Sua chance de ganhar: ${percent}%`,
  resigned: () => 'Você desistiu',
  left: () => 'Você saiu do jogo',
};

const settings: SettingsWords = {
  sound: 'Som',
  pace: 'Ritmo',
  paces: { normal: 'Normal', fast: 'Rápido', instant: 'Instantâneo' },
};

export default {
  name: 'Português',
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

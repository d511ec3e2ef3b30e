/** Portuguese (Brazilian, like the "Real de Ur" rule sheet). */
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
  what === 'capture' ? ', capturando' : what === 'bounce' ? ' (volta para a reserva)' : '';
const colour = (player: 'light' | 'dark', count: number) =>
  side(player, count > 1 ? 'claras' : 'clara', count > 1 ? 'escuras' : 'escura');

const words: Translation = {
  gameLabel: 'Jogo Real de Ur',
  comma: ', ',
  light: 'Claro',
  dark: 'Escuro',
  throwDice: 'Lançar',
  decline: 'Recusar bônus',
  undo: 'Desfazer',
  newGame: 'Novo jogo',
  help: 'Regras',
  puzzle: 'Problema',
  learn: 'Aulas',
  toThrow: (name) => `Vez de ${name} lançar`,
  toThrowOff: (name) => `${name} lança para decidir quem começa`,
  toMove: (name, distance) => `Vez de ${name} mover ${distance}`,
  toMoveThrown: (name) => `Vez de ${name} mover`,
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
  doubled: (tile, to) =>
    `parou na dupla em ${tile}: andou de novo a mesma distância ${to ? `até ${to}` : 'até a chegada'}`,
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

/** The puzzle view's words. */
const puzzle: PuzzleWords = {
  title: (number) => `Problema ${number}`,
  close: 'Voltar ao jogo',
  loading: 'Carregando o problema…',
  task: (player, thrown) =>
    `Você joga com ${side(player, 'as claras', 'as escuras')} e tirou ${thrown}: encontre a melhor jogada`,
  verdicts: {
    best: 'A melhor jogada!',
    close: 'Quase: não é a melhor, mas fica a menos de 5 pontos de chance de vitória',
    wrong: 'Não é a melhor jogada',
  },
  chances: 'Chance de vitória de cada jogada',
  best: 'melhor',
  yours: 'sua jogada',
  streak: (count) => `Sequência: ${count}`,
  again: 'Tentar de novo',
  next: 'Próximo problema',
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
  tryAgain: {
    button: 'Tentar de novo',
    prompt: (thrown) =>
      thrown === null
        ? 'Tente de novo: encontre o melhor uso do bônus dos olhos.'
        : `Tente de novo: encontre a melhor jogada com ${thrown}.`,
    best: (after) => `Melhor jogada! Mantém ${after}.`,
    good: (after, points) => `Boa: ${after}, ${points} pontos percentuais abaixo da melhor.`,
    inaccuracy: (after, points) => `Ainda uma imprecisão: ${after}, ${points} pontos percentuais abaixo da melhor.`,
    mistake: (after, points) => `Ainda um erro: ${after}, ${points} pontos percentuais abaixo da melhor.`,
    answer: (move, keeps) => `A melhor: ${move}, que mantém ${keeps}.`,
    showAnswer: 'Mostrar a resposta',
    noReason: 'Nenhum traço sozinho explica a diferença: ela está em toda a posição.',
    back: 'Voltar à análise',
  },
  chanceWent: (light, start, end) => `A chance de vitória de ${light} foi de ${start}% a ${end}%.`,
  flagged: (count) =>
    count === 0
      ? 'Nenhuma jogada foi assinalada.'
      : counted('pt', count, { one: '# jogada foi assinalada.', other: '# jogadas foram assinaladas.' }),
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
  board: {
    movable: (player, from, to, what) =>
      `Peça ${colour(player, 1)} ${from === 'reserve' ? 'na reserva' : `em ${from}`}, pode ir para ${to}${effect(what)}`,
    destination: (from, to, what) =>
      `Mover a peça ${from === 'reserve' ? 'da reserva' : `de ${from}`} para ${to}${effect(what)}`,
    dice: (value, up, count) => `Dados: ${value} (${up} de ${count} pontas marcadas para cima)`,
  },
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
    'no-room': () => 'Este jogo não existe: confira o link que recebeu ou peça um novo.',
    'opponent-reconnecting': (opponent) => `${opponent} perdeu a conexão: aguardando a volta…`,
    'opponent-left': (opponent) => `${opponent} saiu do jogo.`,
    'key-required': () =>
      'Para ocupar um lugar é preciso o link de convite completo: abra o link que recebeu ou peça um novo.',
    'seat-taken': () => 'Esse lugar é de outro jogador: abra o link de novo para assistir, ou comece um novo jogo.',
    'room-full': () =>
      'Os dois lugares estão ocupados: abra o link como espectador para assistir, ou comece um novo jogo.',
    'not-seated': () => 'Este tabuleiro já não tem lugar (outra aba o assumiu): recarregue a página para jogar aqui.',
    'bad-identity': () => 'Este site não conseguiu confirmar quem você é: recarregue a página ou entre de novo.',
    'same-player': () =>
      'Você já joga o outro lado desta partida com pontuação: ninguém pode jogar uma partida com pontuação contra si mesmo.',
    refused: () => 'O servidor recusou este jogo: recarregue a página para tentar de novo.',
    paused: () => 'Jogo pausado: o servidor não consegue salvar jogadas agora. Continua sozinho.',
    'end-refused': () => 'Não foi possível encerrar o jogo agora: ele continua.',
  },
  either: (a, b) => `${a} ou ${b}`,
  rematch: {
    offer: 'Revanche',
    accept: 'Aceitar revanche',
    waiting: (opponent) => `Aguardando ${opponent} aceitar a revanche…`,
    offered: (opponent) => `${opponent} quer uma revanche`,
  },
  rated: {
    rating: (value, provisional) => (provisional ? `pontuação provisória ${value}` : `pontuação ${value}`),
    change: (name, before, after, delta) => `${name} ${before}\u00a0→\u00a0${after} (${delta})`,
    notCounted: 'Terminou antes de cada lado mover duas vezes: esta partida não conta para a pontuação.',
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
  claim: 'Reivindicar a vitória',
  wait: 'Esperar',
  claimIn: (time) => `Você poderá reivindicar a vitória em ${time}`,
  resigned: (name) => `${name} desistiu`,
  left: (name) => `${name} saiu do jogo`,
  aborted: 'Jogo anulado',
  playAgain: 'Jogar de novo',
  allHome: (name) => `${name} levou todas as peças para casa`,
};

/** Sentences said to the viewer (`viewer`), in the second person. */
const you: YouWords = {
  name: 'Você',
  toThrow: () => 'Sua vez de lançar',
  toThrowOff: () => 'Você lança para decidir quem começa',
  toMove: (distance) => `Sua vez de mover ${distance}`,
  toMoveThrown: () => 'Sua vez de mover',
  eyesChoice: () => 'Você pode mover uma peça 4 casas (olhos) ou recusar',
  thinking: () => 'Pensando…',
  waiting: () => 'Aguardando você…',
  threw: (value) => `Você tirou ${value}`,
  zero: () => 'Você tirou 0: sem jogada',
  noMove: (value) => `Você tirou ${value}: nenhuma jogada possível`,
  moved: (notation) => `Você jogou ${notation}`,
  entered: (tile) => `Você entrou em ${tile}`,
  boreOff: (tile) => `Você levou uma peça de ${tile} à chegada`,
  declined: () => 'Você recusou o bônus',
  starts: () => 'Você começa',
  wins: () => 'Você venceu!',
  winsMatch: () => 'Você venceu a partida!',
  winsGame: (game) => `Você venceu o jogo ${game}`,
  points: (points) => `Você marca ${points} pontos`,
  winChance: (percent) => `Sua chance de ganhar: ${percent}%`,
  graph: () => 'Sua chance de vitória ao longo da partida',
  stepMove: {
    moved: (squares) => `jogou ${squares}`,
    entered: (tile) => `entrou em ${tile}`,
    boreOff: (tile) => `levou uma peça de ${tile} à chegada`,
  },
  accuracy: (percent) => `Sua precisão: ${percent}%`,
  chanceWent: (start, end) => `Sua chance de vitória foi de ${start}% a ${end}%.`,
  resigned: () => 'Você desistiu',
  left: () => 'Você saiu do jogo',
  allHome: () => 'Você levou todas as peças para casa',
};

const settings: SettingsWords = {
  sound: 'Som',
  pace: 'Ritmo',
  paces: { normal: 'Normal', fast: 'Rápido', instant: 'Instantâneo' },
};

const learnList = (items?: readonly string[]) => listOf('pt', items);
const learnDice: Record<DiceName, string> = {
  'four-binary': 'quatro dados de duas faces (contam-se as pontas marcadas para cima)',
  'three-binary-zero-four': 'três dados de duas faces (nenhuma ponta marcada para cima vale 4)',
  'three-tetrahedral': 'três pirâmides',
};
const threw = (f: LessonFacts) => `Tirou ${f.thrown}:`;

/** The lessons' words. */
const learn: LearnWords = {
  title: 'Aprender a jogar',
  lesson: (number, total) => `Lição ${number} de ${total}`,
  close: 'Voltar ao jogo',
  previous: 'Anterior',
  next: 'Lição seguinte',
  done: 'Muito bem!',
  finished: 'Já conhece as regras.',
  play: 'Jogar contra o computador (principiante)',
  lessons: {
    route: {
      say: (f) =>
        `As suas peças (claras) percorrem ${f.squares} casas: ${learnList(f.route)}, e depois saem do tabuleiro; as escuras fazem o caminho espelhado. Lança ${learnDice[f.dice]}; cada lançamento sai com esta frequência: ${f.chances.join(', ')}.`,
      ask: (f) =>
        `${threw(f)} avance a peça de ${f.tile} ${counted('pt', f.thrown, { one: '# casa', other: '# casas' })} pelo caminho.`,
    },
    enter: {
      say: (f) =>
        f.entry === 'start-square'
          ? `Uma peça só entra em ${f.start}, com um ${f.entryThrow}, e lança de novo. Depois de ${learnList(f.moveAgain.map(String))} joga e lança outra vez; um 0 acaba a sua vez, tal como um ${f.entryThrow} usado para mover uma peça.`
          : `Um 1 põe uma peça nova em ${f.start}, um 2 na casa seguinte, e assim por diante. Um 0 passa a sua vez.`,
      ask: (f) => `${threw(f)} ponha uma peça nova no tabuleiro.`,
    },
    rosette: {
      say: (f) =>
        `As flores (${learnList(f.squaresOf.rosette)}) são rosetas: acabar uma jogada numa delas dá outro lançamento.`,
      ask: (f) => `${threw(f)} pare na roseta ${f.tile}.`,
    },
    rosetteEnters: {
      say: (f) =>
        `As flores (${learnList(f.squaresOf.rosette)}) são rosetas: acabar uma jogada numa delas põe logo uma peça nova em ${f.start}.`,
      ask: (f) => `${threw(f)} pare na roseta ${f.tile}.`,
    },
    capture: {
      say: (f) =>
        `Acabar uma jogada sobre uma peça escura da fila do meio captura-a: volta à reserva das escuras.${f.captureExtraTurn ? ' Uma captura também dá outro lançamento.' : ''}`,
      ask: (f) => `${threw(f)} capture a peça escura de ${f.tile}.`,
    },
    safe: {
      say: (f) =>
        `Uma roseta protege: a peça escura de ${f.tile} não pode ser capturada, por isso nenhuma peça pode parar ali.`,
      ask: (f) => `${threw(f)} capture a outra peça escura.`,
    },
    unsafe: {
      say: () => 'Aqui as rosetas não protegem: uma peça sobre uma pode ser capturada como qualquer outra.',
      ask: (f) => `${threw(f)} capture a peça escura na roseta ${f.tile}.`,
    },
    double: {
      say: (f) =>
        `Acabar uma jogada numa casa dupla (${learnList(f.squaresOf.double)}) faz avançar de novo a mesma peça o mesmo número.`,
      ask: (f) => `${threw(f)} pare na casa dupla ${f.tile}.`,
    },
    eyes: {
      say: (f) =>
        `Acabar uma jogada nuns olhos (${learnList(f.squaresOf.eyes)}) deixa as escuras avançar logo uma peça 4 casas.`,
      ask: (f) => `${threw(f)} jogue sem parar nos olhos de ${f.tile}.`,
    },
    stack: {
      say: () =>
        'Peças da mesma cor podem partilhar uma casa. Uma peça sozinha pode ser capturada, mas a que chega a duas ou mais volta à sua própria reserva.',
      ask: (f) => `${threw(f)} capture uma peça escura sozinha, não as duas de ${f.tile}.`,
    },
    exit: {
      say: (f) =>
        `${f.exactExit ? `Uma peça sai do tabuleiro com o lançamento exato que a leva uma casa para lá de ${f.last}; um lançamento maior não a pode mover.` : 'Qualquer lançamento que chegue ao fim ou o passe tira uma peça do tabuleiro.'} Ganha quem primeiro tira as ${f.pieces} peças.`,
      ask: (f) => `${threw(f)} tire a peça de ${f.tile}.`,
    },
    score: {
      say: (f) =>
        `O vencedor conta as peças do vencido: os pontos das suas casas, ${f.scoring?.startSquare} por peça em ${f.start}, ${f.scoring?.reserve} por peça na reserva. Quem chega primeiro a ${f.scoring?.target} pontos ganha o encontro.`,
      ask: (f) => `${threw(f)} tire a peça de ${f.tile}.`,
    },
  },
  why: {
    otherPiece: (_, f) => `Isso move outra peça: mova a de ${f.tile}.`,
    notEnter: () => 'Isso move uma peça que já está no tabuleiro: escolha uma peça da sua reserva.',
    endsTurn: (_, f) =>
      `Mover uma peça ${f.entryThrow} acaba a sua vez, e entrar deixa-o lançar de novo: escolha uma peça da sua reserva.`,
    notRosette: (tile) => `${tile} não é uma roseta.`,
    noCapture: () => 'Essa jogada não captura nada.',
    bounce: (tile) => `Em ${tile} estão duas peças escuras: a sua peça voltaria à sua reserva.`,
    notDouble: (tile) => `${tile} não é uma casa dupla.`,
    eyes: (tile) => `${tile} tem olhos: as escuras poderiam avançar logo uma peça 4 casas.`,
    notHome: () => 'Essa jogada não tira nenhuma peça do tabuleiro.',
    pastHome: (_, f) => `Com ${f.thrown} essa peça passaria do fim: só sai com o lançamento exato.`,
    ownPiece: (tile) => `Em ${tile} já está uma peça sua: essa peça não pode parar ali.`,
    safeRosette: (tile) => `${tile} é uma roseta segura: a peça escura que lá está não pode ser capturada.`,
    noPiece: (tile) => `Em ${tile} não há nenhuma peça sua: escolha uma das suas peças marcadas.`,
    entryThrow: (_, f) =>
      `Uma peça nova só entra com um ${f.entryThrow}, e lançou ${f.thrown}: mova uma peça do tabuleiro.`,
    entryBlocked: (tile, f) =>
      `Com ${f.thrown} uma peça nova entraria em ${tile}, onde já está uma peça sua: mova uma peça do tabuleiro.`,
    emptyReserve: () => 'A sua reserva está vazia: todas as suas peças estão no tabuleiro ou já saíram.',
  },
};

const players: PlayerWords = {
  computer: (level) => `Computador · ${level}`,
  levels: {
    beginner: 'Iniciante',
    easy: 'Fácil',
    medium: 'Médio',
    hard: 'Difícil',
    expert: 'Especialista',
    perfect: 'Perfeito',
  },
  acting: 'joga',
  start: {
    title: 'Contra quem quer jogar?',
    friend: 'Alguém neste dispositivo',
    computer: 'O computador',
    online: 'Alguém online (partida rápida)',
    noOpponent: 'Ninguém foi encontrado para jogar online agora. Tente de novo ou escolha outro adversário.',
    level: 'Nível',
    colour: 'A sua cor',
    colours: { light: 'Claro', dark: 'Escuro', random: 'Aleatória' },
    friendLine: 'Cada um na sua vez nesta tela',
    computerLine: 'No nível que você escolher',
    onlineLine: 'Outra pessoa, agora mesmo',
    meanings: {
      beginner: 'aprender as regras',
      easy: 'jogo tranquilo',
      medium: 'uma partida equilibrada',
      hard: 'um desafio de verdade',
      expert: 'quase perfeito',
      perfect: 'jogo perfeito',
    },
    newToUr: 'Novo no jogo?',
  },
  newOpponent: 'Novo adversário',
  more: 'Mais',
};

export default {
  name: 'Português',
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

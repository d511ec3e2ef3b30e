/**
 * The "How to play" panel's words in the five languages. Sentences that depend on a rule switch
 * are functions of it, so the panel explains the rules actually in force, not just the preset.
 */
import type { DiceName, PathName, TileKind, VariantName } from '../engine/index.js';
import { LANGS, type Lang } from './i18n/index.js';

/** The panel's languages: the element's. */
export type HelpLang = Lang;
export const HELP_LANGS: readonly HelpLang[] = LANGS;

export interface HelpTexts {
  title: string;
  goal: (pieces: number) => string;
  diceHeading: string;
  dice: Record<DiceName, string>;
  routeHeading: string;
  /** How light's route reads on the map (numbers 1..length); dark walks the mirror image. */
  route: (length: number) => string;
  /** Which squares both players walk, per route. */
  shared: Record<PathName, string>;
  /** Accessible name of the route map. */
  routeMap: (tiles: string) => string;
  turnHeading: string;
  race: {
    zero: string;
    move: string;
    enter: string;
    noStack: string;
    noMove: string;
    captures: (on: boolean) => string;
    exactExit: (on: boolean) => string;
    win: string;
  };
  bell: {
    throwOff: string;
    series: string;
    zero: string;
    oneOrFour: string;
    five: string;
    enter: string;
    stacks: string;
    capture: string;
    bounce: string;
    win: (pieces: number) => string;
    scoring: (startSquare: number, reserve: number) => string;
    match: (target: number) => string;
  };
  tilesHeading: string;
  tileNames: Record<TileKind, string>;
  rosette: { safe: string; unsafe: string; extraTurn: string; enters: string };
  tileEffects: { double: string; eyes: string; none: string };
  captureExtraTurn: string;
  points: (n: number) => string;
}

const en: HelpTexts = {
  title: 'How to play',
  goal: (n) => `Race your ${n} ${n === 1 ? 'piece' : 'pieces'} along your route and off the board before your opponent does.`,
  diceHeading: 'Dice',
  dice: {
    'four-binary': 'Four dice, each 0 or 1: you throw 0 to 4 (2 is the most common).',
    'three-binary-zero-four': 'Three dice, each 0 or 1; a total of 0 counts as 4, so you always move 1 to 4.',
    'three-tetrahedral': 'Three pyramids; count the marked tips up: none = 4, one = 0, two = 1, three = 5.',
  },
  routeHeading: 'Route',
  route: (l) => `Enter on square 1 and follow the numbers to ${l}, then off the board. Your opponent walks the mirror image.`,
  shared: {
    bell: 'Only the middle row is shared: that is where pieces meet.',
    masters: 'The middle row and the six squares at the short end of the board are shared: that is where pieces meet.',
    aseb: 'Only the long middle row is shared: that is where pieces meet.',
  },
  routeMap: (tiles) => `Light's route: ${tiles}, then home.`,
  turnHeading: 'Your turn',
  race: {
    zero: 'Throw the dice. A 0 ends your turn.',
    move: 'Move one piece exactly the number thrown.',
    enter: 'A new piece enters counting from square 1: a throw of 1 puts it on square 1.',
    noStack: 'You may never end on your own piece.',
    noMove: 'If no piece can move, the turn passes.',
    captures: (on) => (on ? 'Land on an opponent piece on a shared square to capture it: it goes back to start.' : 'No captures: you cannot land on an opponent piece.'),
    exactExit: (on) => (on ? 'Leaving the board needs the exact throw.' : 'Any throw that reaches or passes the end takes the piece off.'),
    win: 'The first to bring every piece home wins.',
  },
  bell: {
    throwOff: 'Both throw; the higher throw starts.',
    series: 'Your turn is a series of throws:',
    zero: '0: your turn ends.',
    oneOrFour: '1 or 4: move a piece that far (if any can), then throw again.',
    five: '5: enter a new piece on square 1 and throw again, or move a piece 5 and end your turn.',
    enter: 'Pieces enter only on square 1: with a 5, or free when one of yours lands on a rosette.',
    stacks: 'Your pieces may stack; two colours never share a square.',
    capture: 'Land on a single opponent piece to send it back to start.',
    bounce: 'Land on two or more opponent pieces and yours goes back instead.',
    win: (n) => `The first with all ${n} pieces home wins the game and scores the loser's pieces:`,
    scoring: (start, reserve) => `the dots of each square they stand on, ${start} for each on square 1, ${reserve} for each never entered.`,
    match: (target) => `The match goes on until someone reaches ${target} points; the loser of a game starts the next.`,
  },
  tilesHeading: 'Squares',
  tileNames: { plain: 'Plain', rosette: 'Rosette', double: 'Double', eyes: 'Eyes', 'five-dots': 'Five dots', zigzag: 'Zigzag', gate: 'Gate' },
  rosette: {
    safe: 'a piece here cannot be captured',
    unsafe: 'a piece here can be captured',
    extraTurn: 'ending here gives another throw',
    enters: 'landing here brings a new piece onto square 1',
  },
  tileEffects: {
    double: 'the piece moves again by the same throw',
    eyes: 'your opponent may move one of its pieces 4 squares, or decline',
    none: 'no effect',
  },
  captureExtraTurn: 'A capture gives another throw.',
  points: (n) => `${n} ${n === 1 ? 'point' : 'points'}`,
};

const pt: HelpTexts = {
  title: 'Como jogar',
  goal: (n) => `Leve ${n === 1 ? 'a sua peça' : `as suas ${n} peças`} pelo seu percurso e para fora do tabuleiro antes do adversário.`,
  diceHeading: 'Dados',
  dice: {
    'four-binary': 'Quatro dados, cada um vale 0 ou 1: você tira de 0 a 4 (2 é o mais comum).',
    'three-binary-zero-four': 'Três dados, cada um vale 0 ou 1; um total de 0 conta como 4, então você sempre anda de 1 a 4.',
    'three-tetrahedral': 'Três pirâmides; conte os vértices marcados para cima: nenhum = 4, um = 0, dois = 1, três = 5.',
  },
  routeHeading: 'Percurso',
  route: (l) => `Entre na casa 1 e siga os números até ${l}, depois saia do tabuleiro. O adversário faz o caminho espelhado.`,
  shared: {
    bell: 'Só a fileira central é comum: é lá que as peças se encontram.',
    masters: 'A fileira central e as seis casas da ponta curta do tabuleiro são comuns: é lá que as peças se encontram.',
    aseb: 'Só a longa fileira central é comum: é lá que as peças se encontram.',
  },
  routeMap: (tiles) => `Percurso das claras: ${tiles}, depois a chegada.`,
  turnHeading: 'A sua vez',
  race: {
    zero: 'Lance os dados. Um 0 passa a vez.',
    move: 'Mova uma peça exatamente o número tirado.',
    enter: 'Uma peça nova entra contando a partir da casa 1: um 1 a coloca na casa 1.',
    noStack: 'Nunca pare numa casa com uma peça sua.',
    noMove: 'Se nenhuma peça puder andar, a vez passa.',
    captures: (on) => (on ? 'Pare numa peça adversária numa casa comum para capturá-la: ela volta ao início.' : 'Sem capturas: não se pode parar numa peça adversária.'),
    exactExit: (on) => (on ? 'Para sair do tabuleiro é preciso o número exato.' : 'Qualquer número que alcance ou passe o fim tira a peça.'),
    win: 'Ganha quem levar primeiro todas as peças à chegada.',
  },
  bell: {
    throwOff: 'Os dois lançam; quem tirar mais começa.',
    series: 'A sua vez é uma série de lances:',
    zero: '0: a sua vez acaba.',
    oneOrFour: '1 ou 4: mova uma peça essa distância (se alguma puder) e lance de novo.',
    five: '5: coloque uma peça nova na casa 1 e lance de novo, ou mova uma peça 5 casas e passe a vez.',
    enter: 'As peças só entram na casa 1: com um 5, ou de graça quando uma das suas para numa roseta.',
    stacks: 'As suas peças podem empilhar-se; duas cores nunca dividem uma casa.',
    capture: 'Pare numa peça adversária sozinha para mandá-la de volta ao início.',
    bounce: 'Parando em duas ou mais peças adversárias, é a sua que volta.',
    win: (n) => `Quem levar primeiro as ${n} peças à chegada ganha a partida e marca pelas peças do perdedor:`,
    scoring: (start, reserve) => `os pontos de cada casa onde estão, ${start} por peça na casa 1, ${reserve} por peça que nunca entrou.`,
    match: (target) => `O jogo continua até alguém chegar a ${target} pontos; quem perde uma partida começa a seguinte.`,
  },
  tilesHeading: 'Casas',
  tileNames: { plain: 'Simples', rosette: 'Roseta', double: 'Dupla', eyes: 'Olhos', 'five-dots': 'Cinco pontos', zigzag: 'Ziguezague', gate: 'Portão' },
  rosette: {
    safe: 'uma peça aqui não pode ser capturada',
    unsafe: 'uma peça aqui pode ser capturada',
    extraTurn: 'parar aqui dá outro lance',
    enters: 'parar aqui traz uma peça nova para a casa 1',
  },
  tileEffects: {
    double: 'a peça anda de novo o mesmo número',
    eyes: 'o adversário pode avançar uma das suas peças 4 casas, ou recusar',
    none: 'sem efeito',
  },
  captureExtraTurn: 'Uma captura dá outro lance.',
  points: (n) => `${n} ${n === 1 ? 'ponto' : 'pontos'}`,
};

const it: HelpTexts = {
  title: 'Come si gioca',
  goal: (n) => `Porta ${n === 1 ? 'la tua pedina' : `le tue ${n} pedine`} lungo il percorso e fuori dalla tavola prima dell'avversario.`,
  diceHeading: 'Dadi',
  dice: {
    'four-binary': 'Quattro dadi, ognuno vale 0 o 1: il lancio va da 0 a 4 (il 2 è il più frequente).',
    'three-binary-zero-four': 'Tre dadi, ognuno vale 0 o 1; un totale di 0 vale 4, quindi muovi sempre da 1 a 4.',
    'three-tetrahedral': 'Tre piramidi; conta le punte segnate rivolte in alto: nessuna = 4, una = 0, due = 1, tre = 5.',
  },
  routeHeading: 'Percorso',
  route: (l) => `Entra sulla casella 1 e segui i numeri fino a ${l}, poi esci dalla tavola. L'avversario percorre l'immagine speculare.`,
  shared: {
    bell: 'Solo la fila centrale è comune: lì le pedine si incontrano.',
    masters: "La fila centrale e le sei caselle dell'estremità corta sono comuni: lì le pedine si incontrano.",
    aseb: 'Solo la lunga fila centrale è comune: lì le pedine si incontrano.',
  },
  routeMap: (tiles) => `Percorso del chiaro: ${tiles}, poi l'uscita.`,
  turnHeading: 'Il tuo turno',
  race: {
    zero: 'Lancia i dadi. Con 0 il turno passa.',
    move: 'Muovi una pedina esattamente del numero ottenuto.',
    enter: 'Una nuova pedina entra contando dalla casella 1: con 1 va sulla casella 1.',
    noStack: 'Non puoi mai fermarti su una tua pedina.',
    noMove: 'Se nessuna pedina può muovere, il turno passa.',
    captures: (on) => (on ? 'Fermati su una pedina avversaria in una casella comune per catturarla: torna in riserva.' : 'Niente catture: non puoi fermarti su una pedina avversaria.'),
    exactExit: (on) => (on ? "Per uscire serve il numero esatto." : "Qualsiasi lancio che raggiunge o supera la fine fa uscire la pedina."),
    win: 'Vince chi porta fuori per primo tutte le pedine.',
  },
  bell: {
    throwOff: 'Lanciano entrambi; inizia chi ottiene di più.',
    series: 'Il tuo turno è una serie di lanci:',
    zero: '0: il turno finisce.',
    oneOrFour: '1 o 4: muovi una pedina di tanto (se puoi), poi lancia ancora.',
    five: '5: fai entrare una pedina sulla casella 1 e lancia ancora, oppure muovi una pedina di 5 e il turno finisce.',
    enter: 'Le pedine entrano solo sulla casella 1: con un 5, o gratis quando una tua pedina si ferma su una rosetta.',
    stacks: 'Le tue pedine possono impilarsi; due colori non condividono mai una casella.',
    capture: 'Fermati su una pedina avversaria sola per rimandarla in riserva.',
    bounce: 'Se ti fermi su due o più pedine avversarie, è la tua a tornare in riserva.',
    win: (n) => `Chi porta fuori per primo tutte le ${n} pedine vince la partita e segna i punti delle pedine dell'avversario:`,
    scoring: (start, reserve) => `i punti di ogni casella che occupano, ${start} per ognuna sulla casella 1, ${reserve} per ognuna mai entrata.`,
    match: (target) => `L'incontro continua finché qualcuno arriva a ${target} punti; chi perde una partita inizia la successiva.`,
  },
  tilesHeading: 'Caselle',
  tileNames: { plain: 'Semplice', rosette: 'Rosetta', double: 'Doppia', eyes: 'Occhi', 'five-dots': 'Cinque punti', zigzag: 'Zigzag', gate: 'Porta' },
  rosette: {
    safe: 'una pedina qui non può essere catturata',
    unsafe: 'una pedina qui può essere catturata',
    extraTurn: 'fermarsi qui dà un altro lancio',
    enters: 'fermarsi qui fa entrare una nuova pedina sulla casella 1',
  },
  tileEffects: {
    double: 'la pedina avanza di nuovo dello stesso numero',
    eyes: "l'avversario può avanzare una sua pedina di 4 caselle, o rinunciare",
    none: 'nessun effetto',
  },
  captureExtraTurn: 'Una cattura dà un altro lancio.',
  points: (n) => `${n} ${n === 1 ? 'punto' : 'punti'}`,
};

const de: HelpTexts = {
  title: 'Spielanleitung',
  goal: (n) => `Bring ${n === 1 ? 'deinen Stein' : `deine ${n} Steine`} vor dem Gegner über deinen Weg und vom Brett.`,
  diceHeading: 'Würfel',
  dice: {
    'four-binary': 'Vier Würfel, jeder zählt 0 oder 1: du wirfst 0 bis 4 (2 am häufigsten).',
    'three-binary-zero-four': 'Drei Würfel, jeder zählt 0 oder 1; eine Summe von 0 zählt 4, du ziehst also immer 1 bis 4.',
    'three-tetrahedral': 'Drei Pyramiden; zähle die markierten Spitzen oben: keine = 4, eine = 0, zwei = 1, drei = 5.',
  },
  routeHeading: 'Weg',
  route: (l) => `Setze auf Feld 1 ein und folge den Zahlen bis ${l}, dann vom Brett. Der Gegner geht das Spiegelbild.`,
  shared: {
    bell: 'Nur die mittlere Reihe ist gemeinsam: dort treffen sich die Steine.',
    masters: 'Die mittlere Reihe und die sechs Felder am kurzen Ende sind gemeinsam: dort treffen sich die Steine.',
    aseb: 'Nur die lange mittlere Reihe ist gemeinsam: dort treffen sich die Steine.',
  },
  routeMap: (tiles) => `Weg von Hell: ${tiles}, dann ins Ziel.`,
  turnHeading: 'Dein Zug',
  race: {
    zero: 'Wirf die Würfel. Bei 0 ist dein Zug vorbei.',
    move: 'Ziehe einen Stein genau um die geworfene Zahl.',
    enter: 'Ein neuer Stein zählt ab Feld 1: mit einer 1 kommt er auf Feld 1.',
    noStack: 'Du darfst nie auf einem eigenen Stein landen.',
    noMove: 'Kann kein Stein ziehen, ist der Gegner dran.',
    captures: (on) => (on ? 'Landest du auf einem gemeinsamen Feld auf einem gegnerischen Stein, schlägst du ihn: er muss neu anfangen.' : 'Kein Schlagen: du darfst nicht auf einem gegnerischen Stein landen.'),
    exactExit: (on) => (on ? 'Zum Verlassen des Bretts braucht es die genaue Zahl.' : 'Jeder Wurf, der das Ende erreicht oder überschreitet, bringt den Stein ins Ziel.'),
    win: 'Wer zuerst alle Steine im Ziel hat, gewinnt.',
  },
  bell: {
    throwOff: 'Beide werfen; der höhere Wurf beginnt.',
    series: 'Dein Zug ist eine Folge von Würfen:',
    zero: '0: dein Zug ist vorbei.',
    oneOrFour: '1 oder 4: ziehe einen Stein so weit (wenn einer kann), dann wirf noch einmal.',
    five: '5: setze einen neuen Stein auf Feld 1 und wirf noch einmal, oder ziehe einen Stein 5 weit und beende deinen Zug.',
    enter: 'Steine kommen nur auf Feld 1 ins Spiel: mit einer 5, oder gratis, wenn einer deiner Steine auf einer Rosette landet.',
    stacks: 'Eigene Steine dürfen sich stapeln; zwei Farben teilen nie ein Feld.',
    capture: 'Landest du auf einem einzelnen gegnerischen Stein, muss er neu anfangen.',
    bounce: 'Landest du auf zwei oder mehr gegnerischen Steinen, muss deiner zurück.',
    win: (n) => `Wer zuerst alle ${n} Steine im Ziel hat, gewinnt die Partie und zählt die Steine des Verlierers:`,
    scoring: (start, reserve) => `die Punkte jedes Feldes, auf dem sie stehen, ${start} für jeden auf Feld 1, ${reserve} für jeden nie eingesetzten.`,
    match: (target) => `Gespielt wird, bis jemand ${target} Punkte hat; wer eine Partie verliert, beginnt die nächste.`,
  },
  tilesHeading: 'Felder',
  tileNames: { plain: 'Einfach', rosette: 'Rosette', double: 'Doppelfeld', eyes: 'Augen', 'five-dots': 'Fünf Punkte', zigzag: 'Zickzack', gate: 'Tor' },
  rosette: {
    safe: 'ein Stein hier kann nicht geschlagen werden',
    unsafe: 'ein Stein hier kann geschlagen werden',
    extraTurn: 'wer hier landet, wirft noch einmal',
    enters: 'wer hier landet, bringt einen neuen Stein auf Feld 1',
  },
  tileEffects: {
    double: 'der Stein zieht noch einmal um denselben Wurf',
    eyes: 'der Gegner darf einen seiner Steine 4 Felder ziehen oder verzichten',
    none: 'keine Wirkung',
  },
  captureExtraTurn: 'Wer schlägt, wirft noch einmal.',
  points: (n) => `${n} ${n === 1 ? 'Punkt' : 'Punkte'}`,
};

const fr: HelpTexts = {
  title: 'Comment jouer',
  goal: (n) => `Faites parcourir ${n === 1 ? 'votre pion' : `vos ${n} pions`} tout le chemin et sortez-les du plateau avant l'adversaire.`,
  diceHeading: 'Dés',
  dice: {
    'four-binary': 'Quatre dés valant 0 ou 1 : le lancer donne 0 à 4 (2 est le plus fréquent).',
    'three-binary-zero-four': 'Trois dés valant 0 ou 1 ; un total de 0 compte 4, vous avancez donc toujours de 1 à 4.',
    'three-tetrahedral': 'Trois pyramides ; comptez les pointes marquées en haut : aucune = 4, une = 0, deux = 1, trois = 5.',
  },
  routeHeading: 'Parcours',
  route: (l) => `Entrez sur la case 1 et suivez les numéros jusqu'à ${l}, puis sortez du plateau. L'adversaire suit le chemin symétrique.`,
  shared: {
    bell: "Seule la rangée centrale est commune : c'est là que les pions se rencontrent.",
    masters: "La rangée centrale et les six cases du petit côté sont communes : c'est là que les pions se rencontrent.",
    aseb: "Seule la longue rangée centrale est commune : c'est là que les pions se rencontrent.",
  },
  routeMap: (tiles) => `Parcours du clair : ${tiles}, puis la sortie.`,
  turnHeading: 'Votre tour',
  race: {
    zero: 'Lancez les dés. Un 0 passe le tour.',
    move: 'Avancez un pion exactement du nombre obtenu.',
    enter: 'Un nouveau pion entre en comptant depuis la case 1 : un 1 le place sur la case 1.',
    noStack: 'Vous ne pouvez jamais vous arrêter sur votre propre pion.',
    noMove: 'Si aucun pion ne peut bouger, le tour passe.',
    captures: (on) => (on ? 'Arrêtez-vous sur un pion adverse sur une case commune pour le capturer : il retourne au départ.' : "Pas de capture : impossible de s'arrêter sur un pion adverse."),
    exactExit: (on) => (on ? 'Pour sortir, il faut le nombre exact.' : 'Tout lancer qui atteint ou dépasse la fin fait sortir le pion.'),
    win: 'Le premier à sortir tous ses pions gagne.',
  },
  bell: {
    throwOff: 'Chacun lance ; le plus haut commence.',
    series: 'Votre tour est une série de lancers :',
    zero: '0 : votre tour est fini.',
    oneOrFour: "1 ou 4 : avancez un pion d'autant (si possible), puis relancez.",
    five: '5 : entrez un nouveau pion sur la case 1 et relancez, ou avancez un pion de 5 et votre tour est fini.',
    enter: "Les pions n'entrent que sur la case 1 : avec un 5, ou gratuitement quand l'un des vôtres s'arrête sur une rosette.",
    stacks: 'Vos pions peuvent s\'empiler ; deux couleurs ne partagent jamais une case.',
    capture: 'Arrêtez-vous sur un pion adverse seul pour le renvoyer au départ.',
    bounce: "Sur deux pions adverses ou plus, c'est le vôtre qui retourne au départ.",
    win: (n) => `Le premier à sortir ses ${n} pions gagne la partie et marque selon les pions du perdant :`,
    scoring: (start, reserve) => `les points de chaque case occupée, ${start} par pion sur la case 1, ${reserve} par pion jamais entré.`,
    match: (target) => `Le match continue jusqu'à ce qu'un joueur atteigne ${target} points ; le perdant d'une partie commence la suivante.`,
  },
  tilesHeading: 'Cases',
  tileNames: { plain: 'Simple', rosette: 'Rosette', double: 'Double', eyes: 'Yeux', 'five-dots': 'Cinq points', zigzag: 'Zigzag', gate: 'Porte' },
  rosette: {
    safe: 'un pion ici ne peut pas être capturé',
    unsafe: 'un pion ici peut être capturé',
    extraTurn: "s'y arrêter donne un autre lancer",
    enters: "s'y arrêter fait entrer un nouveau pion sur la case 1",
  },
  tileEffects: {
    double: 'le pion avance encore du même nombre',
    eyes: "l'adversaire peut avancer l'un de ses pions de 4 cases, ou refuser",
    none: 'aucun effet',
  },
  captureExtraTurn: 'Une capture donne un autre lancer.',
  points: (n) => `${n} ${n === 1 ? 'point' : 'points'}`,
};

/** Variant names: the same in every language. */
export const VARIANT_NAMES: Readonly<Record<VariantName, string>> = {
  finkel: 'Finkel',
  bell: 'Bell (Real de Ur)',
  masters: 'Masters',
  blitz: 'Blitz',
  aseb: 'Aseb',
};

export const HELP_TEXTS: Readonly<Record<HelpLang, HelpTexts>> = { en, pt, it, de, fr };

/** Arabic (Modern Standard): written right to left; the board keeps its geometry and its tile names. */
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
import { side } from '../shared.js';
import { listOf } from '../list.js';
import { counted } from '../plural.js';

const effect = (what: MoveEffect) =>
  what === 'capture' ? '، مع أسر' : what === 'bounce' ? ' (تعود إلى الاحتياط)' : '';
const colour = (player: 'light' | 'dark') => side(player, 'فاتحة', 'داكنة');
/** A count of pieces, in digits: the plural noun for 3 to 10, the singular otherwise (as Arabic counts). */
const pieces = (count: number) => `${count} ${count >= 3 && count <= 10 ? 'قطع' : 'قطعة'}`;

const words: Translation = {
  gameLabel: 'لعبة أور الملكية',
  comma: '، ',
  light: 'الفاتح',
  dark: 'الداكن',
  throwDice: 'ارمِ',
  decline: 'ارفض المكافأة',
  undo: 'تراجع',
  newGame: 'لعبة جديدة',
  help: 'القواعد',
  puzzle: 'لغز',
  learn: 'تعلّم',
  toThrow: (name) => `دور ${name} في الرمي`,
  toThrowOff: (name) => `${name} يرمي لتحديد من يبدأ`,
  toMove: (name, distance) => `دور ${name} في تحريك ${distance}`,
  toMoveThrown: (name) => `دور ${name} في التحريك`,
  eyesChoice: (name) => `يمكن لـ${name} تحريك قطعة 4 خانات (العيون) أو الرفض`,
  thinking: (name) => `${name} يفكر…`,
  waiting: (name) => `في انتظار ${name}…`,
  threw: (name, value) => `رمى ${name} ${value}`,
  zero: (name) => `رمى ${name} 0: لا حركة`,
  noMove: (name, value) => `رمى ${name} ${value}: لا حركة ممكنة`,
  moved: (name, notation) => `لعب ${name} ${notation}`,
  captured: (tile) => `أسر في ${tile}`,
  bounced: (tile) => `ارتدّت عن الكومة في ${tile} وعادت إلى الاحتياط`,
  extraTurn: 'يرمي مرة أخرى',
  onlyMove: 'الحركة الوحيدة',
  entered: (name, tile) => `أدخل ${name} قطعة في ${tile}`,
  boreOff: (name, tile) => `أخرج ${name} قطعة من ${tile}`,
  rosetteAgain: 'توقف على وردة: رمية أخرى',
  doubled: (tile, to) =>
    `توقف على المضاعفة في ${tile}: تقدم المسافة نفسها مرة أخرى ${to ? `إلى ${to}` : 'وخرج من الرقعة'}`,
  declined: (name) => `رفض ${name} المكافأة`,
  starts: (name) => `يبدأ ${name}`,
  undone: 'تم التراجع',
  started: 'لعبة جديدة',
  loaded: 'تم تحميل اللعبة',
  wins: (name) => `فاز ${name}!`,
  winsMatch: (name) => `فاز ${name} بالمباراة!`,
  points: (name, points) => `يسجل ${name} ${points} نقطة`,
  kinds: {
    rosette: 'وردة',
    double: 'مضاعفة',
    eyes: 'عيون',
    'five-dots': 'خمس نقاط',
    zigzag: 'متعرجة',
    gate: 'بوابة',
  },
  board: {
    name: 'اللوحة',
    home: 'الوصول',
    place: (tile, kind) => (kind ? `${tile} (${kind})` : tile),
    pieces: (player, count) => (count === 0 ? 'فارغة' : `${pieces(count)} ${colour(player)}`),
    tile: (place, contents) => `${place}: ${contents}`,
    tray: (player, tray, contents) =>
      `${tray === 'reserve' ? 'احتياط' : 'وصول'} ${side(player, 'الفاتح', 'الداكن')}: ${contents}`,
  },
};

/** The rules panel's texts. */
const howToPlay: HowToPlay = {
  title: 'طريقة اللعب',
  close: 'إغلاق',
  goal: (n) => `سِر ${n === 1 ? 'بقطعتك' : `بقطعك الـ${n}`} على طريقك وأخرجها من اللوحة قبل خصمك.`,
  diceHeading: 'النرد',
  dice: {
    'four-binary': 'أربعة أحجار نرد، لكل منها 0 أو 1: ترمي من 0 إلى 4 (والأكثر تكرارًا 2).',
    'three-binary-zero-four': 'ثلاثة أحجار نرد، لكل منها 0 أو 1؛ المجموع 0 يُحسب 4، فكل رمية من 1 إلى 4.',
    'three-tetrahedral':
      'ثلاثة أهرامات؛ عُدّ الرؤوس المعلّمة المتجهة إلى الأعلى: لا شيء = 4، واحد = 0، اثنان = 1، ثلاثة = 5.',
  },
  routeHeading: 'الطريق',
  route: (entry, exit) =>
    `تدخل قطعك في ${entry} وتتبع الأسهم حتى ${exit}، ثم تخرج من اللوحة. ويسير خصمك في الطريق المقابل كالمرآة.`,
  shared: {
    bell: 'الصف الأوسط وحده مشترك: هناك تلتقي القطع.',
    masters: 'الصف الأوسط والخانات الست في الطرف القصير من اللوحة مشتركة: هناك تلتقي القطع.',
    aseb: 'الصف الأوسط الطويل وحده مشترك: هناك تلتقي القطع.',
  },
  routeMap: (player, tiles) => `طريق ${player === 'light' ? 'الفاتح' : 'الداكن'}: ${tiles}، ثم الوصول.`,
  turnHeading: 'دورك',
  race: {
    zero: 'ارمِ النرد. الرمية 0 تُنهي دورك.',
    move: 'حرّك قطعة بعدد الرمية تمامًا.',
    enter: (tile) => `تدخل القطعة الجديدة بالعدّ من الخانة ${tile}: الرمية 1 تضعها على الخانة ${tile}.`,
    noStack: 'لا يمكنك أبدًا التوقف على خانة فيها قطعة لك.',
    noMove: 'إذا لم تستطع أي قطعة أن تتحرك، ينتقل الدور.',
    captures: (on) =>
      on ? 'توقف على قطعة للخصم في خانة مشتركة لتأسرها: تعود إلى احتياطه.' : 'لا أسر: لا يجوز التوقف على قطعة للخصم.',
    exactExit: (on) =>
      on ? 'للخروج من اللوحة تحتاج إلى الرقم المضبوط.' : 'أي رمية تبلغ النهاية أو تتجاوزها تُخرج القطعة.',
    win: 'يفوز أول من يوصل كل قطعه.',
  },
  bell: {
    throwOff: 'يرمي اللاعبان؛ يبدأ صاحب الرمية الأعلى.',
    series: 'دورك سلسلة من الرميات:',
    zero: '0: ينتهي دورك.',
    oneOrFour: '1 أو 4: حرّك قطعة بهذا العدد (إن أمكن) وارمِ مرة أخرى.',
    five: (tile) => `5: ضع قطعة جديدة على الخانة ${tile} وارمِ مرة أخرى، أو حرّك قطعة 5 خانات وأنهِ دورك.`,
    enter: (tile) => `تدخل القطع على الخانة ${tile} فقط: برمية 5، أو مجانًا حين تتوقف إحدى قطعك على وردة.`,
    stacks: 'يمكن أن تتكدس قطعك؛ لا يجتمع لونان في خانة واحدة أبدًا.',
    capture: 'توقف على قطعة منفردة للخصم لتعيدها إلى احتياطه.',
    bounce: 'إذا توقفت على قطعتين أو أكثر للخصم، فقطعتك هي التي تعود إلى الاحتياط.',
    win: (n) => `أول من يوصل قطعه الـ${n} يفوز باللعبة ويسجل نقاطًا عن قطع الخاسر:`,
    scoring: (start, reserve, tile) =>
      `نقاط كل خانة تقف عليها، و${start} عن كل قطعة على الخانة ${tile}، و${reserve} عن كل قطعة في الاحتياط (لم تدخل قط أو أُسرت).`,
    match: (target) => `تستمر المباراة حتى يبلغ أحدهما ${target} نقطة؛ ومن يخسر لعبة يبدأ التالية.`,
  },
  tilesHeading: 'الخانات',
  rosette: {
    safe: 'لا يمكن أسر القطعة هنا',
    unsafe: 'يمكن أسر القطعة هنا',
    extraTurn: 'التوقف هنا يمنح رمية أخرى',
    enters: (tile) => `التوقف هنا يُدخل قطعة جديدة إلى الخانة ${tile}`,
  },
  tileEffects: {
    double: 'تتقدم القطعة المسافة نفسها مرة أخرى',
    eyes: 'يمكن للخصم أن يقدّم إحدى قطعه التي على اللوحة 4 خانات، أو أن يرفض',
    none: 'بلا أثر',
  },
  startSquare: { name: 'خانة الانطلاق', effect: 'تدخل القطع هنا؛ لا أثر لعيون هذه الخانة' },
  captureExtraTurn: 'الأسر يمنح رمية أخرى.',
  points: (n) => (n === 1 ? 'نقطة واحدة' : n === 2 ? 'نقطتان' : n <= 10 ? `${n} نقاط` : `${n} نقطة`),
};

/** The puzzle view's words. */
const puzzle: PuzzleWords = {
  title: (number) => `لغز ${number}`,
  close: 'العودة إلى اللعبة',
  loading: 'جارٍ تحميل اللغز…',
  task: (player, thrown) => `تلعب بالقطع ${side(player, 'الفاتحة', 'الداكنة')} ورميتَ ${thrown}: جد أفضل نقلة`,
  verdicts: {
    best: 'أفضل نقلة!',
    close: 'قريب: ليست الأفضل، لكنها تقل عنها بأقل من 5 نقاط من فرصة الفوز',
    wrong: 'ليست أفضل نقلة',
  },
  chances: 'فرصة الفوز لكل نقلة',
  best: 'الأفضل',
  yours: 'نقلتك',
  streak: (count) => `سلسلة: ${count}`,
  again: 'حاول مجددًا',
  next: 'اللغز التالي',
};

/** The review view's words. */
const review: ReviewWords = {
  title: 'تحليل اللعبة',
  close: 'العودة إلى اللعبة',
  first: 'البداية',
  back: 'السابق',
  forward: 'التالي',
  last: 'النهاية',
  play: 'تشغيل',
  pause: 'إيقاف مؤقت',
  graph: (light) => `فرصة فوز ${light} على مدار اللعبة`,
  point: (index, total, what, percent) =>
    `الحركة ${index} من ${total}: ${what}${percent === null ? '' : `، ${percent}%`}`,
  start: 'بداية اللعبة',
  judge: ({ evaluator, depth, exactPieces }) =>
    evaluator === 'table'
      ? 'التقييم باللعب المثالي (جدول الحل الدقيق)'
      : `التقييم بالحاسوب وهو ينظر ${depth} حركات إلى الأمام (حركات اللاعبَين معًا، مع وزن كل رمية)${evaluator === 'learned' ? '، بما تعلّمه من مباريات تدريبية' : ''}${exactPieces ? `؛ والنهايات ذات ${exactPieces} قطع أو أقل باللعب المثالي` : ''}`,
  analysing: (done, total) => `جارٍ التحليل… ${done} من ${total}`,
  accuracy: (name, percent) => `${name}: الدقة ${percent}%`,
  categories: {
    best: 'الأفضل',
    excellent: 'ممتازة',
    good: 'جيدة',
    inaccuracy: 'عدم دقة',
    mistake: 'خطأ',
    blunder: 'خطأ فادح',
  },
  brilliant: 'رائعة',
  counts: 'الحركات حسب الفئة',
  keyMoves: 'الحركات الحاسمة',
  reviewKeyMoves: 'مراجعة الحركات الحاسمة',
  previousKeyMove: 'الخطأ السابق',
  nextKeyMove: 'الخطأ التالي',
  previousInaccuracy: 'عدم الدقة السابق',
  nextInaccuracy: 'عدم الدقة التالي',
  noKeyMoves: 'لا عدم دقة ولا خطأ ولا خطأ فادح.',
  keyMove: (turn, played, better, points) => `الدور ${turn}: ${played}؛ والأفضل: ${better} (−${points} نقطة مئوية)`,
  even: '50%',
  turn: 'الدور',
  stepMove: {
    moved: (squares) => `لعب ${squares}`,
    entered: (tile) => `أدخل قطعة في ${tile}`,
    boreOff: (tile) => `أخرج قطعة من ${tile}`,
  },
  caption: (turn, what, light, percent) => `الدور ${turn}: ${what}${percent === null ? '' : ` · ${light} ${percent}%`}`,
  best: 'أفضل حركة',
  onlyMove: 'الحركة الوحيدة الممكنة',
  chances: (thrown, before, after, points) =>
    `${thrown === null ? 'مكافأة العيون' : `رمية ${thrown}`}: فرصة الفوز ${before} قبل الحركة و${after} بعدها (−${points} نقطة مئوية)`,
  better: (move, keeps) => `الأفضل: ${move}، وهي تحافظ على ${keeps}`,
  reasons: {
    exposure: (tiles, count, attackers, chance, better) =>
      `هذه الحركة تترك ${tiles} حيث يمكن ${attackers === 1 ? 'لقطعة واحدة للخصم' : `لـ${pieces(attackers)} للخصم`} أن تأسرها بنسبة ${chance}؛ أما الحركة الأفضل ${better === null ? 'فتُبقي كل القطع آمنة' : `فتخفض ذلك إلى ${better}`}.`,
    'bear-off': (from, tiles, count, chance, better) =>
      `إخراج القطعة من ${from} يترك ${tiles} معرّضة للأسر بنسبة ${chance}؛ أما الحركة الأفضل ${better === null ? 'فتُبقي كل القطع آمنة' : `فتخفض ذلك إلى ${better}`}.`,
    capture: (tile, squares) =>
      `الحركة الأفضل تأسر في ${tile} وتعيد تلك القطعة ${squares} ${squares >= 3 && squares <= 10 ? 'خانات' : 'خانة'} إلى الوراء.`,
    rosette: (tile, central, kept) =>
      kept
        ? `هذه الحركة تتخلى عن ${central ? 'الوردة المركزية' : 'الوردة'} ${tile}، والحركة الأفضل تحتفظ بها.`
        : `الحركة الأفضل تقف على ${central ? 'الوردة المركزية' : 'الوردة'} ${tile} فتحصل على رمية أخرى.`,
    race: (played, best) => `الحركة الأفضل تترك تقدمًا في السباق قدره ${best} بدلًا من ${played} (بعدد الخانات).`,
  },
  tryAgain: {
    button: 'حاول مرة أخرى',
    prompt: (thrown) =>
      thrown === null
        ? 'حاول مرة أخرى: جد أفضل استعمال لمكافأة العيون.'
        : `حاول مرة أخرى: جد أفضل حركة بالرمية ${thrown}.`,
    best: (after) => `أفضل حركة! تحافظ على ${after}.`,
    good: (after, points) => `جيدة: ${after}، أقل من الأفضل بـ ${points} نقطة مئوية.`,
    inaccuracy: (after, points) => `ما زالت غير دقيقة: ${after}، أقل من الأفضل بـ ${points} نقطة مئوية.`,
    mistake: (after, points) => `ما زالت خطأ: ${after}، أقل من الأفضل بـ ${points} نقطة مئوية.`,
    answer: (move, keeps) => `الأفضل: ${move}، وهي تحافظ على ${keeps}.`,
    showAnswer: 'أظهر الجواب',
    noReason: 'لا تفسّر الفرقَ سمةٌ واحدة: إنه في الوضع كله.',
    back: 'العودة إلى التحليل',
  },
  chanceWent: (light, start, end) => `تغيّرت فرصة فوز ${light} من ${start}% إلى ${end}%.`,
  flagged: (count) =>
    counted('ar', count, {
      zero: 'لم تُعلَّم أي حركة.',
      one: 'عُلِّمت حركة واحدة.',
      two: 'عُلِّمت حركتان.',
      few: 'عُلِّمت # حركات.',
      many: 'عُلِّمت # حركةً.',
      other: 'عُلِّمت # حركة.',
    }),
  error: (message) => `لا يمكن تحليل هذه اللعبة: ${message}`,
};

/** The words of the parts that tell moves (hint bar, move list, review). */
const moves: MoveWords = {
  list: 'الحركات',
  best: (move) => `أفضل حركة: ${move}`,
  bestDecline: 'الأفضل: رفض المكافأة',
  winChance: (name, percent) => `فرصة فوز ${name}: ${percent}%`,
  enter: (tile) => `إدخال قطعة في ${tile}`,
  bearOff: (tile) => `إخراج القطعة من ${tile}`,
  capture: (tile) => `مع الأسر في ${tile}`,
  bounce: (tile) => `ترتدّ عن الكومة في ${tile} وتعود إلى الاحتياط`,
  rosette: 'التوقف على وردة: رمية أخرى',
  board: {
    movable: (player, from, to, what) =>
      `قطعة ${colour(player)} ${from === 'reserve' ? 'في الاحتياط' : `في ${from}`}، يمكنها الذهاب إلى ${to}${effect(what)}`,
    destination: (from, to, what) =>
      `حرّك القطعة ${from === 'reserve' ? 'من الاحتياط' : `من ${from}`} إلى ${to}${effect(what)}`,
    dice: (value, up, count) => `النرد: ${value} (${up} من ${count} رؤوس معلّمة إلى الأعلى)`,
  },
  legend: {
    enters: 'تدخل',
    bearsOff: 'تخرج من اللوحة',
    capture: 'أسر',
    rosette: 'وردة: رمية أخرى',
    bounce: 'ترتدّ إلى الاحتياط',
    passed: 'لا حركة',
    earlier: 'وضع سابق',
    back: 'العودة إلى اللعبة',
  },
};

/** The status line's words for an online connection. */
const connection: ConnectionWords = {
  states: {
    connecting: () => 'جارٍ الاتصال بخادم اللعبة…',
    'waiting-for-opponent': (opponent) => `تبدأ اللعبة حين ينضم ${opponent}…`,
    reconnecting: () => 'انقطع الاتصال: جارٍ إعادة الاتصال…',
    slow: () => 'الاتصال بطيء…',
    'game-gone': () => 'لم تعد هذه اللعبة موجودة: ابدأ لعبة جديدة بزر لعبة جديدة.',
    'no-room': () => 'هذه اللعبة غير موجودة: تحقّق من الرابط الذي وصلك، أو اطلب رابطًا جديدًا.',
    'opponent-reconnecting': (opponent) => `فقد ${opponent} الاتصال: في انتظار عودته…`,
    'opponent-left': (opponent) => `غادر ${opponent} اللعبة.`,
    'key-required': () => 'يتطلب أخذ مقعد رابط الدعوة كاملًا: افتح الرابط الذي وصلك أو اطلب رابطًا جديدًا.',
    'seat-taken': () => 'هذا المقعد للاعب آخر: افتح الرابط مجددًا للمشاهدة، أو ابدأ لعبة جديدة.',
    'room-full': () => 'المقعدان مشغولان: افتح الرابط كمشاهد، أو ابدأ لعبة جديدة.',
    'not-seated': () => 'لم يعد لهذه اللوحة مقعد (أخذته علامة تبويب أخرى): أعد تحميل الصفحة للعب هنا.',
    'bad-identity': () => 'تعذّر على هذا الموقع التحقق من هويتك: أعد تحميل الصفحة، أو سجّل الدخول من جديد.',
    'same-player': () => 'أنت تلعب بالفعل الطرف الآخر من هذه اللعبة المصنّفة: لا يمكن لأحد أن يلعب لعبة مصنّفة ضد نفسه.',
    refused: () => 'رفض خادم اللعبة هذه اللعبة: أعد تحميل الصفحة للمحاولة مجددًا.',
    paused: () => 'اللعبة متوقفة مؤقتًا: لا يستطيع الخادم حفظ النقلات الآن. ستُستأنف تلقائيًا.',
    'end-refused': () => 'تعذّر إنهاء اللعبة الآن: اللعب مستمر.',
  },
  either: (a, b) => `${a} أو ${b}`,
  rematch: {
    offer: 'مباراة ثأرية',
    accept: 'قبول المباراة الثأرية',
    waiting: (opponent) => `في انتظار قبول ${opponent} للمباراة الثأرية…`,
    offered: (opponent) => `يريد ${opponent} مباراة ثأرية`,
  },
  rated: {
    rating: (value, provisional) => (provisional ? `التصنيف المؤقت ${value}` : `التصنيف ${value}`),
    // Read right to left: the arrow points from the rating before to the one after.
    change: (name, before, after, delta) => `${name} ${before}\u00a0←\u00a0${after} (${delta})`,
    notCounted: 'انتهت قبل أن يحرّك كل طرف مرتين، فلا تُحتسب هذه اللعبة في التصنيف.',
  },
};

/** The game-over panel's words. */
const gameOver: GameOverWords = {
  nextGame: 'اللعبة التالية',
  review: 'تحليل',
  matchTo: (target) => `مباراة حتى ${target}`,
  winsGame: (name, game) => `فاز ${name} باللعبة ${game}`,
  resign: 'استسلام',
  confirmResign: 'هل تستسلم في هذه اللعبة؟',
  abort: 'إلغاء',
  confirmAbort: 'إلغاء هذه اللعبة؟ لن تُحتسب.',
  cancel: 'متابعة اللعب',
  claim: 'المطالبة بالفوز',
  wait: 'انتظار عودته',
  claimIn: (time) => `يمكنك المطالبة بالفوز بعد ${time}`,
  resigned: (name) => `استسلم ${name}`,
  left: (name) => `غادر ${name} اللعبة`,
  aborted: 'أُلغيت اللعبة',
  playAgain: 'العب مجددًا',
  allHome: (name) => `أوصل ${name} كل قطعه إلى النهاية`,
};

/** Sentences said to the viewer (`viewer`), in the second person. */
const you: YouWords = {
  name: 'أنت',
  toThrow: () => 'دورك في الرمي',
  toThrowOff: () => 'ترمي لتحديد من يبدأ',
  toMove: (distance) => `دورك في تحريك ${distance}`,
  toMoveThrown: () => 'دورك في التحريك',
  eyesChoice: () => 'يمكنك تحريك قطعة 4 خانات (العيون) أو الرفض',
  thinking: () => 'يفكر…',
  waiting: () => 'في انتظارك…',
  threw: (value) => `رميت ${value}`,
  zero: () => 'رميت 0: لا حركة',
  noMove: (value) => `رميت ${value}: لا حركة ممكنة`,
  moved: (notation) => `لعبت ${notation}`,
  entered: (tile) => `أدخلتَ قطعة في ${tile}`,
  boreOff: (tile) => `أخرجتَ قطعة من ${tile}`,
  declined: () => 'رفضت المكافأة',
  starts: () => 'تبدأ أنت',
  wins: () => 'فزت!',
  winsMatch: () => 'فزت بالمباراة!',
  winsGame: (game) => `فزت باللعبة ${game}`,
  points: (points) => `تسجل ${points} نقطة`,
  winChance: (percent) => `فرصتك في الفوز: ${percent}%`,
  graph: () => 'فرصتك في الفوز على مدار اللعبة',
  stepMove: {
    moved: (squares) => `لعبتَ ${squares}`,
    entered: (tile) => `أدخلتَ قطعة في ${tile}`,
    boreOff: (tile) => `أخرجتَ قطعة من ${tile}`,
  },
  accuracy: (percent) => `دقتك: ${percent}%`,
  chanceWent: (start, end) => `تغيّرت فرصتك في الفوز من ${start}% إلى ${end}%.`,
  resigned: () => 'استسلمت',
  left: () => 'غادرت اللعبة',
  allHome: () => 'أوصلت كل قطعك إلى النهاية',
};

const settings: SettingsWords = {
  sound: 'الصوت',
  pace: 'السرعة',
  paces: { normal: 'عادية', fast: 'سريعة', instant: 'فورية' },
};

const learnList = (items?: readonly string[]) => listOf('ar', items);
const learnDice: Record<DiceName, string> = {
  'four-binary': 'أربعة أحجار نرد ذات وجهين (تُعدّ الرؤوس المعلّمة المتجهة إلى أعلى)',
  'three-binary-zero-four': 'ثلاثة أحجار نرد ذات وجهين (لا رأس معلّم إلى أعلى يُعدّ 4)',
  'three-tetrahedral': 'ثلاثة أهرامات',
};
const threw = (f: LessonFacts) => `رميتَ ${f.thrown}:`;

/** The lessons' words. */
const learn: LearnWords = {
  title: 'تعلّم اللعب',
  lesson: (number, total) => `الدرس ${number} من ${total}`,
  close: 'العودة إلى اللعبة',
  previous: 'السابق',
  next: 'الدرس التالي',
  done: 'أحسنت!',
  finished: 'صرت تعرف القواعد.',
  play: 'العب ضد الحاسوب (مبتدئ)',
  lessons: {
    route: {
      say: (f) =>
        `قطعك (الفاتحة) تسير ${f.squares} مربعًا: ${learnList(f.route)}، ثم تخرج من اللوح؛ والداكنة تسير الطريق المعكوس. ترمي ${learnDice[f.dice]}؛ وتأتي كل رمية بهذا التكرار: ${f.chances.join('، ')}.`,
      ask: (f) =>
        `${threw(f)} حرّك القطعة التي على ${f.tile} ${counted('ar', f.thrown, { one: 'مربعًا واحدًا', two: 'مربعين', few: '# مربعات', many: '# مربعًا', other: '# مربع' })} على الطريق.`,
    },
    enter: {
      say: (f) =>
        f.entry === 'start-square'
          ? `لا تدخل قطعة إلا على ${f.start}، برمية ${f.entryThrow}، ثم ترمي من جديد. بعد ${learnList(f.moveAgain.map(String))} تحرّك وترمي مرة أخرى؛ والصفر ينهي دورك، وكذلك ${f.entryThrow} تُستعمل لتحريك قطعة.`
          : `الرمية 1 تُدخل قطعة جديدة على ${f.start}، و2 على المربع التالي، وهكذا. والصفر يمرّر دورك.`,
      ask: (f) => `${threw(f)} أدخل قطعة جديدة إلى اللوح.`,
    },
    rosette: {
      say: (f) => `الأزهار (${learnList(f.squaresOf.rosette)}) وردات: إنهاء نقلة على إحداها يمنحك رمية أخرى.`,
      ask: (f) => `${threw(f)} قف على الوردة ${f.tile}.`,
    },
    rosetteEnters: {
      say: (f) =>
        `الأزهار (${learnList(f.squaresOf.rosette)}) وردات: إنهاء نقلة على إحداها يُدخل فورًا قطعة جديدة على ${f.start}.`,
      ask: (f) => `${threw(f)} قف على الوردة ${f.tile}.`,
    },
    capture: {
      say: (f) =>
        `إنهاء نقلة على قطعة داكنة في الصف الأوسط يأسرها: تعود إلى احتياطي الداكن.${f.captureExtraTurn ? ' والأسر يمنحك أيضًا رمية أخرى.' : ''}`,
      ask: (f) => `${threw(f)} اأسر القطعة الداكنة على ${f.tile}.`,
    },
    safe: {
      say: (f) => `الوردة تحمي: القطعة الداكنة على ${f.tile} لا يمكن أسرها، فلا تقف عليها أي قطعة.`,
      ask: (f) => `${threw(f)} اأسر القطعة الداكنة الأخرى.`,
    },
    unsafe: {
      say: () => 'الوردات لا تحمي في هذه اللعبة: القطعة عليها تُؤسر كغيرها.',
      ask: (f) => `${threw(f)} اأسر القطعة الداكنة على الوردة ${f.tile}.`,
    },
    double: {
      say: (f) =>
        `إنهاء نقلة على مربع مضاعف (${learnList(f.squaresOf.double)}) يحرّك القطعة نفسها مرة أخرى بالرمية نفسها.`,
      ask: (f) => `${threw(f)} قف على المربع المضاعف ${f.tile}.`,
    },
    eyes: {
      say: (f) => `إنهاء نقلة على العيون (${learnList(f.squaresOf.eyes)}) يسمح للداكن بتحريك إحدى قطعه 4 مربعات فورًا.`,
      ask: (f) => `${threw(f)} تحرّك من غير أن تقف على العيون في ${f.tile}.`,
    },
    stack: {
      say: () =>
        'يجوز لقطع اللون الواحد أن تتشارك مربعًا. القطعة المنفردة تُؤسر، أما القطعة التي تقف على قطعتين أو أكثر فتعود إلى احتياطيها.',
      ask: (f) => `${threw(f)} اأسر قطعة داكنة منفردة، لا القطعتين على ${f.tile}.`,
    },
    exit: {
      say: (f) =>
        `${f.exactExit ? `تخرج القطعة من اللوح بالرمية المضبوطة التي تأخذها مربعًا واحدًا بعد ${f.last}؛ والرمية الأكبر لا تحرّكها.` : 'كل رمية تبلغ النهاية أو تتجاوزها تُخرج قطعة من اللوح.'} يفوز أول من يُخرج قطعه الـ${f.pieces} كلها.`,
      ask: (f) => `${threw(f)} أخرج القطعة التي على ${f.tile}.`,
    },
    score: {
      say: (f) =>
        `يعدّ الفائز قطع الخاسر: نقاط مربعاتها، و${f.scoring?.startSquare} لكل قطعة على ${f.start}، و${f.scoring?.reserve} لكل قطعة في الاحتياطي. أول من يبلغ ${f.scoring?.target} نقطة يفوز بالمباراة.`,
      ask: (f) => `${threw(f)} أخرج القطعة التي على ${f.tile}.`,
    },
  },
  why: {
    otherPiece: (_, f) => `هذه النقلة تحرّك قطعة أخرى: حرّك التي على ${f.tile}.`,
    notEnter: () => 'هذه النقلة تحرّك قطعة على اللوح: اختر قطعة من احتياطيك.',
    endsTurn: (_, f) =>
      `تحريك قطعة ${f.entryThrow} ينهي دورك، أما الإدخال فيتيح لك الرمي مجددًا: اختر قطعة من احتياطيك.`,
    notRosette: (tile) => `${tile} ليس وردة.`,
    noCapture: () => 'هذه النقلة لا تأسر شيئًا.',
    bounce: (tile) => `على ${tile} قطعتان داكنتان: ستعود قطعتك إلى احتياطيك.`,
    notDouble: (tile) => `${tile} ليس مربعًا مضاعفًا.`,
    eyes: (tile) => `على ${tile} عيون: يستطيع الداكن تحريك قطعة 4 مربعات فورًا.`,
    notHome: () => 'هذه النقلة لا تُخرج أي قطعة من اللوح.',
    pastHome: (_, f) => `الرمية ${f.thrown} تتجاوز بهذه القطعة النهاية: لا تخرج إلا بالرمية المضبوطة.`,
    ownPiece: (tile) => `على ${tile} قطعة من قطعك: لا تستطيع هذه القطعة الوقوف هناك.`,
    safeRosette: (tile) => `${tile} وردة آمنة: القطعة الداكنة عليها لا يمكن أسرها.`,
    noPiece: (tile) => `ليس لك قطعة على ${tile}: اختر إحدى قطعك المعلَّمة.`,
    entryThrow: (_, f) => `لا تدخل قطعة جديدة إلا بالرمية ${f.entryThrow}، ورميتك ${f.thrown}: حرّك قطعة على اللوحة.`,
    entryBlocked: (tile, f) =>
      `الرمية ${f.thrown} تُدخل قطعة جديدة إلى ${tile}، وعليها قطعة من قطعك: حرّك قطعة على اللوحة.`,
    emptyReserve: () => 'احتياطيك فارغ: كل قطعك على اللوحة أو خرجت منها.',
  },
};

const players: PlayerWords = {
  computer: (level) => `الحاسوب · ${level}`,
  levels: { beginner: 'مبتدئ', easy: 'سهل', medium: 'متوسط', hard: 'صعب', expert: 'خبير', perfect: 'مثالي' },
  acting: 'دوره',
  start: {
    title: 'مع من تريد أن تلعب؟',
    friend: 'صديق على هذا الجهاز',
    computer: 'الحاسوب',
    online: 'لاعب عبر الإنترنت (مباراة سريعة)',
    noOpponent: 'لم يُعثر على أحد للعب عبر الإنترنت الآن. حاول مرة أخرى أو اختر خصمًا آخر.',
    level: 'المستوى',
    colour: 'لونك',
    colours: { light: 'الفاتح', dark: 'الداكن', random: 'عشوائي' },
    friendLine: 'بالتناوب على هذه الشاشة',
    computerLine: 'بالمستوى الذي تختاره',
    onlineLine: 'شخص آخر، الآن',
    meanings: {
      beginner: 'لتعلّم القواعد',
      easy: 'لعب هادئ',
      medium: 'مباراة متكافئة',
      hard: 'تحدٍّ حقيقي',
      expert: 'شبه مثالي',
      perfect: 'لعب مثالي',
    },
    newToUr: 'جديد على اللعبة؟',
  },
  newOpponent: 'خصم جديد',
  more: 'المزيد',
};

export default {
  name: 'العربية',
  dir: 'rtl',
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

import { expect } from '@open-wc/testing';
import {
  BOARDS,
  createGame,
  DICE,
  MAX_PIECES,
  mirrorTile,
  PATHS,
  pathTiles,
  PRESETS,
  resolveRules,
  ruleOptionsOf,
  TILE_POINTS,
  validateRules,
  VARIANTS,
  type DiceName,
} from '../../src/engine/index.js';

const CLASSIC_TILES = [
  'A1',
  'A2',
  'A3',
  'A4',
  'A7',
  'A8',
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `B${n}`),
  'C1',
  'C2',
  'C3',
  'C4',
  'C7',
  'C8',
];
const B = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `B${from + i}`);

describe('rules: boards and paths (docs/rules.md §1)', () => {
  it('§1 the classic board has 20 tiles named by row letter and column', () => {
    expect(BOARDS.classic.tiles).to.have.length(20);
    expect([...BOARDS.classic.tiles].sort()).to.deep.equal([...CLASSIC_TILES].sort());
    expect(BOARDS.classic.columns).to.equal(8);
  });

  it('§1 the aseb board has A1-A4, C1-C4 and B1-B12', () => {
    expect([...BOARDS.aseb.tiles].sort()).to.deep.equal(
      ['A1', 'A2', 'A3', 'A4', ...B(1, 12), 'C1', 'C2', 'C3', 'C4'].sort(),
    );
    expect(BOARDS.aseb.columns).to.equal(12);
  });

  it('§1 rosettes: A1, C1, B4, A7, C7 on the classic board; A1 C1 B4 B8 B12 on aseb', () => {
    for (const variant of ['finkel', 'masters', 'blitz', 'bell'] as const) {
      const rosettes = Object.entries(PRESETS[variant].tileKinds)
        .filter(([, kind]) => kind === 'rosette')
        .map(([tile]) => tile);
      expect(rosettes.sort(), variant).to.deep.equal(['A1', 'A7', 'B4', 'C1', 'C7']);
    }
    const aseb = Object.entries(PRESETS.aseb.tileKinds)
      .filter(([, kind]) => kind === 'rosette')
      .map(([tile]) => tile);
    expect(aseb.sort()).to.deep.equal(['A1', 'B12', 'B4', 'B8', 'C1']);
  });

  it('§1 path table: bell path of 14 tiles, masters of 16, aseb of 16', () => {
    expect(PATHS.bell).to.deep.equal(['A4', 'A3', 'A2', 'A1', ...B(1, 8), 'A8', 'A7']);
    expect(PATHS.masters).to.deep.equal(['A4', 'A3', 'A2', 'A1', ...B(1, 7), 'C7', 'C8', 'B8', 'A8', 'A7']);
    expect(PATHS.aseb).to.deep.equal(['A4', 'A3', 'A2', 'A1', ...B(1, 12)]);
    expect([PATHS.bell.length, PATHS.masters.length, PATHS.aseb.length]).to.deep.equal([14, 16, 16]);
  });

  it("§1 dark walks the mirror image of light's path (A and C swapped)", () => {
    expect(pathTiles('bell', 'dark')).to.deep.equal(['C4', 'C3', 'C2', 'C1', ...B(1, 8), 'C8', 'C7']);
    expect(pathTiles('masters', 'dark').slice(-5)).to.deep.equal(['A7', 'A8', 'B8', 'C8', 'C7']);
    expect(mirrorTile('A3')).to.equal('C3');
    expect(mirrorTile('C7')).to.equal('A7');
    expect(mirrorTile('B5')).to.equal('B5');
  });

  it('§1 every path tile is a tile of its board', () => {
    for (const variant of VARIANTS) {
      const { path, board } = PRESETS[variant];
      for (const player of ['light', 'dark'] as const) {
        for (const tile of pathTiles(path, player)) expect(BOARDS[board].tiles, `${variant} ${tile}`).to.include(tile);
      }
    }
  });

  it('§1 shared tiles: the middle row on the bell path; masters also shares the far end', () => {
    const shared = (path: 'bell' | 'masters' | 'aseb') =>
      pathTiles(path, 'light').filter((tile) => pathTiles(path, 'dark').includes(tile));
    expect(shared('bell')).to.deep.equal(B(1, 8));
    expect(shared('aseb')).to.deep.equal(B(1, 12));
    expect(shared('masters').sort()).to.deep.equal([...B(1, 8), 'A7', 'A8', 'C7', 'C8'].sort());
  });
});

describe('rules: presets (docs/rules.md §3 table and §4)', () => {
  const table = {
    finkel: {
      path: 'bell',
      dice: 'four-binary',
      pieces: 7,
      safeRosettes: true,
      rosettesExtraTurn: true,
      capturesExtraTurn: false,
    },
    masters: {
      path: 'masters',
      dice: 'three-binary-zero-four',
      pieces: 7,
      safeRosettes: false,
      rosettesExtraTurn: true,
      capturesExtraTurn: false,
    },
    blitz: {
      path: 'masters',
      dice: 'four-binary',
      pieces: 5,
      safeRosettes: false,
      rosettesExtraTurn: true,
      capturesExtraTurn: true,
    },
    aseb: {
      path: 'aseb',
      dice: 'four-binary',
      pieces: 5,
      safeRosettes: true,
      rosettesExtraTurn: true,
      capturesExtraTurn: false,
    },
  } as const;

  for (const [variant, expected] of Object.entries(table)) {
    it(`§3 preset ${variant}: path, dice, pieces and switches as in the table`, () => {
      const rules = PRESETS[variant as keyof typeof table];
      expect(rules).to.include(expected);
      // The sheets' summary (§3): exact exit, captures on, no stacking, one throw a turn, light first.
      expect(rules).to.include({
        exactExit: true,
        captures: true,
        stacking: false,
        turn: 'single',
        entry: 'by-throw',
        firstPlayer: 'light',
        variant,
      });
      expect(rules.scoring).to.equal(null);
      expect(Object.values(rules.tileKinds).every((kind) => kind === 'rosette')).to.equal(true);
    });
  }

  it('§3 finkel is the default variant', () => {
    expect(createGame({ seed: 1 }).rules).to.deep.equal(PRESETS.finkel);
    expect(resolveRules()).to.deep.equal(PRESETS.finkel);
  });

  it('§4 preset bell: 7 pieces, three-tetrahedral dice, bell path, stacking, throw-off, series turn', () => {
    expect(PRESETS.bell).to.include({
      path: 'bell',
      board: 'classic',
      dice: 'three-tetrahedral',
      pieces: 7,
      stacking: true,
      firstPlayer: 'throw-off',
      turn: 'series',
      entry: 'start-square',
      entryThrow: 5,
      rosettesEnter: true,
      exactExit: true,
      captures: true,
      safeRosettes: false,
      rosettesExtraTurn: false,
      capturesExtraTurn: false,
      targetScore: 100,
    });
    expect(PRESETS.bell.scoring).to.deep.equal({ startSquare: 10, reserve: 25 });
  });

  it('§4 bell tile kinds: rosette, double, eyes, five-dots, zigzag and gate tiles as in the table', () => {
    const byKind: Record<string, string[]> = {};
    for (const [tile, kind] of Object.entries(PRESETS.bell.tileKinds)) (byKind[kind] ??= []).push(tile);
    for (const list of Object.values(byKind)) list.sort();
    expect(byKind).to.deep.equal({
      rosette: ['A1', 'A7', 'B4', 'C1', 'C7'],
      double: ['B3', 'B6'],
      eyes: ['A2', 'A4', 'B7', 'C2', 'C4'],
      'five-dots': ['A3', 'B2', 'B5', 'B8', 'C3'],
      zigzag: ['A8', 'C8'],
      gate: ['B1'],
    });
    // Every tile of the bell board has a kind, so every tile shows its dots.
    expect(Object.keys(PRESETS.bell.tileKinds).sort()).to.deep.equal([...CLASSIC_TILES].sort());
  });

  it('§4 dots = points: rosette 1, double 2, eyes 4, five-dots 5, zigzag 3, gate 2', () => {
    expect(TILE_POINTS).to.include({ rosette: 1, double: 2, eyes: 4, 'five-dots': 5, zigzag: 3, gate: 2 });
  });
});

describe('rules: validateRules and switches (docs/rules.md §3 switches)', () => {
  it('accepts every preset, and every valid value of every switch', () => {
    for (const variant of VARIANTS) expect(validateRules({ variant })).to.deep.equal({ ok: true });
    expect(validateRules()).to.deep.equal({ ok: true });
    for (let pieces = 1; pieces <= MAX_PIECES; pieces++)
      expect(validateRules({ pieces }).ok, `pieces ${pieces}`).to.equal(true);
    for (const dice of Object.keys(DICE)) expect(validateRules({ variant: 'finkel', dice }).ok, dice).to.equal(true);
    for (const key of ['exactExit', 'captures', 'safeRosettes', 'rosettesExtraTurn', 'capturesExtraTurn']) {
      for (const value of [true, false]) expect(validateRules({ [key]: value }).ok, `${key} ${value}`).to.equal(true);
    }
    for (const firstPlayer of ['light', 'dark', 'throw-off']) expect(validateRules({ firstPlayer }).ok).to.equal(true);
    expect(validateRules({ variant: 'bell', targetScore: 1 }).ok).to.equal(true);
    expect(validateRules({ pieces: undefined }).ok).to.equal(true);
  });

  const invalid: [string, Record<string, unknown>, RegExp][] = [
    ['an unknown variant', { variant: 'chess' }, /unknown variant "chess".*finkel, bell, masters, blitz, aseb/],
    ['an unknown option', { stacking: true }, /unknown rule option "stacking"/],
    ['pieces 0', { pieces: 0 }, /pieces must be a whole number from 1 to 7, got 0/],
    ['pieces 8', { pieces: 8 }, /pieces must be a whole number from 1 to 7, got 8/],
    ['fractional pieces', { pieces: 2.5 }, /pieces must be a whole number/],
    ['pieces as a string', { pieces: '3' }, /pieces must be a whole number.*"3"/],
    ['unknown dice', { dice: 'six-sided' }, /unknown dice "six-sided".*four-binary/],
    ['a dice name from the prototype', { dice: 'toString' }, /unknown dice "toString"/],
    ['exactExit not a boolean', { exactExit: 'on' }, /"exactExit" must be true or false, got "on"/],
    ['captures not a boolean', { captures: 1 }, /"captures" must be true or false/],
    ['safeRosettes not a boolean', { safeRosettes: null }, /"safeRosettes" must be true or false, got null/],
    ['rosettesExtraTurn not a boolean', { rosettesExtraTurn: 'yes' }, /"rosettesExtraTurn" must be true or false/],
    ['capturesExtraTurn not a boolean', { capturesExtraTurn: 0 }, /"capturesExtraTurn" must be true or false/],
    ['targetScore 0', { targetScore: 0 }, /targetScore must be a whole number from 1 to 1000/],
    ['targetScore too large', { targetScore: 10001 }, /targetScore must be a whole number/],
    ['fractional targetScore', { targetScore: 99.5 }, /targetScore must be a whole number/],
    ['an unknown first player', { firstPlayer: 'red' }, /firstPlayer must be light, dark or throw-off, got "red"/],
    [
      'bell with dice that never throw 5',
      { variant: 'bell', dice: 'four-binary' },
      /never throw 5, so no piece could enter in bell/,
    ],
  ];
  for (const [what, options, message] of invalid) {
    it(`rejects ${what} with a clear error`, () => {
      const result = validateRules(options);
      expect(result.ok).to.equal(false);
      expect(result.error).to.match(message);
      const { variant, ...switches } = options;
      expect(() => resolveRules((variant ?? 'finkel') as never, switches as never)).to.throw(message);
      expect(() => createGame({ variant: variant as never, rules: switches as never })).to.throw(message);
    });
  }

  it('rejects rules that are not an object', () => {
    expect(validateRules(null as never)).to.deep.equal({ ok: false, error: 'rules must be an object' });
    expect(validateRules('finkel' as never).ok).to.equal(false);
    expect(validateRules([] as never).ok).to.equal(false);
  });

  it('a variant among the switches is rejected, not mixed into another preset', () => {
    expect(() => resolveRules('finkel', { variant: 'bell' } as never)).to.throw(/unknown rule option "variant"/);
    expect(() => createGame({ variant: 'finkel', rules: { variant: 'bell' } as never })).to.throw(
      /unknown rule option "variant"/,
    );
    expect(() => resolveRules('finkel', null as never)).to.throw(/rules must be an object/);
  });

  it('resolveRules applies switches over the preset and ignores undefined ones', () => {
    const rules = resolveRules('masters', { pieces: 3, safeRosettes: true, captures: undefined });
    expect(rules).to.deep.equal({ ...PRESETS.masters, pieces: 3, safeRosettes: true });
  });

  it('ruleOptionsOf lists exactly the switches that differ from the preset', () => {
    expect(ruleOptionsOf(PRESETS.finkel)).to.deep.equal({});
    const rules = resolveRules('blitz', {
      pieces: 5,
      dice: 'three-binary-zero-four',
      exactExit: false,
      firstPlayer: 'dark',
    });
    expect(ruleOptionsOf(rules)).to.deep.equal({
      dice: 'three-binary-zero-four',
      exactExit: false,
      firstPlayer: 'dark',
    });
    expect(resolveRules('blitz', ruleOptionsOf(rules))).to.deep.equal(rules);
  });

  it('every dice of docs/rules.md §2 can drive a race variant', () => {
    for (const dice of Object.keys(DICE) as DiceName[]) {
      expect(createGame({ variant: 'aseb', rules: { dice }, seed: 3 }).rules.dice).to.equal(dice);
    }
  });
});

import { expect } from '@open-wc/testing';
import {
  createGame,
  loadGame,
  MAX_ACTIONS,
  MAX_RECORD_TEXT,
  MAX_TALLY,
  RECORD_FORMAT,
  RECORD_VERSION,
  validateRecord,
  VARIANTS,
  type Game,
  type GameRecord,
} from '../../src/engine/index.js';
import { observe } from './helpers.js';

function play(game: Game, actions: number): Game {
  for (let step = 0; step < actions && game.phase !== 'over'; step++) {
    if (game.phase === 'throw' || game.phase === 'throw-off') game.throwDice();
    else if (game.phase === 'eyes' && step % 3 === 0) game.decline();
    else game.move(game.legalMoves()[step % game.legalMoves().length]);
  }
  return game;
}

/** A short finkel game record to corrupt. */
function sample(): GameRecord {
  return play(createGame({ seed: 17 }), 12).toJSON();
}

describe('record: toJSON', () => {
  it('holds format, version, variant, changed switches, seed, actions and the final position', () => {
    const game = createGame({ variant: 'blitz', seed: 'club-night', rules: { pieces: 5, exactExit: false } });
    game.throwDice(2);
    game.move('R-A3');
    const record = game.toJSON();
    expect(record).to.deep.equal({
      format: RECORD_FORMAT,
      version: RECORD_VERSION,
      variant: 'blitz',
      rules: { exactExit: false },
      seed: 'club-night',
      actions: ['h2', 'R-A3'],
      position: 'r4 h0 A3 / r5 h0 / dark throw',
    });
    expect([RECORD_FORMAT, RECORD_VERSION]).to.deep.equal(['royal-ur', 1]);
  });

  it('keeps the starting position of a game that did not start from the beginning', () => {
    const start = 'r5 h0 A3 B5 / r6 h0 B6 / light move 3';
    const record = createGame({ seed: 1, start }).toJSON();
    expect(record.start).to.equal(start);
    expect(loadGame(record).position().notation).to.equal(start);
  });
});

describe('record: loadGame replays to the identical state', () => {
  for (const variant of VARIANTS) {
    it(`§5 ${variant}: a record reloads to the identical game, also from its JSON text`, () => {
      const game = play(createGame({ variant, seed: `${variant}-1` }), 250);
      const record = game.toJSON();
      for (const input of [record, JSON.stringify(record)]) {
        const loaded = loadGame(input);
        expect(observe(loaded)).to.deep.equal(observe(game));
        expect(loaded.rules).to.deep.equal(game.rules);
        // The dice go on exactly as they would have.
        if (game.phase === 'throw' || game.phase === 'throw-off') {
          expect(loaded.throwDice()).to.deep.equal(game.throwDice());
          game.undo();
        }
      }
    });
  }

  it('replays host-supplied throws (remote play)', () => {
    const game = createGame({ seed: 5 });
    game.throwDice(4);
    game.move('R-A1');
    game.throwDice(0);
    game.throwDice(2);
    const loaded = loadGame(game.toJSON());
    expect(loaded.actions).to.deep.equal(['h4', 'R-A1*', 'h0', 'h2']);
    expect(observe(loaded)).to.deep.equal(observe(game));
  });

  it('replays a whole bell match with declines and next games', () => {
    const game = createGame({ variant: 'bell', seed: 8, rules: { targetScore: 120 } });
    while (!game.match!.winner) {
      play(game, 5000);
      if (!game.match!.winner) game.nextGame();
    }
    const loaded = loadGame(JSON.stringify(game));
    expect(observe(loaded)).to.deep.equal(observe(game));
    expect(loaded.match).to.deep.equal(game.match);
    expect(game.actions).to.include('next');
  });

  it('validateRecord: ok for a good record, never throws', () => {
    expect(validateRecord(sample())).to.deep.equal({ ok: true });
    expect(validateRecord(undefined)).to.deep.include({ ok: false });
  });
});

describe('record: the loader rejects a corrupt record with a clear error', () => {
  const corrupt: [string, () => unknown, RegExp][] = [
    ['text that is not JSON', () => '{"format": "royal-ur",', /not valid JSON/],
    ['JSON that is not an object', () => '[1, 2]', /a record must be an object/],
    ['null', () => null, /a record must be an object/],
    ['the wrong format', () => ({ ...sample(), format: 'chess-pgn' }), /format must be "royal-ur", got "chess-pgn"/],
    ['a missing format', () => ({ ...sample(), format: undefined }), /format must be "royal-ur"/],
    ['an unsupported version', () => ({ ...sample(), version: 2 }), /unsupported version 2 \(this build reads 1\)/],
    [
      'a missing variant',
      () => ({ ...sample(), variant: undefined }),
      /variant must be one of finkel, bell, masters, blitz, aseb/,
    ],
    ['an unknown variant', () => ({ ...sample(), variant: 'senet' }), /variant must be one of .*got "senet"/],
    ['bad rules', () => ({ ...sample(), rules: { pieces: 9 } }), /pieces must be a whole number from 1 to 7, got 9/],
    ['an unknown rule', () => ({ ...sample(), rules: { dice: 'd6' } }), /unknown dice "d6"/],
    [
      'rules that name another variant',
      () => ({ ...sample(), rules: { variant: 'bell' } }),
      /unknown rule option "variant"/,
    ],
    ['rules that are not an object', () => ({ ...sample(), rules: 'fast' }), /rules must be an object/],
    ['a seed that is an object', () => ({ ...sample(), seed: { n: 1 } }), /seed must be a number, a string or null/],
    ['a missing seed', () => ({ ...sample(), seed: undefined }), /seed must be a number, a string or null/],
    ['a start that is not a string', () => ({ ...sample(), start: 3 }), /start must be a position string/],
    [
      'an invalid start position',
      () => ({ ...sample(), start: 'r9 h0 / r7 h0 / light throw' }),
      /invalid position .*light has 9 pieces/,
    ],
    ['actions that are not a list', () => ({ ...sample(), actions: 'h3 R-A2' }), /actions must be a list of strings/],
    [
      'an action that is not a string',
      () => ({ ...sample(), actions: ['h3', 3] }),
      /actions must be a list of strings/,
    ],
    [
      'an illegal move',
      () => ({ ...sample(), actions: ['h3', 'R-A3'], position: undefined }),
      /action 2 "R-A3": illegal move R-A3 for light/,
    ],
    [
      'a move where a throw is due',
      () => ({ ...sample(), actions: ['R-A4'], position: undefined }),
      /action 1 "R-A4": cannot move now: light must throw/,
    ],
    [
      'a throw where a move is due',
      () => ({ ...sample(), actions: ['h3', 'h2'], position: undefined }),
      /action 2 "h2": cannot throw now/,
    ],
    [
      'a host throw the dice cannot show',
      () => ({ ...sample(), actions: ['h7'], position: undefined }),
      /action 1 "h7": four-binary dice cannot show 7/,
    ],
    [
      'an unknown action',
      () => ({ ...sample(), actions: ['h1', 'jump'], position: undefined }),
      /action 2 "jump": "jump" is not a move/,
    ],
    [
      'a decline without an eyes bonus',
      () => ({ ...sample(), actions: ['decline'], position: undefined }),
      /action 1 "decline": no eyes bonus to decline/,
    ],
    [
      'a next game in a race',
      () => ({ ...sample(), actions: ['next'], position: undefined }),
      /action 1 "next": only a match/,
    ],
    [
      'a final position that does not match',
      () => ({ ...sample(), position: 'r7 h0 / r7 h0 / light throw' }),
      /the actions lead to ".*", not to the recorded position "r7 h0 \/ r7 h0 \/ light throw"/,
    ],
    ['a position that is not a string', () => ({ ...sample(), position: 5 }), /position must be a position string/],
    ['a tally that is not an object', () => ({ ...sample(), tally: 3 }), /tally must be \{ light, dark \}.*got 3/],
    ['a tally missing a side', () => ({ ...sample(), tally: { light: 2 } }), /got dark: undefined/],
    ['a negative tally', () => ({ ...sample(), tally: { light: 0, dark: -2 } }), /got dark: -2/],
    ['a tally past MAX_TALLY', () => ({ ...sample(), tally: { light: MAX_TALLY + 1, dark: 0 } }), /got light: 1000001/],
    [
      'a tally with another field',
      () => ({ ...sample(), tally: { light: 0, dark: 0, draws: 1 } }),
      /got a field "draws"/,
    ],
  ];
  for (const [what, make, message] of corrupt) {
    it(`rejects ${what}`, () => {
      const input = make();
      expect(() => loadGame(input)).to.throw(/^corrupt game record: /);
      expect(() => loadGame(input)).to.throw(message);
      const check = validateRecord(input);
      expect(check.ok).to.equal(false);
      expect(check.error).to.match(message);
    });
  }

  it('passes a running score (tally) through, and a record without one reads as before', () => {
    const record = { ...sample(), tally: { light: 2, dark: 0 } };
    expect(validateRecord(record)).to.deep.equal({ ok: true });
    expect(validateRecord(JSON.stringify(record))).to.deep.equal({ ok: true });
    expect(loadGame(record).toJSON()).to.deep.equal(sample());
  });

  it('rejects a `t` throw that does not match the seed', () => {
    const record = sample();
    const index = record.actions.findIndex((action) => action.startsWith('t'));
    const thrown = Number(record.actions[index].slice(1));
    const forged = { ...record, actions: [...record.actions], position: undefined };
    forged.actions[index] = `t${thrown === 4 ? 3 : thrown + 1}`;
    expect(() => loadGame(forged)).to.throw(
      new RegExp(`action ${index + 1} "t\\d": the seeded dice throw ${thrown} there, not \\d`),
    );
  });

  it('rejects a record whose seed was changed (the throws no longer match)', () => {
    expect(validateRecord({ ...sample(), seed: 18 }).error).to.match(
      /the seeded dice throw \d there, not \d|illegal move|cannot/,
    );
  });
});

describe('record: records that cannot stall a page', () => {
  const zeros = (count: number): GameRecord => ({
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    variant: 'finkel',
    rules: {},
    seed: null,
    actions: new Array(count).fill('h0'),
    position: '',
  });

  it('refuses a holey actions array of length 2^32-1 by its length, before walking it', () => {
    const record = zeros(0);
    record.actions.length = 2 ** 32 - 1;
    expect(() => loadGame(record)).to.throw(
      /corrupt game record: 4294967295 actions, more than the 100000 a record may hold/,
    );
  });

  it('refuses one action more than MAX_ACTIONS, as an object and as text', () => {
    expect(MAX_ACTIONS).to.equal(100_000);
    const record = zeros(MAX_ACTIONS + 1);
    expect(validateRecord(record)).to.deep.equal({
      ok: false,
      error: `corrupt game record: ${MAX_ACTIONS + 1} actions, more than the ${MAX_ACTIONS} a record may hold`,
    });
    expect(validateRecord(JSON.stringify(record)).error).to.match(/more than the 100000 a record may hold/);
  });

  it('refuses a text longer than any record could be before parsing it', () => {
    const text = ' '.repeat(MAX_RECORD_TEXT + 1);
    expect(() => loadGame(text)).to.throw(/the text has \d+ characters, more than a record of 100000 actions needs/);
  });

  it('refuses holes, non-strings and overlong strings among the actions, naming the first', () => {
    const holey = zeros(3);
    delete (holey.actions as unknown[])[1];
    expect(() => loadGame(holey)).to.throw(/action 2 is undefined/);
    expect(() => loadGame({ ...zeros(0), actions: ['h0', 3] })).to.throw(/action 2 is 3/);
    expect(() => loadGame({ ...zeros(0), actions: ['h0', null] })).to.throw(/action 2 is null/);
    expect(() => loadGame({ ...zeros(0), actions: ['x'.repeat(1000)] })).to.throw(
      /action 1 is a text of 1000 characters/,
    );
  });

  it('a game holds MAX_ACTIONS actions, refuses the next, and its record loads', () => {
    const game = createGame({ seed: null });
    for (let i = 0; i < MAX_ACTIONS; i++) game.throwDice(0);
    const before = observe(game);
    expect(() => game.throwDice(0)).to.throw(/reached 100000 actions, the most a record may hold/);
    expect(observe(game)).to.deep.equal(before);
    const copy = loadGame(game.toJSON());
    expect(copy.actionCount).to.equal(MAX_ACTIONS);
    expect(copy.position().notation).to.equal(game.position().notation);
  });

  it('undo stays exact across many snapshots, back to the start', () => {
    const game = play(createGame({ variant: 'bell', seed: 3 }), 400);
    const seen: string[] = [];
    const copy = createGame({ variant: 'bell', seed: 3 });
    const look = (g: Game) =>
      JSON.stringify({ ...observe(g), lastThrow: g.lastThrow, match: g.match, reason: g.turnInfo.reason });
    for (const action of game.actions) {
      seen.push(look(copy));
      copy.apply(action);
    }
    for (let i = seen.length - 1; i >= 0; i--) {
      expect(game.undo()).to.equal(true);
      expect(look(game)).to.equal(seen[i]);
    }
    expect(game.undo()).to.equal(false);
  });
});

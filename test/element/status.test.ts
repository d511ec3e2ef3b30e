import { expect } from '@open-wc/testing';
import { createGame, type Player } from '../../src/engine/index.js';
import { moveWords } from '../../src/element/i18n/move-clauses.js';
import { statusText, type StatusFacts } from '../../src/element/controls/status.js';
import type { Move } from '../../src/engine/index.js';
import { enConnection } from '../../src/element/i18n/en/connection.js';
import { LANGS, loadTranslation, translation } from '../../src/element/i18n/lang.js';
import { enYou } from '../../src/element/i18n/en/you.js';
import { speakingTo, youWordsOf } from '../../src/element/i18n/viewer.js';

const en = translation('en');
const NAMES: Record<Player, string> = { light: 'Ana', dark: 'Ben' };

/** Facts with light to throw and nothing happened yet, changed by `overrides`. */
const facts = (overrides: Partial<StatusFacts> = {}): StatusFacts => ({
  news: null,
  turn: { player: 'light', phase: 'throw', distance: null },
  winner: null,
  side: 'human',
  thinking: false,
  connection: null,
  name: (player) => NAMES[player],
  ...overrides,
});

/** Light has thrown `value` and moves it: the move awaited, and the throw's news. */
const lightThrew = (value: number) => {
  const turn = { player: 'light', phase: 'move', distance: value } as const;
  const thrown = { kind: 'throw', player: 'light', value, outcome: 'move', turn: { ...turn, reason: 'move' } } as const;
  return { turn, thrown };
};

describe('status text', () => {
  // Languages other than English load on first use.
  before(() => Promise.all(LANGS.map(loadTranslation)));

  it('says whose action is awaited, by phase', () => {
    expect(statusText(en, facts())).to.equal('Ana to throw');
    expect(statusText(en, facts({ turn: { player: 'dark', phase: 'move', distance: 3 } }))).to.equal("Ben's move: 3");
    expect(statusText(en, facts({ turn: { player: 'light', phase: 'throw-off', distance: null } }))).to.equal(
      'Ana throws to decide who starts',
    );
    expect(statusText(en, facts({ turn: { player: 'dark', phase: 'eyes', distance: 4 } }))).to.equal(
      'Ben may move a piece 4 (eyes) or decline',
    );
  });

  it('says a computer is thinking and a remote side is awaited', () => {
    expect(statusText(en, facts({ side: 'computer', thinking: true }))).to.equal('Ana is thinking…');
    expect(statusText(en, facts({ side: 'computer', thinking: false }))).to.equal('Ana to throw');
    expect(statusText(en, facts({ side: 'remote' }))).to.equal('Waiting for Ana…');
  });

  it('for a spectator (no one opponent), says the connection about either seat', () => {
    expect(
      statusText(
        en,
        facts({
          side: 'remote',
          connection: { state: 'waiting-for-opponent', opponent: null, words: enConnection },
        }),
      ),
    ).to.equal('The game starts when Ana or Ben joins…');
    expect(
      statusText(
        en,
        facts({ side: 'remote', connection: { state: 'opponent-left', opponent: null, words: enConnection } }),
      ),
    ).to.equal('Ana or Ben left the game.');
  });

  it('says the state of an online connection instead of whose turn it is', () => {
    expect(
      statusText(en, facts({ connection: { state: 'opponent-reconnecting', opponent: 'dark', words: enConnection } })),
    ).to.equal('Ben lost the connection: waiting for them to come back…');
    expect(
      statusText(
        en,
        facts({
          news: { kind: 'load' },
          connection: { state: 'connecting', opponent: 'dark', words: enConnection },
        }),
      ),
    ).to.equal('Game loaded. Connecting to the game server…');
  });

  it('puts what just happened first', () => {
    const { turn, thrown } = lightThrew(2);
    // The throw is said once: the move it awaits is said without the distance.
    expect(statusText(en, facts({ news: thrown, turn }))).to.equal("Ana threw 2. Ana's move");
    expect(statusText(speakingTo(en, enYou), facts({ news: thrown, turn, name: () => 'You' }))).to.equal(
      'You threw 2. Your move',
    );
    // A computer's throw still says it is thinking.
    expect(statusText(en, facts({ news: thrown, turn, side: 'computer', thinking: true }))).to.equal(
      'Ana threw 2. Ana is thinking…',
    );
    const zero = { ...thrown, value: 0, outcome: 'zero' } as const;
    expect(statusText(en, facts({ news: zero, turn: { player: 'dark', phase: 'throw', distance: null } }))).to.equal(
      'Ana threw 0: no move. Ben to throw',
    );
    const blocked = { ...thrown, value: 4, outcome: 'no-move' } as const;
    // Bell: a throw of 1 or 4 with no legal move gives another throw (the turn stays); otherwise it passes.
    expect(statusText(en, facts({ news: blocked }))).to.equal(
      'Ana threw 4: no legal move, another throw. Ana to throw',
    );
    const passed = { ...blocked, value: 2, turn: { ...blocked.turn, player: 'dark', reason: 'no-move' } } as const;
    expect(statusText(en, facts({ news: passed, turn: passed.turn }))).to.equal(
      "Ana threw 2: no legal move. Ben's move: 2",
    );
    expect(statusText(en, facts({ news: { kind: 'declined', player: 'dark' } }))).to.equal(
      'Ben declined the bonus. Ana to throw',
    );
    expect(statusText(en, facts({ news: { kind: 'new-game' } }))).to.equal('New game. Ana to throw');
    expect(statusText(en, facts({ news: { kind: 'undo' } }))).to.equal('Taken back. Ana to throw');
    expect(statusText(en, facts({ news: { kind: 'load' } }))).to.equal('Game loaded. Ana to throw');
  });

  it('names who starts when a throw-off is settled', () => {
    const settled = {
      kind: 'throw',
      player: 'dark',
      value: 5,
      outcome: 'throw-off',
      turn: { player: 'dark', phase: 'throw', reason: 'start', distance: null },
    } as const;
    expect(statusText(en, facts({ news: settled, turn: { player: 'dark', phase: 'throw', distance: null } }))).to.equal(
      'Ben threw 5. Ben starts. Ben to throw',
    );
  });

  it('describes a move with its capture and extra throw', () => {
    const game = createGame({ start: 'r3 h1 A4 A2 B5 / r4 h0 B6 C3 B7 / light move 2' });
    const { move } = game.move('B5-B7');
    expect(
      statusText(
        en,
        facts({
          news: { kind: 'move', player: 'light', move },
          turn: { player: 'dark', phase: 'throw', distance: null },
        }),
      ),
    ).to.equal('Ana moved B5-B7, captured on B7. Ben to throw');
    const rosette = createGame({ start: 'r6 h0 A3 / r7 h0 / light move 2' }).move('A3-A1').move;
    expect(statusText(en, facts({ news: { kind: 'move', player: 'light', move: rosette } }))).to.equal(
      'Ana moved A3-A1, landed on a rosette: another throw. Ana to throw',
    );
  });

  it("says why bell's throw of 1 or 4 gives another throw after its move, in every language", () => {
    const game = createGame({ variant: 'bell', start: 'r6 h0 A4 / r7 h0 / light throw' });
    game.throwDice(1);
    const { move } = game.move('A4-A3');
    const said = (lang: string) =>
      statusText(translation(lang), facts({ news: { kind: 'move', player: 'light', move }, turn: game.turnInfo }));
    expect(said('en')).to.equal('Ana moved A4-A3, another throw. Ana to throw');
    for (const lang of LANGS)
      expect(said(lang), lang).to.contain(`${translation(lang).comma}${translation(lang).extraTurn}. `);
  });

  it('says in words that a piece entered or bore off, naming its square as drawn', () => {
    const darkToThrow = { player: 'dark', phase: 'throw', distance: null } as const;
    const entering = createGame({ start: 'r6 h0 A3 / r7 h0 / light move 1' }).move('R-A4').move;
    expect(
      statusText(en, facts({ news: { kind: 'move', player: 'light', move: entering }, turn: darkToThrow })),
    ).to.equal('Ana entered on A4. Ben to throw');
    const darkRosette = createGame({ start: 'r7 h0 / r7 h0 / dark move 4' }).move('R-C1').move;
    expect(statusText(en, facts({ news: { kind: 'move', player: 'dark', move: darkRosette } }))).to.equal(
      'Ben entered on C1, landed on a rosette: another throw. Ana to throw',
    );
    const leaving = createGame({ start: 'r6 h0 A8 / r7 h0 / light move 2' }).move('A8-H').move;
    expect(
      statusText(en, facts({ news: { kind: 'move', player: 'light', move: leaving }, turn: darkToThrow })),
    ).to.equal('Ana bore off from A8. Ben to throw');
  });

  it('ends with the result: the winner, and in bell the points and the match', () => {
    const over = { player: 'light', phase: 'over', distance: null } as const;
    expect(
      statusText(
        en,
        facts({ news: { kind: 'game-end', winner: 'light', score: null, matchWinner: null }, turn: over }),
      ),
    ).to.equal('Ana wins!');
    expect(
      statusText(en, facts({ news: { kind: 'game-end', winner: 'dark', score: 37, matchWinner: null }, turn: over })),
    ).to.equal('Ben wins! Ben scores 37');
    expect(
      statusText(en, facts({ news: { kind: 'game-end', winner: 'dark', score: 37, matchWinner: 'dark' }, turn: over })),
    ).to.equal('Ben wins the match! Ben scores 37');
  });

  it('speaks the language it is given', () => {
    expect(statusText(translation('de'), facts({ turn: { player: 'dark', phase: 'move', distance: 3 } }))).to.equal(
      'Ben ist dran: 3 ziehen',
    );
  });

  it('says a throw once in every language, to the viewer too', () => {
    const { turn, thrown } = lightThrew(3);
    for (const lang of LANGS) {
      const t = translation(lang);
      const you = youWordsOf(lang);
      for (const [words, name] of [
        [t, 'Ana'],
        [speakingTo(t, you), you.name],
      ] as const) {
        const line = statusText(words, facts({ news: thrown, turn, name: () => name }));
        expect(line.match(/3/g), `${lang}: ${line}`).to.have.length(1);
        expect(line, lang).to.contain(words.toMoveThrown(name));
      }
    }
  });

  describe("bell's double, told in the order it happened", () => {
    const double = (overrides: Partial<Move>): Move => ({
      player: 'light',
      from: 'B1',
      to: 'C3',
      distance: 2,
      landings: ['B3', 'C3'],
      enter: false,
      bearOff: false,
      capture: null,
      captures: [],
      rosette: false,
      extraTurn: false,
      double: true,
      eyes: false,
      freeEntry: false,
      bounced: false,
      bonus: false,
      wins: false,
      notation: 'B1-C3',
      ...overrides,
    });

    it('to the double, then as far again to where it ends', () => {
      expect(moveWords(en, 'Ana', double({}))).to.equal(
        'Ana moved B1-B3, landed on the double on B3: moved as far again to C3',
      );
      expect(moveWords(en, 'Ana', double({ from: 'reserve', enter: true }))).to.equal(
        'Ana entered on B3, landed on the double on B3: moved as far again to C3',
      );
    });

    it('a double that bears the piece off says so last', () => {
      expect(moveWords(en, 'Ana', double({ to: 'home', landings: ['B3', 'home'], bearOff: true }))).to.equal(
        'Ana moved B1-B3, landed on the double on B3: moved as far again and bore off',
      );
      for (const lang of LANGS) {
        const t = translation(lang);
        const said = moveWords(t, 'Ana', double({ to: 'home', landings: ['B3', 'home'], bearOff: true }));
        expect(said, lang).to.contain(t.doubled('B3', null));
        expect(said.indexOf('B1'), lang).to.be.below(said.indexOf(t.doubled('B3', null)));
        expect(t.doubled('B3', null), lang).to.not.equal(t.doubled('B3', 'C3'));
        expect(t.doubled('B3', 'C3'), lang).to.contain('C3');
      }
    });
  });
});

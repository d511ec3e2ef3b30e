import { expect } from '@open-wc/testing';
import {
  ATTRIBUTE_OF,
  ATTRIBUTES,
  defaultOf,
  kebab,
  DEFAULT_ANIMATION_MS,
  gameSetup,
  parseAnimation,
  parseChoice,
  parseInteger,
  parseLang,
  parseSeed,
  parseSide,
  parseSwitch,
  readAttributes,
  type RawAttributes,
} from '../../src/element/attributes.js';
import { oneEvent } from '@open-wc/testing';
import { think, type Level } from '../../src/ai/worker/client.js';
import { createGame, loadGame, PRESETS, SWITCH_KEYS, VARIANTS, type Player } from '../../src/engine/index.js';
import { ATTRIBUTE_DOCS } from '../../src/element/attribute-docs.js';
import { LANGS } from '../../src/element/i18n/lang.js';
import { act, board, until, warnings, type RoyalUrElement } from './helpers.js';

/** Plays by the methods until `player` must choose among several moves. */
function toChoice(el: RoyalUrElement, player: Player): void {
  while (!(el.position.turn === player && el.position.phase === 'move' && el.legalMoves.length > 1)) act(el);
}

/** The move `level` would choose now, exactly as the element asks for it. */
async function choiceOf(el: RoyalUrElement, level: Level): Promise<string> {
  const game = loadGame(el.record);
  const result = await think({ rules: game.rules, state: game.state, level, seed: game.actions.length });
  return result.notation;
}

const NO_ATTRIBUTES: RawAttributes = {
  variant: null,
  pieces: null,
  dice: null,
  exactExit: null,
  captures: null,
  safeRosettes: null,
  rosettesExtraTurn: null,
  capturesExtraTurn: null,
  firstPlayer: null,
  targetScore: null,
  seed: null,
  hostDice: false,
};

/** Collects warnings from a parse call. */
function parsed<T>(run: (warn: (message: string) => void) => T): { value: T; warned: string[] } {
  const warned: string[] = [];
  const value = run((message) => warned.push(message));
  return { value, warned };
}

describe('attributes', () => {
  describe('parsing', () => {
    it('parseChoice accepts listed values in any case and warns otherwise', () => {
      expect(parsed((w) => parseChoice('variant', 'BELL', ['finkel', 'bell'], 'finkel', w))).to.deep.equal({
        value: 'bell',
        warned: [],
      });
      expect(parsed((w) => parseChoice('variant', null, ['finkel', 'bell'], 'finkel', w))).to.deep.equal({
        value: 'finkel',
        warned: [],
      });
      const bad = parsed((w) => parseChoice('variant', 'chess', ['finkel', 'bell'], 'finkel', w));
      expect(bad.value).to.equal('finkel');
      expect(bad.warned[0]).to.contain('variant="chess"').and.contain('finkel, bell');
    });

    it('parseSwitch reads on/off/true/false/empty and warns on anything else', () => {
      for (const on of ['on', 'true', '', 'ON', true])
        expect(parsed((w) => parseSwitch('captures', on, w)).value).to.equal(true);
      for (const off of ['off', 'false', 'Off', false])
        expect(parsed((w) => parseSwitch('captures', off, w)).value).to.equal(false);
      expect(parsed((w) => parseSwitch('captures', null, w)).value).to.equal(null);
      const bad = parsed((w) => parseSwitch('captures', 'maybe', w));
      expect(bad.value).to.equal(null);
      expect(bad.warned[0]).to.contain('captures="maybe"').and.contain('on, off');
    });

    it('parseInteger keeps whole numbers in range', () => {
      expect(parsed((w) => parseInteger('pieces', '3', 1, 7, null, w)).value).to.equal(3);
      expect(parsed((w) => parseInteger('pieces', 5, 1, 7, null, w)).value).to.equal(5);
      for (const bad of ['0', '8', '2.5', 'lots', Number.NaN]) {
        const result = parsed((w) => parseInteger('pieces', bad, 1, 7, null, w));
        expect(result.value).to.equal(null);
        expect(result.warned[0]).to.contain('pieces=').and.contain('from 1 to 7');
      }
    });

    it('parseSeed keeps numbers as numbers and other text as text', () => {
      expect(parseSeed('42')).to.equal(42);
      expect(parseSeed(7)).to.equal(7);
      expect(parseSeed('room-9')).to.equal('room-9');
      expect(parseSeed('')).to.equal(null);
      expect(parseSeed(null)).to.equal(null);
    });

    it('gameSetup drops switches the rules reject, with a warning', () => {
      const ok = parsed((w) =>
        gameSetup({ ...NO_ATTRIBUTES, variant: 'masters', pieces: '4', captures: 'off', seed: '3' }, w),
      );
      expect(ok.value).to.deep.equal({ variant: 'masters', rules: { pieces: 4, captures: false }, seed: 3 });
      expect(ok.warned).to.deep.equal([]);
      const clash = parsed((w) => gameSetup({ ...NO_ATTRIBUTES, variant: 'bell', dice: 'four-binary' }, w));
      expect(clash.value.rules).to.deep.equal({});
      expect(clash.warned[0]).to.contain('dice').and.contain('bell');
    });

    it('parseSide, the levels, parseAnimation and parseLang fall back with warnings', () => {
      expect(parsed((w) => parseSide('dark', 'computer', w)).value).to.equal('computer');
      const side = parsed((w) => parseSide('dark', 'robot', w));
      expect(side.value).to.equal('human');
      expect(side.warned[0]).to.contain('dark="robot"').and.contain('human, computer, remote');
      // A side's level: its own `*-level`, else `level`, else medium.
      const levelOf = (own: unknown, shared: unknown) =>
        parsed((w) => {
          const values = readAttributes({ lightLevel: own, level: shared }, w);
          return values.lightLevel ?? values.level;
        });
      expect(levelOf(null, 'hard').value).to.equal('hard');
      expect(levelOf('easy', 'hard').value).to.equal('easy');
      expect(levelOf(null, null).value).to.equal('medium');
      const level = levelOf('godlike', null);
      expect(level.value).to.equal('medium');
      expect(level.warned[0]).to.contain('light-level="godlike"').and.contain('beginner, easy, medium, hard, expert');
      expect(parsed((w) => parseAnimation('0', w)).value).to.equal(0);
      expect(parsed((w) => parseAnimation(null, w)).value).to.equal(DEFAULT_ANIMATION_MS);
      expect(parsed((w) => parseAnimation('-5', w)).warned[0]).to.contain('animation-duration');
      // null: the page's language.
      expect(parsed((w) => parseLang('pt-BR', w)).value).to.equal('pt');
      expect(parsed((w) => parseLang(null, w)).value).to.equal(null);
      const lang = parsed((w) => parseLang('xx', w));
      expect(lang.value).to.equal(null);
      expect(lang.warned[0]).to.contain('lang="xx"').and.contain(LANGS.join(', '));
    });
  });

  describe('the table', () => {
    it('lists every attribute and property once', () => {
      const attributes = ATTRIBUTES.map((entry) => entry.attribute);
      const properties = ATTRIBUTES.map((entry) => entry.property);
      expect(new Set(attributes).size).to.equal(attributes.length);
      expect(new Set(properties).size).to.equal(properties.length);
      for (const entry of ATTRIBUTES) expect(ATTRIBUTE_OF[entry.property]).to.equal(entry);
    });

    it("has every rule switch of the registry (RULE_SWITCHES) as an attribute that starts a new game, with its words; each preset's value reads back from its text", () => {
      const fail = (message: string) => expect.fail(message);
      for (const key of SWITCH_KEYS) {
        const entry = ATTRIBUTE_OF[key];
        expect(entry.attribute).to.equal(kebab(key));
        expect(entry.effect).to.equal('setup');
        expect(ATTRIBUTE_DOCS[entry.attribute].doc, key).to.be.a('string').and.not.equal('');
        for (const variant of VARIANTS) {
          const value = PRESETS[variant][key];
          const text = typeof value === 'boolean' ? (value ? 'on' : 'off') : String(value);
          expect(entry.parse(text, fail), `${variant} ${key}`).to.equal(value);
        }
      }
    });

    it("names each property after its attribute in camelCase (lang's is langAttribute), and setting the attribute sets it", async () => {
      const named = Object.fromEntries(ATTRIBUTES.map((entry) => [entry.attribute, entry.property]));
      expect(named).to.include({
        'exact-exit': 'exactExit',
        'rosettes-extra-turn': 'rosettesExtraTurn',
        'light-level': 'lightLevel',
        'dark-name': 'darkName',
        'host-dice': 'hostDice',
        lang: 'langAttribute',
        variant: 'variant',
      });
      for (const entry of ATTRIBUTES) {
        if (entry.attribute !== 'lang')
          expect(entry.property).to.equal(
            entry.attribute.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()),
          );
      }
      const el = await board({ 'exact-exit': 'off', 'dark-name': 'Bruno', 'animation-duration': '0' });
      expect([el.exactExit, el.darkName, el.animationDuration]).to.deep.equal([false, 'Bruno', 0]);
    });

    it('gives each property its default when the attribute is absent, quietly', async () => {
      const logged = await warnings(async () => {
        const el = await board();
        for (const entry of ATTRIBUTES) expect(el[entry.property], entry.property).to.deep.equal(defaultOf(entry));
      });
      expect(logged).to.deep.equal([]);
    });

    it('types properties read from attribute text: numbers as numbers, booleans as booleans', async () => {
      const el = await board({
        pieces: '3',
        captures: 'off',
        'exact-exit': '',
        seed: '42',
        flipped: true,
        'animation-duration': '0',
        variant: 'BELL',
        level: 'Hard',
      });
      expect(el.pieces).to.equal(3);
      expect(el.captures).to.equal(false);
      expect(el.exactExit).to.equal(true);
      expect(el.seed).to.equal(42);
      expect(el.flipped).to.equal(true);
      expect(el.animationDuration).to.equal(0);
      expect(el.variant).to.equal('bell');
      expect(el.level).to.equal('hard');
      expect(el.safeRosettes).to.equal(null);
    });

    it('takes typed values or text through the properties alike, and reads a wrong one as the default with one warning', async () => {
      const el = await board();
      el.pieces = 4;
      el.captures = false;
      await el.updateComplete;
      expect(el.record.rules).to.deep.equal({ pieces: 4, captures: false });
      (el as unknown as Record<string, unknown>).pieces = '5';
      await el.updateComplete;
      expect(el.pieces).to.equal(5);
      expect(el.record.rules.pieces).to.equal(5);
      const logged = await warnings(async () => {
        el.pieces = 9;
        await el.updateComplete;
        el.hints = true;
        await el.updateComplete;
      });
      expect(el.pieces).to.equal(null);
      expect(logged.filter((line) => line.includes('pieces="9"'))).to.have.length(1);
      expect(el.position.light.reserve).to.equal(7);
      // Flags reflect to their attribute.
      expect(el.hasAttribute('hints')).to.equal(true);
    });
  });

  describe('on the element', () => {
    it('variant chooses the rules', async () => {
      for (const variant of ['finkel', 'bell', 'masters', 'blitz', 'aseb']) {
        const el = await board({ variant });
        expect(el.record.variant).to.equal(variant);
      }
    });

    it('pieces sets the pieces per side', async () => {
      const el = await board({ pieces: '3' });
      expect(el.position.light.reserve).to.equal(3);
      expect(el.position.dark.reserve).to.equal(3);
    });

    it('dice chooses the dice', async () => {
      const el = await board({ dice: 'three-binary-zero-four' });
      expect(el.record.rules.dice).to.equal('three-binary-zero-four');
      expect(() => el.throwDice(0)).to.throw(/cannot show 0/);
    });

    it('exact-exit off lets a larger throw bear off', async () => {
      const play = async (exactExit: string) => {
        const el = await board({ 'exact-exit': exactExit, pieces: '1' });
        for (const move of ['R-A1', 'A1-B4', 'B4-B8']) {
          el.throwDice(4);
          el.move(move);
        }
        el.throwDice(0);
        // B8 is 3 steps from home: a 4 overshoots.
        return el.throwDice(4).outcome;
      };
      expect(await play('off')).to.equal('move');
      expect(await play('on')).to.equal('no-move');
    });

    it('captures off forbids landing on an opponent', async () => {
      const play = async (captures: string) => {
        const el = await board({ captures });
        el.throwDice(3);
        el.move('R-A2');
        el.throwDice(3);
        el.move('R-C2');
        el.throwDice(3);
        el.move('A2-B2');
        // Dark's C2 piece would land on light's B2 piece; the reserve piece would land on its own.
        return el.throwDice(3).outcome;
      };
      expect(await play('off')).to.equal('no-move');
      expect(await play('on')).to.equal('move');
    });

    it('safe-rosettes, rosettes-extra-turn and captures-extra-turn set their switches', async () => {
      const el = await board({ 'safe-rosettes': 'off', 'rosettes-extra-turn': 'false', 'captures-extra-turn': 'on' });
      expect(el.record.rules).to.deep.include({
        safeRosettes: false,
        rosettesExtraTurn: false,
        capturesExtraTurn: true,
      });
      el.throwDice(4);
      el.move('R-A1');
      // No extra throw for the rosette: dark is next.
      expect(el.position.turn).to.equal('dark');
    });

    it('first-player chooses who starts', async () => {
      expect((await board({ 'first-player': 'dark' })).position.turn).to.equal('dark');
      expect((await board({ 'first-player': 'throw-off' })).position.phase).to.equal('throw-off');
      expect((await board({ variant: 'bell', 'first-player': 'light' })).position.phase).to.equal('throw');
    });

    it('target-score sets the bell match target', async () => {
      const el = await board({ variant: 'bell', 'target-score': '30' });
      expect(el.record.rules.targetScore).to.equal(30);
    });

    it('seed makes the dice reproducible', async () => {
      const a = await board({ seed: 'abc' });
      const b = await board({ seed: 'abc' });
      const reference = createGame({ seed: 'abc' });
      for (let i = 0; i < 5; i++) {
        const value = reference.throwDice().value;
        expect(a.throwDice().value).to.equal(value);
        expect(b.throwDice().value).to.equal(value);
        for (const game of [reference]) if (game.phase === 'move') game.move(game.legalMoves()[0]);
        for (const el of [a, b]) if (el.position.phase === 'move') el.move(el.legalMoves[0]);
      }
    });

    it('light / dark computer play by themselves', async () => {
      const el = await board({ light: 'computer', 'animation-duration': '0', level: 'beginner' });
      await until(() => el.record.actions.length > 0);
      expect(el.record.actions[0]).to.match(/^t\d$/);
    });

    it('light / dark remote never act by themselves; the host drives them', async () => {
      const el = await board({ light: 'remote', dark: 'remote', 'animation-duration': '0' });
      await el.settled();
      expect(el.record.actions).to.deep.equal([]);
      // A spectator's board: no Throw button.
      expect(el.shadowRoot!.querySelector('[part="throw-button"]')).to.equal(null);
      el.throwDice(2);
      el.move('R-A3');
      await el.settled();
      await el.updateComplete;
      expect(el.record.actions).to.deep.equal(['h2', 'R-A3']);
      expect(el.shadowRoot!.querySelector('[part="status"]')!.textContent).to.contain('Waiting for Dark');
    });

    it('level, light-level and dark-level choose how the computer plays', async () => {
      for (const player of ['light', 'dark'] as const) {
        // Find a position where the random beginner and the greedy easy player choose differently.
        let seed = 0;
        let el: RoyalUrElement;
        let beginner: string;
        let easy: string;
        do {
          el = await board({ seed: String(++seed) });
          toChoice(el, player);
          [beginner, easy] = await Promise.all([choiceOf(el, 'beginner'), choiceOf(el, 'easy')]);
        } while (beginner === easy);
        const record = el.record;
        const play = async (attributes: Record<string, string>) => {
          const computer = await board({ ...attributes, [player]: 'computer', 'animation-duration': '0' });
          const moved = oneEvent(computer, 'ur-move');
          await computer.loadRecord(record);
          return (await moved).detail.notation;
        };
        expect(await play({ level: 'beginner' }), `${player} level`).to.equal(beginner);
        expect(await play({ level: 'easy' }), `${player} level`).to.equal(easy);
        expect(await play({ level: 'easy', [`${player}-level`]: 'beginner' }), `${player}-level`).to.equal(beginner);
        expect(await play({ level: 'beginner', [`${player}-level`]: 'easy' }), `${player}-level`).to.equal(easy);
      }
    });

    it('level, light-level and dark-level are accepted and wrong ones warn', async () => {
      const good = await warnings(() =>
        board({
          light: 'computer',
          level: 'easy',
          'light-level': 'expert',
          'dark-level': 'beginner',
          'animation-duration': '5000',
        }),
      );
      expect(good).to.deep.equal([]);
      const bad = await warnings(() => board({ level: 'superb', 'dark-level': 'x' }));
      expect(bad.some((line) => line.includes('level="superb"'))).to.equal(true);
      expect(bad.some((line) => line.includes('dark-level="x"'))).to.equal(true);
    });

    it('lang chooses the language; without it, the page’s', async () => {
      const de = await board({ lang: 'de' });
      expect(de.shadowRoot!.querySelector('[part="throw-button"]')!.textContent).to.contain('Würfeln');
      const section = document.createElement('section');
      section.lang = 'fr';
      document.body.append(section);
      const fr = await board({}, section);
      expect(fr.shadowRoot!.querySelector('[part="throw-button"]')!.textContent).to.contain('Lancer');
      section.remove();
      const en = await board();
      expect(en.shadowRoot!.querySelector('[part="throw-button"]')!.textContent).to.contain('Throw');
    });

    it('text attributes (names, table and review URLs) are trimmed, and blank means none', () => {
      const warnings: string[] = [];
      for (const name of ['light-name', 'dark-name', 'perfect-table', 'review-src']) {
        const { parse } = ATTRIBUTES.find((entry) => entry.attribute === name)!;
        const read = (value: string | null) =>
          (parse as (value: unknown, warn: (message: string) => void) => unknown)(value, (message) =>
            warnings.push(message),
          );
        expect(read('  Ana  '), name).to.equal('Ana');
        expect(read('   '), name).to.equal(null);
        expect(read(null), name).to.equal(null);
      }
      expect(warnings).to.deep.equal([]);
    });

    it('light-name and dark-name are shown', async () => {
      const el = await board({ 'light-name': 'Ana', 'dark-name': 'Bruno' });
      expect(el.shadowRoot!.querySelector('.players')!.textContent).to.contain('Ana').and.contain('Bruno');
      expect(el.shadowRoot!.querySelector('[part="status"]')!.textContent).to.contain('Ana to throw');
    });

    it('animation-duration pauses the computer between actions', async () => {
      const started = performance.now();
      const el = await board({ light: 'computer', dark: 'computer', 'animation-duration': '300', level: 'beginner' });
      const first = oneEvent(el, 'ur-action');
      expect(el.record.actions).to.deep.equal([]);
      await first;
      expect(performance.now() - started).to.be.at.least(300);
      // A long pause cut short: the computer acts at once with 0.
      el.setAttribute('animation-duration', '10000');
      await el.updateComplete;
      const count = el.record.actions.length;
      el.setAttribute('animation-duration', '0');
      await until(() => el.record.actions.length > count);
    });

    it('a rules attribute changed later starts a new game', async () => {
      const el = await board();
      el.throwDice(2);
      el.setAttribute('pieces', '2');
      await el.updateComplete;
      expect(el.position.light.reserve).to.equal(2);
      expect(el.record.actions).to.deep.equal([]);
    });

    it('wrong values warn, naming the attribute and accepted values, and the board stays playable', async () => {
      const cases: [string, string, RegExp][] = [
        ['variant', 'chess', /variant="chess".*finkel, bell, masters, blitz, aseb/],
        ['pieces', '9', /pieces="9".*from 1 to 7/],
        ['dice', 'd6', /dice="d6".*four-binary/],
        ['exact-exit', 'sometimes', /exact-exit="sometimes".*on, off/],
        ['captures', '2', /captures="2".*on, off/],
        ['safe-rosettes', 'x', /safe-rosettes="x"/],
        ['rosettes-extra-turn', 'x', /rosettes-extra-turn="x"/],
        ['captures-extra-turn', 'x', /captures-extra-turn="x"/],
        ['first-player', 'both', /first-player="both".*light, dark, throw-off/],
        ['target-score', '-3', /target-score="-3".*whole number/],
        ['light', 'robot', /light="robot".*human, computer, remote/],
        ['dark', 'robot', /dark="robot".*human, computer, remote/],
        ['level', 'x', /level="x".*beginner/],
        ['light-level', 'x', /light-level="x"/],
        ['dark-level', 'x', /dark-level="x"/],
        ['lang', 'klingon', new RegExp(`lang="klingon".*${LANGS.join(', ')}`)],
        ['animation-duration', 'fast', /animation-duration="fast".*whole number/],
      ];
      for (const [name, value, pattern] of cases) {
        let el!: Awaited<ReturnType<typeof board>>;
        const logged = await warnings(async () => {
          el = await board({ [name]: value });
        });
        expect(
          logged.some((line) => pattern.test(line)),
          `${name}: ${logged.join(' | ')}`,
        ).to.equal(true);
        el.throwDice();
        expect(el.record.actions).to.have.length(1);
      }
    });
  });
});

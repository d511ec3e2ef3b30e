/**
 * The lessons (issue 32): built from each variant's rule data, each completed by its intended
 * action and refusing every other move with its reason; a changed switch changes them; every
 * language has every lesson's words.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PRESETS, resolveRules, VARIANTS, type Move } from '../../src/engine/index.js';
import {
  buildLessons,
  LESSON_KINDS,
  lessonGame,
  tryMove,
  WHY_NOTS,
  whyStuck,
  type LessonKind,
  type WhyNot,
} from '../../src/learn/index.js';
import { enLearn } from '../../src/element/i18n/en/learn.js';
import type { Language, LearnWords } from '../../src/element/i18n/types.js';

/** What each lesson asks, said again here from the Move's own fields. */
const INTENDED: Record<Exclude<LessonKind, 'route'>, (move: Move) => boolean> = {
  enter: (move) => move.enter,
  rosette: (move) => move.rosette && move.extraTurn,
  rosetteEnters: (move) => move.freeEntry,
  capture: (move) => move.capture !== null,
  safe: (move) => move.capture !== null,
  unsafe: (move) => move.capture !== null && move.rosette,
  double: (move) => move.double,
  eyes: (move) => !move.eyes,
  stack: (move) => move.capture !== null && !move.bounced,
  exit: (move) => move.bearOff,
  score: (move) => move.bearOff,
};

const kinds = (variant: (typeof VARIANTS)[number], options = {}) =>
  buildLessons(resolveRules(variant, options)).map((lesson) => lesson.kind);

describe('lessons', () => {
  for (const variant of VARIANTS) {
    it(`${variant}: each lesson is completed by its intended action and refuses every other move with its reason`, () => {
      const lessons = buildLessons(PRESETS[variant]);
      assert.ok(lessons.length >= 6, `${variant} has ${lessons.length} lessons`);
      for (const lesson of lessons) {
        const game = lessonGame(lesson);
        assert.equal(game.position().turn, 'light');
        const moves = game.legalMoves();
        const intended = (move: Move) =>
          lesson.kind === 'route' ? move.from === lesson.facts.tile : INTENDED[lesson.kind](move);
        const right = moves.filter(intended);
        const wrong = moves.filter((move) => !intended(move));
        assert.ok(right.length > 0 && wrong.length > 0, `${variant} ${lesson.kind}: ${lesson.position}`);
        for (const move of right)
          assert.deepEqual(tryMove(lesson, move), { done: true }, `${lesson.kind} ${move.notation}`);
        for (const move of wrong) {
          const result = tryMove(lesson, move);
          assert.equal(result.done, false, `${lesson.kind} ${move.notation}`);
          if (!result.done) {
            assert.ok(WHY_NOTS.includes(result.why));
            assert.equal(result.tile, move.to);
          }
        }
      }
    });
  }

  it('every variant has its own: its route, its rosettes, bell its turns, doubles, eyes, stacks and score', () => {
    assert.deepEqual(kinds('finkel'), ['route', 'enter', 'rosette', 'capture', 'safe', 'exit']);
    assert.deepEqual(kinds('masters'), ['route', 'enter', 'rosette', 'capture', 'unsafe', 'exit']);
    assert.deepEqual(kinds('blitz'), ['route', 'enter', 'rosette', 'capture', 'unsafe', 'exit']);
    assert.deepEqual(kinds('aseb'), ['route', 'enter', 'rosette', 'capture', 'safe', 'exit']);
    assert.deepEqual(kinds('bell'), [
      'route',
      'enter',
      'rosetteEnters',
      'unsafe',
      'double',
      'eyes',
      'stack',
      'exit',
      'score',
    ]);
    const facts = (variant: (typeof VARIANTS)[number]) => buildLessons(PRESETS[variant])[0].facts;
    assert.deepEqual(facts('finkel').route, ['A4–A1', 'B1–B8', 'A8–A7']);
    assert.deepEqual(facts('masters').route, ['A4–A1', 'B1–B7', 'C7–C8', 'B8', 'A8–A7']);
    assert.deepEqual(facts('aseb').route, ['A4–A1', 'B1–B12']);
    assert.deepEqual(facts('aseb').squaresOf.rosette, ['A1', 'C1', 'B4', 'B8', 'B12']);
    assert.deepEqual(facts('finkel').chances, ['0: 1/16', '1: 4/16', '2: 6/16', '3: 4/16', '4: 1/16']);
    assert.deepEqual(facts('masters').chances, ['1: 3/8', '2: 3/8', '3: 1/8', '4: 1/8']);
    // Bell: a piece enters with a 5 only; 1 and 4 move and throw again.
    const [, enter] = buildLessons(PRESETS.bell);
    assert.equal(enter.facts.thrown, 5);
    assert.deepEqual(enter.facts.moveAgain, [1, 4]);
    assert.equal(enter.facts.series, true);
    const score = buildLessons(PRESETS.bell).at(-1)!;
    assert.deepEqual(score.facts.scoring, { startSquare: 10, reserve: 25, target: 100 });
  });

  it('comes from the rules: a changed switch changes the lessons', () => {
    assert.deepEqual(kinds('finkel', { safeRosettes: false }), [
      'route',
      'enter',
      'rosette',
      'capture',
      'unsafe',
      'exit',
    ]);
    assert.deepEqual(kinds('masters', { safeRosettes: true }), [
      'route',
      'enter',
      'rosette',
      'capture',
      'safe',
      'exit',
    ]);
    assert.deepEqual(kinds('finkel', { rosettesExtraTurn: false }), ['route', 'enter', 'capture', 'safe', 'exit']);
    assert.deepEqual(kinds('finkel', { captures: false }), ['route', 'enter', 'rosette', 'exit']);
    const capture = (options: object) =>
      buildLessons(resolveRules('finkel', options)).find((lesson) => lesson.kind === 'capture')!;
    assert.equal(capture({}).facts.captureExtraTurn, false);
    assert.equal(capture({ capturesExtraTurn: true }).facts.captureExtraTurn, true);
    // Without exact exit, a throw past home bears off too.
    const exit = (options: object) => buildLessons(resolveRules('finkel', options)).at(-1)!;
    const bearingOff = (options: object) =>
      lessonGame(exit(options))
        .legalMoves()
        .filter((move) => move.bearOff).length;
    assert.equal(exit({}).facts.exactExit, true);
    assert.equal(bearingOff({}), 1);
    assert.equal(exit({ exactExit: false }).facts.exactExit, false);
    assert.ok(bearingOff({ exactExit: false }) >= 1);
    // Other dice: other throws, other chances.
    const route = buildLessons(resolveRules('finkel', { dice: 'three-binary-zero-four' }))[0];
    assert.deepEqual(route.facts.chances, ['1: 3/8', '2: 3/8', '3: 1/8', '4: 1/8']);
    // One piece a side: the lessons that need two pieces are left out, never a broken one.
    for (const lesson of buildLessons(resolveRules('finkel', { pieces: 1 }))) {
      const moves = lessonGame(lesson).legalMoves();
      assert.ok(moves.some((move) => tryMove(lesson, move).done));
    }
  });

  it('says why a piece that cannot move cannot: past home, onto its own piece, onto a safe rosette', () => {
    const finkel = buildLessons(PRESETS.finkel);
    const safe = finkel.find((lesson) => lesson.kind === 'safe')!;
    const blocked = lessonGame(safe)
      .position()
      .light.tiles.filter(
        (tile) =>
          !lessonGame(safe)
            .legalMoves()
            .some((move) => move.from === tile),
      );
    assert.deepEqual(
      blocked.map((tile) => whyStuck(safe, tile)),
      [
        { why: 'ownPiece', tile: 'A2' },
        { why: 'safeRosette', tile: 'B4' },
      ],
    );
    const exit = finkel.at(-1)!;
    assert.deepEqual(whyStuck(exit, 'A7'), { why: 'pastHome', tile: 'home' });
    // A piece with a move, or a place off the board: nothing to say.
    assert.equal(whyStuck(exit, exit.facts.tile), null);
    assert.equal(whyStuck(exit, 'light:reserve'), null);
    assert.equal(whyStuck(exit, 'Z9'), null);
    // A square without a light piece: empty, or dark's.
    assert.deepEqual(whyStuck(exit, 'B6'), { why: 'noPiece', tile: 'B6' });
    assert.deepEqual(whyStuck(safe, 'B4'), { why: 'noPiece', tile: 'B4' });
    const route = { ...finkel[0], position: 'r5 h0 A4 A2 / r7 h0 / light move 2' };
    assert.deepEqual(whyStuck(route, 'A4'), { why: 'ownPiece', tile: 'A2' });
    // Without safe rosettes the piece may capture there: it is not stuck.
    const unsafe = { ...safe, rules: resolveRules('finkel', { safeRosettes: false }) };
    assert.equal(whyStuck(unsafe, blocked[1]), null);
  });

  it('lists every kind and reason once', () => {
    assert.equal(new Set(LESSON_KINDS).size, LESSON_KINDS.length);
    assert.equal(new Set<WhyNot>(WHY_NOTS).size, WHY_NOTS.length);
  });
});

describe("the lessons' words", () => {
  const folder = path.join(import.meta.dirname, '../../src/element/i18n/languages');
  const languages: [string, Promise<LearnWords>][] = [
    ['en', Promise.resolve(enLearn)],
    ...readdirSync(folder).map((file): [string, Promise<LearnWords>] => [
      file.replace(/\.ts$/, ''),
      import(path.join(folder, file)).then((module: { default: Language }) => module.default.learn),
    ]),
  ];

  it('every language has every lesson of every variant, each reason, and no word left out', async () => {
    assert.ok(languages.length >= 7);
    for (const [lang, loading] of languages) {
      const words = await loading;
      for (const rules of [
        ...VARIANTS.map((variant) => PRESETS[variant]),
        resolveRules('finkel', { exactExit: false }),
      ])
        for (const lesson of buildLessons(rules)) {
          const { say, ask } = words.lessons[lesson.kind];
          for (const text of [say(lesson.facts), ask(lesson.facts)]) {
            assert.ok(text.trim().length > 10, `${lang} ${lesson.kind}`);
            assert.doesNotMatch(text, /undefined|\bnull\b|NaN|\[object/, `${lang} ${lesson.kind}: ${text}`);
          }
          assert.match(
            ask(lesson.facts),
            new RegExp(String(lesson.facts.thrown)),
            `${lang} ${lesson.kind} says the throw`,
          );
          for (const why of WHY_NOTS) {
            const text = words.why[why]('B5', lesson.facts);
            assert.ok(text.trim().length > 5, `${lang} ${why}`);
            assert.doesNotMatch(text, /undefined|\bnull\b|NaN/, `${lang} ${why}`);
          }
        }
      for (const key of ['title', 'close', 'previous', 'next', 'done', 'finished', 'play'] as const)
        assert.ok(words[key].trim(), `${lang} ${key}`);
      if (lang !== 'en')
        assert.notEqual(
          words.lessons.route.say(buildLessons(PRESETS.finkel)[0].facts),
          enLearn.lessons.route.say(buildLessons(PRESETS.finkel)[0].facts),
        );
    }
  });
});

/// <reference types="node" />
/**
 * `npm run review -- game.json [--table finkel-7.bin]`: reviews a game record in Node with the
 * same judging module as the page (src/ai/review/review.ts) and prints each player's accuracy, their
 * moves by category and the key moves (inaccuracies, mistakes and blunders).
 *   --table FILE   judge by an exact solution table that fits the record's rules (default: by
 *                  search, as the review worker does)
 *   --json         print the summary as JSON instead
 */
import { readFileSync } from 'node:fs';
import { fileSource } from '../tools/table-source-node.js';
import { describedChoice, reviewedGame } from '../src/element/review/frames.js';
import { CATEGORIES, isFlagged, playerReports } from '../src/ai/review/review-score.js';
import { reviewRecord } from './review-games.js';

const args = process.argv.slice(2);
const tableAt = args.indexOf('--table');
const tableFile = tableAt >= 0 ? args[tableAt + 1] : null;
const json = args.includes('--json');
const file = args.find((arg, i) => !arg.startsWith('--') && (tableAt < 0 || i !== tableAt + 1));
if (!file) {
  console.error('usage: npm run review -- RECORD.json [--table FILE] [--json]');
  process.exit(2);
}

try {
  const text = readFileSync(file, 'utf8');
  const source = tableFile ? await fileSource(tableFile) : undefined;
  const { points, judged } = await reviewRecord(text, source);
  await source?.close();
  // The reason was warned just before (the page falls back to search; a script asked for the table).
  if (source && judged.evaluator !== 'table') throw new Error(`the table ${tableFile} could not judge it`);
  // The better moves described as the view describes them.
  const reviewed = reviewedGame(text);
  const keyMoves = points.flatMap((point, index) => {
    if (!point.choice || !isFlagged(point.choice.category)) return [];
    const choice = describedChoice(reviewed, index, point.choice);
    return [
      {
        action: point.actions,
        player: point.player === 0 ? 'light' : 'dark',
        played: point.action,
        better: choice.bestNotation,
        lost: Math.round(choice.loss * 1000) / 10,
        category: choice.category,
      },
    ];
  });
  const [light, dark] = playerReports(points);
  const judge =
    judged.evaluator === 'table'
      ? 'the exact solution table'
      : `search ${judged.depth} plies (${judged.evaluator} evaluation)${judged.exactPieces ? `, endgames of ${judged.exactPieces} pieces or fewer exactly` : ''}`;
  if (json) console.log(JSON.stringify({ judge: judged, light, dark, keyMoves }, null, 2));
  else {
    console.log(`${file}: ${reviewed.task.actions.length} actions, judged by ${judge}`);
    for (const [name, report] of [
      ['light', light],
      ['dark', dark],
    ] as const)
      console.log(
        `${name}: accuracy ${report.accuracy === null ? '—' : report.accuracy.toFixed(1)}; ${CATEGORIES.map((c) => `${report.counts[c]} ${c}`).join(', ')}; ${report.brilliant} brilliant`,
      );
    for (const move of keyMoves)
      console.log(
        `  action ${move.action} ${move.player} ${move.played}: ${move.category}, better ${move.better}, −${move.lost} points`,
      );
  }
} catch (error) {
  console.error(`cannot review ${file}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

/**
 * TEMPORARY stand-in for src/ai/client.ts (the AI engineer's), until it lands.
 * Deleted as soon as the real ones land.
 */
import { type Rules, type State, core } from '../engine/index.js';

export type Level = 'beginner' | 'easy' | 'medium' | 'hard' | 'expert';
export const LEVELS: readonly Level[] = ['beginner', 'easy', 'medium', 'hard', 'expert'];
export interface ThinkRequest { rules: Rules; state: State; level: Level; seed?: number }
export interface ThinkResult { from: string | null; winChance: number; notation: string }

export async function think(request: ThinkRequest, signal?: AbortSignal): Promise<ThinkResult> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
  const layout = core.createLayout(request.rules);
  const sources: number[] = [];
  const count = core.legalMoveSources(layout, request.state, sources);
  const player = request.state.turn;
  const from = count ? sources[Math.floor(Math.random() * count)] : -1;
  const name = from < 0 ? null : from === 0 ? 'reserve' : layout.tiles[player][from];
  return { from: name, winChance: 0.5, notation: name ?? 'decline' };
}

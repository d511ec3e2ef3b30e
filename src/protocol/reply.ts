/** Refusals as the protocol sends them: every handler answers `{ ok: false, code, error }` rather than throwing. */
import type { ErrorCode, Reply } from './index.js';

export type Refusal = Extract<Reply<object>, { ok: false }>;

export function refuse(code: ErrorCode, error: string, expected?: number): Refusal {
  return expected === undefined ? { ok: false, code, error } : { ok: false, code, error, expected };
}

/** One process alone: no other process to drop its seats if it dies, so nothing to list. */
import { newProcessId } from '../../codes.js';
import type { SeatHolder } from './index.js';

export class MemorySeatHolder implements SeatHolder {
  readonly id = newProcessId();
  async hold(): Promise<void> {}
  async release(): Promise<void> {}
}

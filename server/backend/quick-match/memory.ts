/** The quick-match queues in this process's memory. */
import { entryText, pairable, parseEntry, type MatchQueues, type Waiting } from './index.js';

export class MemoryQueues implements MatchQueues {
  readonly #queues = new Map<string, string[]>();

  async pairOrWait(queue: string, entry: Waiting, now: number): Promise<Waiting | null> {
    // Ended waits dropped on the way; the player's own entries (another tab's) stay, in order.
    const list = (this.#queues.get(queue) ?? []).filter((text) => parseEntry(text).until > now);
    this.#queues.set(queue, list);
    const at = list.findIndex((text) => pairable(parseEntry(text), entry, now));
    if (at >= 0) return parseEntry(list.splice(at, 1)[0]);
    list.push(entryText(entry));
    return null;
  }

  async unqueue(queue: string, entry: Waiting): Promise<boolean> {
    const list = this.#queues.get(queue) ?? [];
    const at = list.indexOf(entryText(entry));
    if (at >= 0) list.splice(at, 1);
    if (list.length === 0) this.#queues.delete(queue);
    return at >= 0;
  }
}

/** The quick-match queues in this process's memory. */
import { entryText, parseEntry, type MatchQueues, type Waiting } from './index.js';

export class MemoryQueues implements MatchQueues {
  readonly #queues = new Map<string, string[]>();

  async pairOrWait(queue: string, entry: Waiting, now: number): Promise<Waiting | null> {
    const list = this.#queues.get(queue) ?? [];
    this.#queues.set(queue, list);
    for (let text = list.shift(); text !== undefined; text = list.shift()) {
      const waiting = parseEntry(text);
      if (waiting.until > now) return waiting;
    }
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

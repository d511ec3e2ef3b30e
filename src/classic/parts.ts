/**
 * The classic script's parts loaded on first use. The ES bundle loads its on-demand chunks with
 * import(); a classic script can only add more classic scripts. So the build (scripts/build.mjs,
 * `buildClassic`) turns every on-demand ES chunk into a classic file in `classic/` that hands its
 * exports to this registry, reads the chunks it imports from it, and calls `load` where the chunk
 * had import(). Each chunk still runs once per page, as with modules.
 */
import { scriptURLVoucher } from '../trusted-script-url.js';

/** Under Trusted Types, the policy `royal-ur-parts` vouches for the parts' URLs. */
const trustedScriptURL = scriptURLVoucher('royal-ur-parts');

/** What a classic part sees of the script that loaded it, under a key of its build's own. */
export interface PartRegistry {
  /** The exports of a chunk that has run (a part reads the chunks it imports so). */
  module(file: string): object;
  /** Called by a part once it has run: its exports. */
  define(file: string, exports: object): void;
  /** Loads a part (after the parts it imports) and resolves to its exports: import() for classic scripts. */
  load(file: string): Promise<object>;
  /** A part's URL: `import.meta.url` for classic scripts. */
  url(file: string): string;
}

/**
 * Makes the registry of the classic script now running (`document.currentScript` is only set
 * during that first run) and publishes it under `key`, unless an earlier copy of the same build
 * did: then that one serves both. `imports` lists the parts that need others first, with those.
 */
export function partRegistry(key: string, folder: string, imports: Readonly<Record<string, readonly string[]>>): PartRegistry {
  const slot = Symbol.for(key);
  const page = globalThis as unknown as Record<symbol, PartRegistry | undefined>;
  const earlier = page[slot];
  if (earlier) return earlier;
  const script = document.currentScript;
  const base = new URL(folder, script instanceof HTMLScriptElement && script.src ? script.src : document.baseURI);
  // A page whose CSP allows scripts by nonce gave this script one: the parts carry it too.
  const nonce = script instanceof HTMLScriptElement ? script.nonce : '';
  const modules: Record<string, object> = Object.create(null);
  const loading = new Map<string, Promise<object>>();

  function run(file: string): Promise<object> {
    return new Promise((resolve, reject) => {
      const tag = document.createElement('script');
      tag.src = trustedScriptURL(registry.url(file));
      if (nonce) tag.nonce = nonce;
      tag.onload = () => {
        tag.remove();
        if (file in modules) resolve(modules[file]);
        else reject(new Error(`<royal-ur>: ${registry.url(file)} did not run as a part of this script`));
      };
      tag.onerror = () => {
        tag.remove();
        reject(new Error(`<royal-ur>: could not load ${registry.url(file)}; serve the whole dist/ folder, classic/ included`));
      };
      document.head.append(tag);
    });
  }

  const registry: PartRegistry = Object.freeze({
    module(file: string) {
      if (!(file in modules)) throw new Error(`<royal-ur>: the part ${file} is needed before it has run`);
      return modules[file];
    },
    define(file: string, exports: object) {
      if (!(file in modules)) modules[file] = exports;
    },
    load(file: string): Promise<object> {
      if (file in modules) return Promise.resolve(modules[file]);
      let pending = loading.get(file);
      if (!pending) {
        pending = Promise.all((imports[file] ?? []).map((other) => registry.load(other))).then(() => run(file));
        // A failed load (offline for a moment) may be tried again.
        pending.catch(() => loading.delete(file));
        loading.set(file, pending);
      }
      return pending;
    },
    url: (file: string) => new URL(file, base).href,
  });
  Object.defineProperty(page, slot, { value: registry });
  return registry;
}

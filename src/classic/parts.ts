/**
 * The classic script's parts loaded on first use. The ES bundle loads its on-demand chunks with
 * import(); a classic script can only add more classic scripts. So the build (scripts/build.mjs,
 * `buildClassic`) turns every on-demand ES chunk into a classic file in `classic/` that hands this
 * registry the chunks it imports and a function that runs it on their exports, and calls `load`
 * where the chunk had import(). Each chunk still runs once per page, as with modules.
 */
import { scriptURLVoucher } from '../trusted-script-url.js';

/** Under Trusted Types, the policy `royal-ur-parts` vouches for the parts' URLs. */
const trustedScriptURL = scriptURLVoucher('royal-ur-parts');

/** What a classic part sees of the script that loaded it, under a key of its build's own. */
export interface PartRegistry {
  /**
   * A chunk's code, called by a part's script as it arrives (and by the script itself for its
   * first-load chunks): `run` makes its exports from those of the chunks it `imports`, once they are loaded.
   */
  define(file: string, imports: readonly string[], run: (modules: object[]) => object): void;
  /** Loads a part and the chunks it imports, and resolves to its exports: import() for classic scripts. */
  load(file: string): Promise<object>;
  /** A part's URL: `import.meta.url` for classic scripts. */
  url(file: string): string;
}

/**
 * Makes the registry of the classic script now running (`document.currentScript` is only set
 * during that first run) and publishes it under `key`, unless an earlier copy of the same build
 * did: then that one serves both.
 */
export function partRegistry(key: string, folder: string): PartRegistry {
  const slot = Symbol.for(key);
  const page = globalThis as unknown as Record<symbol, PartRegistry | undefined>;
  const earlier = page[slot];
  if (earlier) return earlier;
  // An SVG <script> has no `src`: the parts are then found from the page's address.
  const script = document.currentScript as HTMLScriptElement | null;
  const base = new URL(folder, script?.src || document.baseURI);
  // A page whose CSP allows scripts by nonce gave this script one: the parts carry it too.
  const nonce = script?.nonce;
  /** Per chunk defined or asked for: its exports, once it has run. */
  const modules = new Map<string, Promise<object>>();
  /** Per part whose script is on its way: what settles its exports when the script defines it. */
  const arriving = new Map<string, (exports: Promise<object>) => void>();
  const url = (file: string) => new URL(file, base).href;

  const registry: PartRegistry = Object.freeze({
    define(file: string, imports: readonly string[], run: (modules: object[]) => object) {
      // A chunk runs once: only when it is new here or its script was asked for.
      const settle =
        arriving.get(file) ??
        (modules.has(file) ? undefined : (exports: Promise<object>) => modules.set(file, exports));
      arriving.delete(file);
      settle?.(Promise.all(imports.map(registry.load)).then(run));
    },
    load(file: string) {
      let exports = modules.get(file);
      if (!exports) {
        exports = new Promise((resolve, reject) => {
          arriving.set(file, resolve);
          const tag = document.createElement('script');
          tag.src = trustedScriptURL(url(file));
          if (nonce) tag.nonce = nonce;
          // After the script has run: unless it defined the part (which settled `exports`), it failed.
          tag.onload = tag.onerror = () => {
            tag.remove();
            arriving.delete(file);
            reject(
              new Error(`<royal-ur>: could not load ${url(file)}; serve the whole dist/ folder, classic/ included`),
            );
          };
          document.head.append(tag);
        });
        // A failed load (offline for a moment) may be tried again.
        exports.catch(() => modules.delete(file));
        modules.set(file, exports);
      }
      return exports;
    },
    url,
  });
  Object.defineProperty(page, slot, { value: registry });
  return registry;
}

/**
 * The classic script offers the API as `window.RoyalUr`, frozen with all its data, unless the page
 * already has a `RoyalUr` of its own, which it keeps.
 */
const GLOBAL_NAME = 'RoyalUr';

/** Freezes plain objects and arrays all the way down; classes and functions stay as they are. */
function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  const prototype = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && prototype !== Object.prototype && prototype !== null) return value;
  Object.freeze(value);
  for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key]);
  return value;
}

/** Publishes `api` (the package entry's exports) as `window.RoyalUr`. */
export function publishGlobal(api: object): void {
  const page = globalThis as unknown as Record<string, unknown>;
  if (GLOBAL_NAME in page) {
    console.warn(`<royal-ur>: the page already has a window.${GLOBAL_NAME}; it is left as it is, and this script's API is not published there (the element works all the same).`);
  } else {
    Object.defineProperty(page, GLOBAL_NAME, { value: deepFreeze({ ...api }), configurable: true, enumerable: false, writable: false });
  }
}

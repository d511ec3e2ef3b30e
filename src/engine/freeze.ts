/** Deep freezing for data the engine hands out or shares: presets, rules, layouts, results. */

/**
 * Freezes `value` and everything reachable from its own properties (arrays, plain objects,
 * Maps' keys are left alone: use frozen records instead). Typed arrays cannot be frozen and are
 * refused, so nothing shared is left writable by accident.
 */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  if (ArrayBuffer.isView(value)) throw new TypeError('a typed array cannot be frozen: use a frozen array');
  Object.freeze(value);
  for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key]);
  return value;
}

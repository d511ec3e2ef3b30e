/**
 * Writing the learned evaluation's weights as they ship (float16, base64), for scripts/ai-train.ts;
 * the page only decodes them (`decodeWeights` in src/ai/learned/network.ts).
 */
import type { NetworkWeights } from '../src/ai/learned/network.js';

/** A number to float16 bits (round to nearest). */
export function toHalf(value: number): number {
  const f32 = new Float32Array([value]);
  const u = new Uint32Array(f32.buffer)[0];
  const sign = (u >> 16) & 0x8000;
  const exponent = ((u >> 23) & 0xff) - 127 + 15;
  let mantissa = u & 0x7fffff;
  if (exponent <= 0) {
    if (exponent < -10) return sign;
    mantissa |= 0x800000;
    const shift = 14 - exponent;
    return sign | ((mantissa + (1 << (shift - 1))) >> shift);
  }
  if (exponent >= 31) return sign | 0x7c00;
  const rounded = (exponent << 10) | (mantissa >> 13);
  return sign | (rounded + ((mantissa >> 12) & 1));
}

/** Packs weights as base64 float16 (w1, b1, w2, b2), the form they ship in. */
export function encodeWeights(weights: NetworkWeights): string {
  const all = [...weights.w1, ...weights.b1, ...weights.w2, weights.b2];
  const bytes = new Uint8Array(all.length * 2);
  all.forEach((value, i) => {
    const half = toHalf(value);
    bytes[2 * i] = half & 0xff;
    bytes[2 * i + 1] = half >> 8;
  });
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

/** The page asks for reduced motion (prefers-reduced-motion). Apart from Lit: the online connector reads it too. */
export const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

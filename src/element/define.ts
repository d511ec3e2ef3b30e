/** Registers `<royal-ur>`; loading this module twice (or two bundles) is harmless. */
import { RoyalUrElement } from './royal-ur.js';

export const TAG_NAME = 'royal-ur';

/** Defines the tag unless it already is; returns the class registered under it. */
export function defineRoyalUr(registry: CustomElementRegistry = customElements): CustomElementConstructor {
  const existing = registry.get(TAG_NAME);
  if (existing) {
    // Another copy (another bundle or version) got there first: say so rather than do nothing silently.
    if (existing !== RoyalUrElement)
      console.warn(
        `<royal-ur>: the tag <${TAG_NAME}> is already defined by another script; this copy of royal-ur is not registered and the page uses the other one.`,
      );
    return existing;
  }
  // The tag is written out (not TAG_NAME) so the custom-elements manifest links it to the class.
  registry.define('royal-ur', RoyalUrElement);
  return RoyalUrElement;
}

defineRoyalUr();

declare global {
  interface HTMLElementTagNameMap {
    'royal-ur': RoyalUrElement;
  }
}

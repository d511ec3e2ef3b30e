/**
 * Under Trusted Types (`require-trusted-types-for 'script'`) a script's or worker's URL must be
 * vouched for by a policy. Each caller gets a policy of its own name that vouches for the URLs it
 * builds itself, and nothing else ever reaches it.
 */
interface ScriptURLPolicy {
  createScriptURL(url: string): string;
}

/** A function that vouches for a URL through the policy `name`, created on first use. */
export function scriptURLVoucher(name: string): (url: string) => string {
  /** undefined = not asked yet; null = the page has no Trusted Types or refuses the policy. */
  let policy: ScriptURLPolicy | null | undefined;
  return (url) => {
    if (policy === undefined) {
      const factory = (
        globalThis as { trustedTypes?: { createPolicy(name: string, rules: ScriptURLPolicy): ScriptURLPolicy } }
      ).trustedTypes;
      try {
        policy = factory?.createPolicy(name, { createScriptURL: (given) => given }) ?? null;
      } catch {
        // The page's `trusted-types` directive names its own policies only: the plain URL may still pass.
        policy = null;
      }
    }
    return policy ? policy.createScriptURL(url) : url;
  };
}

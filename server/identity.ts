/**
 * Players' identities from the host page: a short-lived JWT that the host's own server signs for
 * its signed-in user, HS256 with a secret it shares with this server, or EdDSA / ES256 with its
 * private key (this server holds the public key). Verified with `jose`; the claims are the
 * player's id (`sub`), their display name (`name`) and the expiry (`exp`), all required. Several
 * keys may be configured at once, so that a host can rotate them without a break.
 *
 * A token is a secret: it is never logged, stored or sent on, and no refusal quotes it.
 */
import { createSecretKey, type KeyObject } from 'node:crypto';
import { errors, importSPKI, jwtVerify, type JWTPayload } from 'jose';
import { refuse, type Refusal } from '../src/protocol/reply.js';
import { checkName } from '../src/protocol/schema.js';
import { MAX_PLAYER_ID_LENGTH } from '../src/protocol/index.js';

export interface IdentityOptions {
  /** HS256 secrets shared with the host's server (at least 32 bytes each); the first signs nothing here, all verify. */
  secrets?: string[];
  /** The host's public keys (PEM, SPKI) for EdDSA (Ed25519) or ES256 tokens. */
  publicKeys?: string[];
  /** When set, a token's `iss` must be this. */
  issuer?: string;
  /** When set, a token's `aud` must hold this. */
  audience?: string;
}

/** A verified player: the host's id for them and the name to show. */
export interface Identity {
  id: string;
  name: string;
}

/** Why a token was refused, as `/metrics` counts it. */
export type IdentityFailure = 'unconfigured' | 'malformed' | 'signature' | 'expired' | 'claims';

export type Verified = { ok: true; identity: Identity } | (Refusal & { reason: IdentityFailure });

/** A secret shorter than this is refused at start: HS256 is only as strong as its secret. */
const MIN_SECRET_BYTES = 32;
/** Leeway for clocks that differ between the host's server and this one. */
const CLOCK_TOLERANCE_S = 30;

const failed = (reason: IdentityFailure, error: string) => ({ ...refuse('bad-identity', error), reason });

export class Identities {
  readonly #keys: Promise<{ key: KeyObject | Awaited<ReturnType<typeof importSPKI>>; algorithms: string[] }[]>;

  constructor(private readonly options: IdentityOptions = {}) {
    for (const secret of options.secrets ?? [])
      if (Buffer.byteLength(secret) < MIN_SECRET_BYTES)
        throw new RangeError(`an identity secret must be at least ${MIN_SECRET_BYTES} bytes`);
    const secrets = (options.secrets ?? []).map((secret) => ({
      key: createSecretKey(Buffer.from(secret)),
      algorithms: ['HS256'],
    }));
    const publicKeys = (options.publicKeys ?? []).map(async (pem) => {
      // The PEM says the key's type: an Ed25519 key verifies EdDSA, a P-256 key ES256.
      for (const alg of ['EdDSA', 'ES256']) {
        try {
          return { key: await importSPKI(pem, alg), algorithms: [alg] };
        } catch {
          // Not this algorithm's key: try the next.
        }
      }
      throw new RangeError('an identity public key must be an Ed25519 or P-256 public key in PEM (SPKI)');
    });
    this.#keys = Promise.all([...secrets, ...publicKeys]);
  }

  /** Whether any key is configured (else every token is refused). */
  get configured(): boolean {
    return (this.options.secrets?.length ?? 0) + (this.options.publicKeys?.length ?? 0) > 0;
  }

  /** Rejects when a configured key cannot be read (the server refuses to start). */
  ready(): Promise<unknown> {
    return this.#keys;
  }

  /** The token's identity, or a `bad-identity` refusal saying why (never quoting the token). */
  async verify(token: string): Promise<Verified> {
    if (!this.configured) return failed('unconfigured', 'this game server takes no identities');
    let payload: JWTPayload | null = null;
    let failure: ReturnType<typeof classify> | null = null;
    for (const { key, algorithms } of await this.#keys) {
      try {
        ({ payload } = await jwtVerify(token, key, {
          algorithms,
          requiredClaims: ['sub', 'exp'],
          clockTolerance: CLOCK_TOLERANCE_S,
          ...(this.options.issuer !== undefined && { issuer: this.options.issuer }),
          ...(this.options.audience !== undefined && { audience: this.options.audience }),
        }));
        break;
      } catch (error) {
        // Each key is tried: with rotation, the token may be signed by any of them.
        failure = classify(error);
        if (failure.reason !== 'signature') break;
      }
    }
    if (!payload) return failure ?? failed('signature', 'the identity token is not signed by a key of this server');
    const id = payload.sub;
    if (typeof id !== 'string' || id.length === 0 || id.length > MAX_PLAYER_ID_LENGTH)
      return failed('claims', `the identity's "sub" must be the player's id, 1 to ${MAX_PLAYER_ID_LENGTH} characters`);
    const name = checkName(payload.name);
    if (!name.ok) return failed('claims', `the identity's "name": ${name.error}`);
    return { ok: true, identity: { id, name: name.value } };
  }
}

function classify(error: unknown): ReturnType<typeof failed> {
  if (error instanceof errors.JWTExpired) return failed('expired', 'the identity token has expired');
  if (error instanceof errors.JWTClaimValidationFailed)
    return failed('claims', `the identity token's claims are wrong: ${error.message}`);
  if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JOSEAlgNotAllowed)
    return failed('signature', 'the identity token is not signed by a key of this server');
  return failed('malformed', 'the identity token is not a signed JWT');
}

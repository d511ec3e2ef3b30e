/**
 * The demo's stand-in for a host site's own server (docs/deploy-server.md, Rated play): two sample
 * players, and their identity tokens signed with the demo's own key, which `npm start` also gives
 * the game server (IDENTITY_SECRETS). A real site signs for its signed-in user on its server, with
 * a secret of its own; this one is public, so a server run with it must never rate real players.
 */
import { readFileSync } from 'node:fs';
import { SignJWT } from 'jose';

/** The demo's key (in its own file, which scripts/start.mjs hands the game server). */
const DEMO_IDENTITY_SECRET = readFileSync(new URL('./identity-secret.txt', import.meta.url), 'utf8').trim();

/** The sample players: id → display name. */
export const SAMPLE_PLAYERS: Record<string, string> = { amina: 'Amina', brook: 'Brook' };

/** A ten-minute identity token for sample player `id`, or null if there is none of that id. */
export async function sampleIdentity(id: string): Promise<string | null> {
  const name = SAMPLE_PLAYERS[id];
  if (!name) return null;
  return new SignJWT({ name })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(id)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(new TextEncoder().encode(DEMO_IDENTITY_SECRET));
}

import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";
import type { Db } from "../db/client";
import { passkeys } from "../db/schema";

/**
 * A passkey held in memory, for tests: an ES256 key stored for a person as a registered passkey
 * would be, that signs sign-in challenges like an authenticator, with or without user
 * verification (a PIN or a fingerprint) in its flags.
 */
export interface SoftwarePasskey {
  id: string;
  /** The browser's answer to `options` (POST /api/auth/passkey/options), as @simplewebauthn/browser sends it. */
  assert(options: { challenge: string }, flags?: { userVerified?: boolean }): Record<string, unknown>;
}

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString("base64url");

export function addSoftwarePasskey(db: Db, userId: number, origin = "http://localhost"): SoftwarePasskey {
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const cose = new Map<number, number | Uint8Array>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, new Uint8Array(Buffer.from(jwk.x ?? "", "base64url"))],
    [-3, new Uint8Array(Buffer.from(jwk.y ?? "", "base64url"))],
  ]);
  const id = b64url(randomBytes(16));
  db.insert(passkeys)
    .values({
      id,
      user_id: userId,
      name: "Chiave di prova",
      public_key: b64url(isoCBOR.encode(cose)),
      counter: 0,
      transports: [],
      created_at: new Date().toISOString(),
    })
    .run();
  let counter = 0;
  return {
    id,
    assert: (options, flags = {}) => assertion(privateKey, id, origin, options.challenge, ++counter, flags.userVerified ?? true),
  };
}

function assertion(key: KeyObject, id: string, origin: string, challenge: string, counter: number, userVerified: boolean) {
  const clientData = Buffer.from(JSON.stringify({ type: "webauthn.get", challenge, origin, crossOrigin: false }));
  const rpIdHash = createHash("sha256").update(new URL(origin).hostname).digest();
  // Flags: user present (0x01), and user verified (0x04) when the authenticator checked a PIN or a finger.
  const flags = Buffer.from([userVerified ? 0x05 : 0x01]);
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  const authData = Buffer.concat([rpIdHash, flags, count]);
  const signature = sign("sha256", Buffer.concat([authData, createHash("sha256").update(clientData).digest()]), key);
  return {
    id,
    rawId: id,
    type: "public-key",
    response: { clientDataJSON: b64url(clientData), authenticatorData: b64url(authData), signature: b64url(signature) },
    clientExtensionResults: {},
  };
}

/**
 * How staff passwords are hashed: argon2id at the cost the executable always uses. Verifying
 * reads the cost from the stored hash, so hashes made at any cost keep verifying.
 */
export const PRODUCTION_PASSWORD_COST = { memoryCost: 65536, timeCost: 2 } as const;

interface PasswordCost {
  memoryCost: number;
  timeCost: number;
}

let cost: PasswordCost = PRODUCTION_PASSWORD_COST;

/**
 * The unit tests' cost: a few hundred microseconds instead of a few hundred milliseconds per
 * hash. Called only by the test preload (`src/test-support/preload.ts`), never by the program.
 */
export function setTestPasswordCost(): void {
  cost = { memoryCost: 256, timeCost: 1 };
}

export function hashPassword(password: string): Promise<string> {
  return Bun.password.hash(password, { algorithm: "argon2id", ...cost });
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return Bun.password.verify(password, hash);
}
